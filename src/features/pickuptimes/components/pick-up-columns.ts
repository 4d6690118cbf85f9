import type { TableColumn } from '../../../ui/data-table';

interface Timed {
  cityId: number;
  cityName: string;
  timeStart: number;
  timeEnd: number;
}

/**
 * The time columns of a pick-up row (a region or a hotel): a fixed set edits its window's two ends; any
 * other edits minutes before the slot's start, which the row keeps in both ends (`rowTimes`).
 */
export function pickUpTimeColumns<R extends Timed>(
  isFixedTime: boolean,
  headers: { start: string; end: string },
  width: number,
): TableColumn<R>[] {
  if (!isFixedTime)
    return [
      {
        id: 'timeStart',
        header: 'Minutes before start',
        field: 'timeStart',
        format: 'number',
        edit: { type: 'number', min: 0, max: 1439, step: 5 },
        width: 160,
      },
    ];
  return (['start', 'end'] as const).map((end) => ({
    id: end === 'start' ? 'timeStart' : 'timeEnd',
    header: headers[end],
    field: end === 'start' ? 'timeStart' : 'timeEnd',
    format: 'time',
    edit: { type: 'time', valueAs: 'minutes' },
    width,
  }));
}

/** The City column of a pick-up row, filtered by the supplier's cities. */
export function cityColumn<R extends Timed>(
  cities: readonly { id: number; name: string }[],
  column: Partial<TableColumn<R>>,
): TableColumn<R> {
  const options = cities.map((c) => ({ label: c.name, value: c.id }));
  return {
    id: 'cityId',
    header: 'City',
    value: (r) => r.cityName,
    filter: { type: 'select', options, match: (r, v) => r.cityId === Number(v) },
    ...column,
  } as TableColumn<R>;
}

/** A row edit's times as stored: minutes before the start are kept in both ends of the window. */
export function rowTimes<R extends Timed>(isFixedTime: boolean, row: R, changes: Partial<R>): Partial<R> {
  return isFixedTime ? changes : { ...changes, timeEnd: changes.timeStart ?? row.timeStart };
}
