import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { notify } from '../../../platform/notifications';
import { CloseForSaleForm } from '../../../ui/stop-sell/CloseForSaleForm';
import { setStopSell } from '../../../ui/stop-sell/stop-sell';
import { timeSlotKeys } from '../api/keys';

/**
 * Days of a saved slot closed for sale (stop-sell), with their reasons, each reopened on its own; a day or
 * a range of days is closed in one step, by the chart's own form and call.
 */
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
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: timeSlotKeys.all });

  const reopen = async (date: string) => {
    setBusy(true);
    const result = await setStopSell({ timeSlotId: slotId, date, closed: false });
    setBusy(false);
    if (!result.IsOk) return;
    notify('success', 'Day open for sale again');
    await refresh();
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
                onClick={() => void reopen(d.date)}
              >
                {t('Reopen')}
              </IonButton>
            </li>
          ))}
        </ul>
      )}
      <CloseForSaleForm timeSlotId={slotId} readOnly={readOnly} onClosed={refresh} />
    </div>
  );
}
