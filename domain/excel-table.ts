/**
 * What a data table exports: a title and columns of values. The browser (offline) and the server
 * (POST /api/excel/fromdatatable) both turn it into the same sheet rows with these functions.
 */
export interface ExcelColumn {
  Title: string;
  Data: Array<string | number | boolean | null>;
}

export const DEFAULT_EXCEL_FILE_NAME = 'download';

/** Header row, then one row per index of the longest column (shorter columns leave blanks). */
export function excelRows(columns: ExcelColumn[]): Array<Array<string | number | boolean | null>> {
  const length = columns.reduce((max, c) => Math.max(max, c.Data.length), 0);
  const rows: Array<Array<string | number | boolean | null>> = [columns.map((c) => c.Title)];
  for (let i = 0; i < length; i++) rows.push(columns.map((c) => c.Data[i] ?? null));
  return rows;
}

/** A safe file name with the right extension; an empty one becomes 'download'. */
export function excelFileName(name: string | null | undefined, extension: 'xlsx' | 'xls' = 'xlsx'): string {
  const base = (name ?? '')
    .trim()
    .replace(/\.(xlsx|xls)$/i, '')
    .replace(/\p{Cc}+/gu, '')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .slice(0, 120);
  const ext = /\.xls$/i.test(name ?? '') ? 'xls' : /\.xlsx$/i.test(name ?? '') ? 'xlsx' : extension;
  return `${base || DEFAULT_EXCEL_FILE_NAME}.${ext}`;
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
export function excelSheetName(title: string | null | undefined): string {
  const clean = (title ?? '').replace(/[[\]:*?/\\]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31);
  return clean || 'Sheet1';
}
