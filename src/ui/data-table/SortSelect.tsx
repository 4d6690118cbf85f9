import type { TFunction } from 'i18next';
import { sortKeyOf } from './query-state';
import type { TableColumn, TableSort } from './types';
import { columnTitle } from './column-title';
import { IonSelect, IonSelectOption } from '../ionic/select';

export interface SortSelectProps<T> {
  columns: readonly TableColumn<T>[];
  sort: TableSort | null;
  onSort: (sort: TableSort) => void;
  t: TFunction;
}

/** Cards have no headers to click: on a phone the order is picked from a list. */
export function SortSelect<T>({ columns, sort, onSort, t }: SortSelectProps<T>) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  return (
    <IonSelect
      className="dt-sort-select"
      aria-label={t('Sort by')}
      placeholder={t('Sort by')}
      interface="action-sheet"
      interfaceOptions={{ header: t('Sort by') }}
      value={sort ? `${sort.field}:${sort.direction}` : undefined}
      onIonChange={(e) => {
        const [field, direction] = String(e.detail.value).split(':');
        onSort({ field, direction: direction === 'desc' ? 'desc' : 'asc' });
      }}
    >
      {sortable.flatMap((c) => [
        <IonSelectOption key={`${c.id}-asc`} value={`${sortKeyOf(c)}:asc`}>
          {`${columnTitle(c, t)} ↑`}
        </IonSelectOption>,
        <IonSelectOption key={`${c.id}-desc`} value={`${sortKeyOf(c)}:desc`}>
          {`${columnTitle(c, t)} ↓`}
        </IonSelectOption>,
      ])}
    </IonSelect>
  );
}
