// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this part, loaded with it
import './cards.css';
import { IonCard } from '@ionic/react';
import type { TFunction } from 'i18next';
import { formatValue } from './cell-value';
import type { CellValue, TableColumn } from './types';
import { columnTitle } from './column-title';

/** The sums row on a phone: a card of each summed column's total. */
export function SumsCard<T>({
  columns,
  sums,
  t,
}: {
  columns: readonly TableColumn<T>[];
  sums: Record<string, CellValue>;
  t: TFunction;
}) {
  return (
    <IonCard className="dt-card dt-sums-card">
      <div className="dt-card-head">
        <div className="dt-card-titles">
          <h3>{t('Total')}</h3>
        </div>
      </div>
      <dl className="dt-card-details">
        {columns
          .filter((c) => c.id in sums)
          .map((c) => (
            <div key={c.id}>
              <dt>{columnTitle(c, t)}</dt>
              <dd>{formatValue({ ...c, options: undefined }, sums[c.id], t)}</dd>
            </div>
          ))}
      </dl>
    </IonCard>
  );
}
