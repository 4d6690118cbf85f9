import { IonButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_SELL_REASON_MAX, type StopSellResult } from '../../../contract';
import { addDaysUtc, toDisplayDate } from '../../../domain/dates';
import { useSupplierToday } from '../../platform/use-today';
import { notify } from '../../platform/notifications';
import { toApiDate } from '../data-table/date-text';
import { DateField } from '../data-table/filters/DateField';
import { FormField } from '../form/FormField';
import { setStopSell } from './stop-sell';
import './stop-sell.css';

/** A DD.MM.YYYY field holding a date: what is typed stays until it is a real date. */
function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (d: string | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <DateField
      label={label}
      value={draft ?? toDisplayDate(value)}
      onChange={(text, done) => {
        onChange(toApiDate(text));
        setDraft(done ? null : text);
      }}
    />
  );
}

/**
 * The one form that closes a slot for sale: a reason and the Close button, for the day given (the chart's
 * sheet) or for a range of days typed or picked DD.MM.YYYY (the slot editor; the server closes the days
 * the slot runs). `onClosed` hears the answer, after the notification.
 */
export function CloseForSaleForm({
  timeSlotId,
  date,
  readOnly,
  onClosed,
}: {
  timeSlotId: number;
  /** The one day to close; without it the form asks for a first and a last day. */
  date?: string;
  readOnly: boolean;
  onClosed: (result: StopSellResult) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const tomorrow = addDaysUtc(useSupplierToday(), 1);
  const [from, setFrom] = useState<string | null>(tomorrow);
  const [to, setTo] = useState<string | null>(tomorrow);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const range = date === undefined;
  const first = range ? from : date;

  const close = async () => {
    if (!first || (range && !to)) return;
    setBusy(true);
    const result = await setStopSell({
      timeSlotId,
      date: first,
      ...(range && to !== first ? { dateTo: to! } : {}),
      closed: true,
      reason: reason.trim() || null,
    });
    setBusy(false);
    if (!result.IsOk || !result.Content) return;
    const { days } = result.Content;
    notify('success', days === 1 ? 'Day closed for sale' : t('{{n}} days closed for sale', { n: days }));
    setReason('');
    await onClosed(result.Content);
  };

  return (
    <div className="stop-sell-form">
      {range && (
        <div className="stop-sell-days">
          <DayField label={t('First day')} value={from ?? ''} onChange={setFrom} />
          <DayField label={t('Last day')} value={to ?? ''} onChange={setTo} />
        </div>
      )}
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
      <IonButton
        color="danger"
        disabled={readOnly || busy || !first || (range && !to)}
        onClick={() => void close()}
      >
        {t(range ? 'Close days for sale' : 'Close for sale')}
      </IonButton>
    </div>
  );
}
