import { describe, expect, it } from 'vitest';
import { excelFileName, excelRows, excelSheetName } from '../../../domain/excel-table';

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
});
