import { createRequire } from 'node:module';
import type * as XLSXModule from 'xlsx';
import { excelRows, excelSheetName, type ExcelColumn } from '../../domain/excel-table';

// Loaded with the first export, not with the server: SheetJS alone took ~0.5 s of CPU to import, paid
// by every start (each API test file, each e2e server) that never writes a workbook.
const require = createRequire(import.meta.url);
let sheetJs: typeof XLSXModule | null = null;
const xlsx = (): typeof XLSXModule => (sheetJs ??= require('xlsx') as typeof XLSXModule);

/** An .xlsx (or legacy .xls) workbook of one sheet, as the data tables export it. */
export function workbookOf(title: string, columns: ExcelColumn[], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const XLSX = xlsx();
  const book = XLSX.utils.book_new();
  // A dense sheet (rows of cells, not one object keyed 'A1'…) builds large exports 3–4× faster.
  const sheet = XLSX.utils.aoa_to_sheet(excelRows(columns), { dense: true } as XLSXModule.AOA2SheetOpts);
  XLSX.utils.book_append_sheet(book, sheet, excelSheetName(title));
  return XLSX.write(book, {
    type: 'buffer',
    bookType: bookType === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Buffer;
}
