import { describe, expect, it } from 'vitest';
import {
  EXCEL_MAX_CELLS,
  excelFileName,
  excelRows,
  excelSheetName,
  excelTableSize,
  excelTooBig,
} from '../../../domain/excel-table';

describe('Excel table export rules', () => {
  it('puts the titles first and pads short columns', () => {
    expect(
      excelRows([
        { Title: 'Id', Data: [1, 2] },
        { Title: 'Name', Data: ['a'] },
      ]),
    ).toEqual([
      ['Id', 'Name'],
      [1, 'a'],
      [2, null],
    ]);
  });

  it("defaults the file name to 'download' and keeps a given extension", () => {
    expect(excelFileName('')).toBe('download.xlsx');
    expect(excelFileName(null)).toBe('download.xlsx');
    expect(excelFileName('arrivals.xlsx')).toBe('arrivals.xlsx');
    expect(excelFileName('tourtickets.xls')).toBe('tourtickets.xls');
    expect(excelFileName('a/b:c')).toBe('a_b_c.xlsx');
  });

  it('makes a valid sheet name', () => {
    expect(excelSheetName('Bookings [all]: 2026/11')).toBe('Bookings all 2026 11');
    expect(excelSheetName('')).toBe('Sheet1');
    expect(excelSheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('allows 500,000 cells (rows × columns of the longest column) and no more', () => {
    expect(EXCEL_MAX_CELLS).toBe(500_000);
    expect(excelTableSize([{ Data: [1, 2, 3] }, { Data: [1] }])).toEqual({ rows: 3, columns: 2 });
    expect(excelTooBig(25_000, 20)).toBeNull();
    expect(excelTooBig(25_001, 20)).toEqual({ cells: 500_020, max: 500_000 });
  });
});
