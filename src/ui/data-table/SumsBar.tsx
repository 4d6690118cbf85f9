import type { TFunction } from 'i18next';
import { formatValue } from './cell-value';
import { columnTitle } from './column-title';
import type { CellValue, TableColumn } from './types';

/**
 * The totals of a table whose summed columns scroll between pinned ones, shown above the table where
 * they stay in view: at 1,280 px the foot row's sums sat in the scrolled-away middle (issue 24 item 5),
 * leaving a visible 'Total' row with nothing in it. Drawn only when a summed column can scroll away.
 */
export function SumsBar<T>({
  columns,
  sums,
  t,
}: {
  columns: readonly TableColumn<T>[];
  sums: Record<string, CellValue>;
  t: TFunction;
}) {
  const pinnedTable = columns.some((c) => c.pin);
  const summed = columns.filter((c) => c.id in sums);
  if (!pinnedTable || summed.every((c) => c.pin)) return null;
  return (
    <section className="dt-sums-bar" aria-label={t('Total')}>
      <strong className="dt-sums-bar-title">{t('Total')}</strong>
      <dl>
        {summed.map((c) => (
          <div key={c.id} className="dt-sums-bar-item">
            <dt>{columnTitle(c, t)}</dt>
            <dd>{formatValue({ ...c, options: undefined }, sums[c.id], t)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
