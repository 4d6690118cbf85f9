import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { excelRows } from '../../../../domain/excel-table';
import { initI18n } from '../../../../src/platform/i18n';
import { downloadExcel, excelColumnsOf } from '../../../../src/ui/data-table/excel-export';
import { BOOKINGS, COLUMNS } from './fixtures';

const t = initI18n().t;

afterEach(() => vi.restoreAllMocks());

describe('Excel export', () => {
  it('exports what the table shows: translated headers, shown dates and labels, numbers as numbers', () => {
    const columns = excelColumnsOf(COLUMNS, BOOKINGS.slice(0, 2), t);
    expect(columns.map((c) => c.Title)).toEqual([
      'Id',
      'Guest name',
      'Date',
      'Ad',
      'Status',
      'Notes',
      'Pick-up',
      'Paid',
    ]);
    expect(excelRows(columns)[1]).toEqual([1, 'Anna Smith', '01.03.2026', 2, 'Normal', null, '08:30', 'No']);
    expect(excelRows(columns)[2]).toEqual([
      2,
      'Ivan Petrov',
      '02.03.2026',
      1,
      'Pending',
      'Late',
      '09:00',
      'Yes',
    ]);
  });

  it('leaves out columns marked not exported', () => {
    const columns = excelColumnsOf([{ ...COLUMNS[0], exported: false }, COLUMNS[1]], BOOKINGS, t);
    expect(columns.map((c) => c.Title)).toEqual(['Guest name']);
  });

  it("saves a workbook under the screen's file name holding the server's rows", async () => {
    const saved: { blob?: Blob; name?: string } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const columns = excelColumnsOf(COLUMNS, BOOKINGS, t);
    expect(await downloadExcel('Bookings', 'bookings.xlsx', columns)).toBe('bookings.xlsx');
    expect(saved.name).toBe('bookings.xlsx');
    const book = XLSX.read(new Uint8Array(await (saved.blob as Blob).arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Bookings']);
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Bookings, { header: 1, defval: null });
    expect(sheet).toEqual(excelRows(columns));
  });

  it("names the file 'download' when the screen gives no name", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await downloadExcel('Bookings', undefined, excelColumnsOf(COLUMNS, BOOKINGS, t))).toBe(
      'download.xlsx',
    );
    expect(await downloadExcel('Time slots', 'timeslots.xls', excelColumnsOf(COLUMNS, BOOKINGS, t))).toBe(
      'timeslots.xls',
    );
  });
});
