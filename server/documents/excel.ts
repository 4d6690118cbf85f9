import * as XLSX from 'xlsx';
import { excelRows, excelSheetName, type ExcelColumn } from '../../domain/excel-table';

/** An .xlsx (or legacy .xls) workbook of one sheet, as the data tables export it. */
export function workbookOf(title: string, columns: ExcelColumn[], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(excelRows(columns)), excelSheetName(title));
  return XLSX.write(book, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx', compression: true }) as Buffer;
}
