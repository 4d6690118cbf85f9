import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_SELL_REASON_MAX } from '../../../../contract';
import { addDaysUtc, toDisplayDate, todayUtc } from '../../../../domain/dates';
import { notify } from '../../../platform/notifications';
import { toApiDate } from '../../../ui/data-table/date-text';
import { DateField } from '../../../ui/data-table/filters/DateField';
import { FormField } from '../../../ui/form/FormField';
import { timeSlotKeys } from '../api/keys';
import { stopSellDay } from '../api/stop-sell-day';

/** Single days of a saved slot closed for sale (stop-sell), with their reasons; each can be reopened. */
export function SlotClosedDays({
  slotId,
  days,
  readOnly,
}: {
  slotId: number;
  days: readonly { date: string; reason: string | null }[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(addDaysUtc(todayUtc(), 1));
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (day: string, closed: boolean) => {
    setBusy(true);
    const result = await stopSellDay({
      timeSlotId: slotId,
      date: day,
      closed,
      reason: closed ? reason : null,
    });
    setBusy(false);
    if (!result.IsOk) return;
    notify('success', closed ? 'Day closed for sale' : 'Day open for sale again');
    setReason('');
    await queryClient.invalidateQueries({ queryKey: timeSlotKeys.all });
  };

  return (
    <div className="ts-form">
      {days.length === 0 ? (
        <p className="form-note">{t('No days closed for sale.')}</p>
      ) : (
        <ul className="ts-closed-days" aria-label={t('Days closed for sale')}>
          {days.map((d) => (
            <li key={d.date}>
              <span>
                <strong>{toDisplayDate(d.date)}</strong>
                {d.reason ? ` — ${d.reason}` : ''}
              </span>
              <IonButton
                fill="outline"
                size="small"
                disabled={readOnly || busy}
                onClick={() => void send(d.date, false)}
              >
                {t('Reopen')}
              </IonButton>
            </li>
          ))}
        </ul>
      )}
      <div className="ts-times">
        {/* DD.MM.YYYY typed or picked, as every date of the app (a native date box shows the
            browser's locale, 11/28/2026). */}
        <DateField
          label={t('Day to close')}
          value={draft ?? toDisplayDate(date)}
          onChange={(text, done) => {
            if (readOnly) return;
            const api = toApiDate(text);
            if (api) setDate(api);
            setDraft(done ? null : text);
          }}
        />
        <FormField label="Reason">
          {({ id }) => (
            <input
              id={id}
              className="form-input"
              value={reason}
              maxLength={STOP_SELL_REASON_MAX}
              readOnly={readOnly}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <div>
        <IonButton
          disabled={readOnly || busy || !date || (draft !== null && toApiDate(draft) === null)}
          onClick={() => void send(date, true)}
        >
          {t('Close day for sale')}
        </IonButton>
      </div>
    </div>
  );
}
