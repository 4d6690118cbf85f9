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
  const clean = (title ?? '')
    .replace(/[[\]:*?/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31);
  return clean || 'Sheet1';
}

/**
 * The largest table an export may hold, in cells (columns × rows of the longest column, header
 * excluded). Building a sheet costs ~4 µs and ~0.6 KB of memory per cell in xlsx 0.18.5: 500,000
 * cells take about 2–3 s and a few hundred MB, in the browser as on the server. A typical full list
 * (10,000 bookings × 20 columns) is 200,000 cells.
 */
export const EXCEL_MAX_CELLS = 500_000;

/**
 * The largest JSON body POST /api/excel/fromdatatable accepts: 500,000 cells of ~30 characters each
 * fit, with room for long texts in a smaller table.
 */
export const EXCEL_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The sheet's size: every column is padded to the longest one. */
export function excelTableSize(columns: ReadonlyArray<{ Data: ArrayLike<unknown> }>): {
  rows: number;
  columns: number;
} {
  return { rows: columns.reduce((max, c) => Math.max(max, c.Data.length), 0), columns: columns.length };
}

/** Why a table of this size cannot be exported (its cells and the limit), or null when it can. */
export function excelTooBig(rows: number, columns: number): { cells: number; max: number } | null {
  const cells = rows * columns;
  return cells > EXCEL_MAX_CELLS ? { cells, max: EXCEL_MAX_CELLS } : null;
}
