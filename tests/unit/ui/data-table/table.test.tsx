import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQuery, ROW_STYLES, type RowId, type TableQuery } from '../../../../src/ui/data-table';
import { EXCEL_MAX_CELLS } from '../../../../domain/excel-table';
import { BOOKINGS, COLUMNS, renderTable, tableElement, type Booking } from './fixtures';

function bodyNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.classList.contains('dt-spacer'))
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('data table', () => {
  it('shows a sums row with the total of the summed columns', () => {
    renderTable();
    const foot = screen.getByRole('table').querySelector('tfoot') as HTMLElement;
    expect(within(foot).getByRole('rowheader').textContent).toBe('Total');
    expect(within(foot).getByText('6')).toBeTruthy();
  });

  it("gives rows the screen's classes by rule", () => {
    const rule = (b: Booking) =>
      b.status === 4 ? ROW_STYLES.cancelled : b.status === 1 ? ROW_STYLES.pending : undefined;
    renderTable({ rowClassName: rule });
    expect(rowOf('Omar Khan').classList.contains('dt-row-cancelled')).toBe(true);
    expect(rowOf('Ivan Petrov').classList.contains('dt-row-pending')).toBe(true);
    expect(rowOf('Anna Smith').className).toBe('');
  });

  it('sorts by a header click, sending the sort value lower-cased', async () => {
    const changes: TableQuery[] = [];
    renderTable({ onQueryChange: (q) => changes.push(q), data: [BOOKINGS[1], BOOKINGS[2], BOOKINGS[0]] });
    const user = userEvent.setup();
    const header = screen.getByRole('button', { name: 'Guest name' });
    await user.click(header);
    expect(changes.at(-1)?.sort).toEqual({ field: 'guestname', direction: 'asc' });
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Anna Smith', 'Ivan Petrov', 'Omar Khan']);
    await user.click(header);
    expect(changes.at(-1)?.sort).toEqual({ field: 'guestname', direction: 'desc' });
    expect(bodyNames()).toEqual(['Omar Khan', 'Ivan Petrov', 'Anna Smith']);
    await user.click(header);
    expect(changes.at(-1)?.sort).toBeNull();
  });

  it('selects every row by its id with select-all, then clears the selection', async () => {
    const reported = vi.fn<(ids: RowId[]) => void>();
    renderTable({ selectable: true, onSelectionChange: reported });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith([2]));
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith([2, 1, 3]));
    expect(all.checked).toBe(true);
    expect(
      screen
        .getAllByRole('checkbox', { name: /^Select row/ })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(all);
    await waitFor(() => expect(reported).toHaveBeenLastCalledWith([]));
    expect(
      screen
        .getAllByRole('checkbox', { name: /^Select row/ })
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('pages client-side rows and returns to page 1 when a filter changes', async () => {
    renderTable({ pageSize: 2 });
    const user = userEvent.setup();
    expect(screen.getByText('1–2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('3–3 of 3')).toBeTruthy();
    expect(bodyNames()).toEqual(['Omar Khan']);
    const guest = screen
      .getByText('Guest name', { selector: '.label-text' })
      .closest('ion-input')
      ?.querySelector('input') as HTMLInputElement;
    fireEvent.input(guest, { target: { value: 'a' } });
    await waitFor(() => expect(screen.getByText('1–2 of 3')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the rows of the server and asks it for a page through the query', async () => {
    const onQueryChange = vi.fn<(query: TableQuery) => void>();
    const paging = {
      currentPage: 1,
      totalItems: 120,
      itemsPerPage: 50,
      prevPage: null,
      nextPage: 2,
      totalPages: 3,
      from: 1,
      to: 50,
    };
    const query = createQuery({ sort: { field: 'date', direction: 'desc' } });
    renderTable({
      data: undefined,
      server: { rows: BOOKINGS, paging, fetchAll: async () => BOOKINGS },
      query,
      onQueryChange,
    });
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...query, page: 2 });
  });

  it('says Loading… until the server answers, and only then that nothing matches', () => {
    const server = { rows: [] as Booking[], paging: null, fetchAll: async () => [] };
    const { rerender } = renderTable({
      data: undefined,
      server: { ...server, loading: true },
      emptyText: 'Nothing here.',
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Nothing here.')).toBeNull();
    rerender(
      tableElement({ data: undefined, server: { ...server, loading: false }, emptyText: 'Nothing here.' }),
    );
    expect(screen.getByText('Nothing here.')).toBeTruthy();
  });

  it("alerts 'Couldn't generate excel file' when the rows for the file cannot be fetched", async () => {
    const fetchAll = vi.fn<(query: TableQuery) => Promise<Booking[]>>(async () =>
      Promise.reject(new Error('offline')),
    );
    renderTable({
      data: undefined,
      server: { rows: BOOKINGS, paging: null, fetchAll },
      excel: { fileName: 'bookings.xlsx' },
    });
    fireEvent.click(document.querySelector('ion-button.dt-tool-excel') as HTMLElement);
    await waitFor(() => expect(document.querySelector('ion-alert')).not.toBeNull());
    expect((document.querySelector('ion-alert') as HTMLIonAlertElement).message).toBe(
      "Couldn't generate excel file",
    );
    expect(fetchAll).toHaveBeenCalledWith(createQuery());
  });

  it('says the table is too big to export, with its size and the limit, instead of building the file', async () => {
    const rows: Booking[] = Array.from({ length: EXCEL_MAX_CELLS + 1 }, () => BOOKINGS[0]);
    renderTable({
      data: undefined,
      server: { rows: BOOKINGS, paging: null, fetchAll: async () => rows },
      excel: { fileName: 'bookings.xlsx' },
    });
    fireEvent.click(document.querySelector('ion-button.dt-tool-excel') as HTMLElement);
    await waitFor(() => expect(document.querySelector('ion-alert')).not.toBeNull());
    expect((document.querySelector('ion-alert') as HTMLIonAlertElement).message).toMatch(
      /^The table is too big to export: [\d,]+ cells, at most 500,000\. Filter it to fewer rows and try again\.$/,
    );
  });

  it('shows no trace of an export-only column, and puts it in the file (issue 24 item 17)', async () => {
    const saved: { blob?: Blob } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const code = { id: 'code', header: 'Code', value: (b: Booking) => `B-${b.id}`, exportOnly: true };
    renderTable({ columns: [COLUMNS[0], code, COLUMNS[1]], excel: { fileName: 'b.xlsx' } });
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Code' })).toBeNull();
    expect(within(table).queryByText(`B-${BOOKINGS[0].id}`)).toBeNull();
    fireEvent.click(document.querySelector('ion-button.dt-tool-excel') as HTMLElement);
    await waitFor(() => expect(saved.blob).toBeDefined());
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await (saved.blob as Blob).arrayBuffer()), { type: 'array' });
    const [header, first] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    expect(header).toEqual(['Id', 'Code', 'Guest name']);
    expect(first[1]).toBe(`B-${BOOKINGS[0].id}`);
  });
});
