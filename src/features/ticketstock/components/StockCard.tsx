import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketStock } from '../../../../contract';
import { useFormReadOnly } from '../../../ui/form/OfflineReadOnlyNotice';
import { readDataUrl } from '../../../ui/inputs/upload/read-data-url';
import { importTicketCodes } from '../api/import-ticket-codes';
import { stockKeys } from '../api/keys';
import { CodesPanel } from './CodesPanel';

const WARNING_TEXT = {
  reorder: 'At or below the reorder level',
  expiring: 'Codes expire within 5 days',
} as const;

/** One ticket type: its counts, its warnings, loading a code file, and its codes on demand. */
export function StockCard({ stock: s, showSupplier }: { stock: TicketStock; showSupplier: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<{ imported: number; alreadyInStock: number } | null>(null);
  const [open, setOpen] = useState(false);
  const { readOnly } = useFormReadOnly();

  const load = async (chosen: File | undefined) => {
    if (!chosen) return;
    setLoading(true);
    setLoaded(null);
    const result = await importTicketCodes(s.id, chosen.name, await readDataUrl(chosen));
    setLoading(false);
    if (file.current) file.current.value = '';
    if (!result.IsOk || !result.Content) return;
    const { imported, alreadyInStock } = result.Content;
    setLoaded({ imported, alreadyInStock });
    await queryClient.invalidateQueries({ queryKey: stockKeys.all });
  };

  const counts: Array<[string, number]> = [
    ['Available', s.available],
    ['Reorder level', s.reorderLevel],
    ['Expiring in 5 days', s.expiresIn5Days],
    ['Frozen', s.freezed],
    ['Expired', s.expired],
    ['Sold', s.sold],
  ];
  return (
    <li className="stock-card" aria-label={s.name}>
      <h2>{s.name}</h2>
      <p className="stock-sub">
        {s.shortName}
        {showSupplier ? ` · ${s.supplierName}` : ''}
        {` · ${t('Reservation time: {{minutes}} min', { minutes: s.reservationTime })}`}
      </p>
      {s.warnings.length > 0 && (
        <ul className="stock-warnings">
          {s.warnings.map((w) => (
            <li key={w} className={`stock-warning stock-warning-${w}`}>
              {t(WARNING_TEXT[w])}
            </li>
          ))}
        </ul>
      )}
      <dl className="stock-counts">
        {counts.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="stock-actions">
        <IonButton size="default" disabled={loading || readOnly} onClick={() => file.current?.click()}>
          {t(loading ? 'Loading codes…' : 'Load codes')}
        </IonButton>
        <input
          ref={file}
          type="file"
          hidden
          accept=".xlsx,.xls,.csv,text/csv"
          aria-label={t('Code file of {{name}}', { name: s.name })}
          onChange={(e) => void load(e.target.files?.[0])}
        />
        <IonButton size="default" fill="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {t(open ? 'Hide codes' : 'Codes')}
        </IonButton>
      </div>
      {loaded && (
        <p className="form-note" role="status">
          {t('{{imported}} codes loaded, {{already}} already in stock', {
            imported: loaded.imported,
            already: loaded.alreadyInStock,
          })}
        </p>
      )}
      {open && <CodesPanel typeId={s.id} />}
    </li>
  );
}
