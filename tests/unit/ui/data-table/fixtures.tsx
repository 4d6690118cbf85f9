import { setupIonicReact } from '@ionic/react';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../../src/app/App';
import { initI18n } from '../../../../src/platform/i18n';
import { DataTable, type DataTableProps, type TableColumn } from '../../../../src/ui/data-table';

setupIonicReact();
initI18n();

let laidOut = false;
/**
 * happy-dom lays nothing out, so every element is 0 px high and the virtualiser would show no row.
 * The table's scroll areas get the height a browser would give them (once per test file).
 */
export function layOutTables(): void {
  if (laidOut) return;
  laidOut = true;
  for (const [name, size] of [
    ['clientHeight', 800],
    ['clientWidth', 1200],
  ] as const) {
    const native =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
      Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('dt-scroll') ? size : (native?.get?.call(this) ?? 0);
      },
    });
  }
}
layOutTables();

export interface Booking {
  id: number;
  guestName: string;
  date: string;
  numAdults: number;
  status: number;
  notes: string;
  pickup: string;
  paid: boolean;
}

export const BOOKINGS: Booking[] = [
  {
    id: 1,
    guestName: 'Anna Smith',
    date: '2026-03-01',
    numAdults: 2,
    status: 0,
    notes: '',
    pickup: '08:30',
    paid: false,
  },
  {
    id: 2,
    guestName: 'Ivan Petrov',
    date: '2026-03-02',
    numAdults: 1,
    status: 1,
    notes: 'Late',
    pickup: '09:00',
    paid: true,
  },
  {
    id: 3,
    guestName: 'Omar Khan',
    date: '2026-03-03',
    numAdults: 3,
    status: 4,
    notes: '',
    pickup: '10:15',
    paid: false,
  },
];

export const COLUMNS: TableColumn<Booking>[] = [
  { id: 'id', header: 'Id', field: 'id', sortable: true, filter: { type: 'text-number' } },
  {
    id: 'guestName',
    header: 'Guest name',
    field: 'guestName',
    sortable: true,
    filter: { type: 'text' },
    card: 'title',
  },
  { id: 'date', header: 'Date', field: 'date', format: 'date', edit: { type: 'date' } },
  { id: 'numAdults', header: 'Ad', field: 'numAdults', edit: { type: 'number', min: 0, max: 99 }, sum: true },
  {
    id: 'status',
    header: 'Status',
    field: 'status',
    options: [
      { label: 'Normal', value: 0 },
      { label: 'Pending', value: 1 },
      { label: 'Cancelled', value: 4 },
    ],
    edit: { type: 'select' },
  },
  { id: 'notes', header: 'Notes', field: 'notes', edit: { type: 'text' } },
  { id: 'pickup', header: 'Pick-up', field: 'pickup', edit: { type: 'time' } },
  { id: 'paid', header: 'Paid', field: 'paid', format: 'boolean', edit: { type: 'checkbox' } },
];

export function tableElement(props: Partial<DataTableProps<Booking>> = {}) {
  return (
    <AppProviders>
      <DataTable<Booking> title="Bookings" columns={COLUMNS} idField="id" data={BOOKINGS} {...props} />
    </AppProviders>
  );
}

export function renderTable(props: Partial<DataTableProps<Booking>> = {}) {
  return render(tableElement(props));
}
