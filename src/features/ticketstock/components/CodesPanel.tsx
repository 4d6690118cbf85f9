import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '../../../../domain/dates';
import { useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { useTicketCodes } from '../api/get-ticket-codes';
import { freezeTicketCodes } from '../api/freeze-ticket-codes';
import { stockKeys } from '../api/keys';

const FILTERS: Array<[string, string]> = [
  ['available', 'Available'],
  ['frozen', 'Frozen'],
  ['sold', 'Sold'],
  ['expired', 'Expired'],
  ['', 'All'],
];
const STATUS_TEXT: Record<string, string> = { available: 'Available', frozen: 'Frozen', sold: 'Sold' };

/** A type's codes of one state, to choose some and freeze or unfreeze them. */
export function CodesPanel({ typeId }: { typeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('available');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const { readOnly } = useFormReadOnly();
  const codes = useTicketCodes(typeId, status);

  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const move = async (frozen: boolean) => {
    setBusy(true);
    const result = await freezeTicketCodes([...chosen], frozen);
    setBusy(false);
    if (!result.IsOk) return;
    setChosen(new Set());
    await queryClient.invalidateQueries({ queryKey: stockKeys.all });
  };
  const list = codes.data?.codes ?? [];
  return (
    <section className="stock-codes" aria-label={t('Codes')}>
      <div className="stock-filters" role="group" aria-label={t('Show')}>
        {FILTERS.map(([value, label]) => (
          <IonButton
            key={value || 'all'}
            size="small"
            fill={status === value ? 'solid' : 'outline'}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setChosen(new Set());
            }}
          >
            {t(label)}
          </IonButton>
        ))}
      </div>
      <div className="stock-actions">
        <IonButton
          size="default"
          disabled={readOnly || busy || chosen.size === 0 || status !== 'available'}
          onClick={() => void move(true)}
        >
          {t('Freeze')}
        </IonButton>
        <IonButton
          size="default"
          disabled={readOnly || busy || chosen.size === 0 || status !== 'frozen'}
          onClick={() => void move(false)}
        >
          {t('Unfreeze')}
        </IonButton>
      </div>
      {codes.data === undefined ? (
        <p className="form-note" role="status">
          {t(codes.isError ? 'Could not load this page. Try again later.' : 'Loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="form-note">{t('No codes')}</p>
      ) : (
        <>
          {codes.data.total > list.length && (
            <p className="form-note">
              {t('Showing {{shown}} of {{total}} codes', { shown: list.length, total: codes.data.total })}
            </p>
          )}
          <ul className="stock-code-list">
            {list.map((c) => {
              const choosable = !c.expired && (c.status === 'available' || c.status === 'frozen');
              return (
                <li key={c.id}>
                  <label className="stock-code">
                    <input
                      type="checkbox"
                      disabled={!choosable}
                      checked={chosen.has(c.id)}
                      onChange={() => toggle(c.id)}
                    />
                    <span className="stock-code-text">{c.code}</span>
                    <span className="stock-code-meta">
                      {c.expired ? t('Expired') : t(STATUS_TEXT[c.status])}
                      {c.expiresOn ? ` · ${t('until {{date}}', { date: toDisplayDate(c.expiresOn) })}` : ''}
                      {c.bookingId ? ` · #${c.bookingId}` : ''}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
