// Reading a tickets admin's code file (issue 25 item 9): .xlsx or .csv, one code a row with its last
// valid day. SheetJS (already used for the exports) reads both. Runs in a worker thread of its own
// (read-code-file.ts): an uploaded file is untrusted input to a parser, so it answers values, not errors.
// Only what the parse needs: every module here is loaded again by each worker (contract/ is large).
import { createRequire } from 'node:module';
import type * as XLSXModule from 'xlsx';
import { TICKET_CODE_FILE_MAX_ROWS } from '../../../contract/ticket-code-file';
import { fromDisplayDate } from '../../../domain/dates';

const require = createRequire(import.meta.url);
let sheetJs: typeof XLSXModule | null = null;
const xlsx = (): typeof XLSXModule => (sheetJs ??= require('xlsx') as typeof XLSXModule);

export interface CodeRow {
  code: string;
  expiresOn: string | null;
}

const CODE_HEADER = /^(ticket\s*)?(code|number|barcode|qr)s?$|^(код|номер)/i;
const EXPIRY_HEADER = /expir|valid|date|срок|дата|годен|действ/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE_MAX = 200;
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/** What reading a file came to: its codes, or the first problem found (a message for the user). */
export type CodeFileAnswer = { ok: true; rows: CodeRow[] } | { ok: false; problem: string };

/** A problem with the file: thrown inside the parse, answered as a value by parseCodeFile. */
class FileProblem extends Error {}
const bad = (message: string) => new FileProblem(message);

/** The file's bytes: a zip (.xlsx), an old Excel file (.xls), or text (.csv); anything else is refused. */
function kindOf(bytes: Buffer): 'workbook' | 'text' | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'workbook';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0) return 'workbook';
  // Text: valid UTF-8 with no NUL byte (an image or a PDF has both).
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text';
  } catch {
    return null;
  }
}

function isoDate(y: number, m: number, d: number): string | null {
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** A cell as a date: Excel's day number, YYYY-MM-DD or DD.MM.YYYY; undefined when it is not one. */
function dateOf(cell: unknown): string | null | undefined {
  if (cell === null || cell === undefined || String(cell).trim() === '') return null;
  if (typeof cell === 'number') {
    const parsed = xlsx().SSF.parse_date_code(cell);
    return parsed && cell > 0 ? (isoDate(parsed.y, parsed.m, parsed.d) ?? undefined) : undefined;
  }
  const text = String(cell).trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? undefined;
  return fromDisplayDate(text) ?? undefined;
}

/** A cell as a code: text, or a whole number as Excel keeps long digit codes. */
function codeOf(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).trim();
}

/**
 * The codes of a file's bytes. The first sheet's first row is a header when it names
 * a code column (Code, Ticket code, Код…; the expiry column is the one naming a date: Expiry, Valid
 * until, Срок…); otherwise the first column is the code and the second its expiry. Every problem is
 * refused with its row, and nothing is loaded.
 */
export function parseCodeFile(data: Uint8Array): CodeFileAnswer {
  try {
    return { ok: true, rows: rowsOf(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) };
  } catch (error) {
    if (error instanceof FileProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

function rowsOf(bytes: Buffer): CodeRow[] {
  const kind = kindOf(bytes);
  if (!kind) throw bad('The file is not an .xlsx or .csv file');
  const XLSX = xlsx();
  let rows: unknown[][];
  try {
    const book =
      kind === 'text'
        ? // raw: a CSV's cells stay text (SheetJS would otherwise read 01.02.2027 as a US date).
          XLSX.read(bytes.toString('utf8').replace(/^\uFEFF/, ''), { type: 'string', raw: true, dense: true })
        : XLSX.read(bytes, { type: 'buffer', dense: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    rows = sheet
      ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false })
      : [];
  } catch {
    throw bad('The file could not be read as a spreadsheet');
  }
  const head = (rows[0] ?? []).map((c) => (typeof c === 'string' ? c.trim() : ''));
  const codeColumn = head.findIndex((h) => CODE_HEADER.test(h));
  const hasHeader = codeColumn >= 0;
  const expiryColumn = hasHeader ? head.findIndex((h, i) => i !== codeColumn && EXPIRY_HEADER.test(h)) : 1;
  const body = hasHeader ? rows.slice(1) : rows;
  const first = hasHeader ? 2 : 1;

  const out: CodeRow[] = [];
  for (const [i, cells] of body.entries()) {
    const row = first + i;
    if (cells.every((c) => c === null || String(c).trim() === '')) continue;
    const code = codeOf(cells[hasHeader ? codeColumn : 0]);
    if (code === '') throw bad(`Row ${row}: the code is empty`);
    if (code.length > CODE_MAX || [...code].some(isControl))
      throw bad(`Row ${row}: a code is at most 200 printable characters`);
    const expiresOn = expiryColumn >= 0 ? dateOf(cells[expiryColumn]) : null;
    if (expiresOn === undefined)
      throw bad(`Row ${row}: the expiry date is not a date (YYYY-MM-DD or DD.MM.YYYY)`);
    out.push({ code, expiresOn });
    if (out.length > TICKET_CODE_FILE_MAX_ROWS) throw bad('A file holds at most 100000 codes');
  }
  if (out.length === 0) throw bad('The file holds no codes');
  return out;
}
