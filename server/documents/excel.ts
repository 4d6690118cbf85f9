import * as XLSX from 'xlsx';
import { excelRows, excelSheetName, type ExcelColumn } from '../../domain/excel-table';

/** An .xlsx (or legacy .xls) workbook of one sheet, as the data tables export it. */
export function workbookOf(title: string, columns: ExcelColumn[], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  // A dense sheet (rows of cells, not one object keyed 'A1'…) builds large exports 3–4× faster.
  const sheet = XLSX.utils.aoa_to_sheet(excelRows(columns), { dense: true } as XLSX.AOA2SheetOpts);
  XLSX.utils.book_append_sheet(book, sheet, excelSheetName(title));
  return XLSX.write(book, {
    type: 'buffer',
    bookType: bookType === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Buffer;
}
