import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_MAX_BODY_BYTES, EXCEL_MAX_CELLS } from '../../domain/excel-table';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('Excel export on $name', ({ url }) => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await startApp(url);
    await createUser(t, { email: 'ops@test.io', roles: ['operations'] });
    token = await signIn(t, 'ops@test.io');
  });
  afterAll(async () => t?.close());

  const exportTable = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/excel/fromdatatable', headers: bearer(token), payload });

  it('returns an xlsx file with the header row and every value', async () => {
    const res = await exportTable({
      Title: 'Bookings',
      FileName: 'bookings.xlsx',
      Columns: [
        { Title: 'Id', Data: [1, 2] },
        { Title: 'Guest name', Data: ['Ivan Petrov', 'Анна Смирнова'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename="bookings.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Bookings']);
    expect(XLSX.utils.sheet_to_json(book.Sheets.Bookings, { header: 1 })).toEqual([
      ['Id', 'Guest name'],
      [1, 'Ivan Petrov'],
      [2, 'Анна Смирнова'],
    ]);
  });

  it("names the file 'download' when no name is given, and keeps .xls for the legacy exports", async () => {
    const plain = await exportTable({ Columns: [{ Title: 'A', Data: ['x'] }] });
    expect(plain.headers['content-disposition']).toContain('filename="download.xlsx"');
    const xls = await exportTable({ FileName: 'timeslots.xls', Columns: [{ Title: 'A', Data: ['x'] }] });
    expect(xls.headers['content-disposition']).toContain('filename="timeslots.xls"');
    expect(XLSX.read(xls.rawPayload, { type: 'buffer' }).SheetNames).toHaveLength(1);
  });

  it('refuses a table without columns and needs a signed-in caller', async () => {
    const empty = await exportTable({ Title: 'x', Columns: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.Columns).toBe('At least one column is required');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/excel/fromdatatable',
      payload: { Columns: [{ Title: 'A', Data: [] }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file name that is not valid Unicode with 400, not 500', async () => {
    const res = await exportTable({ FileName: '\ud800x', Columns: [{ Title: 'A', Data: ['x'] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Text must be valid Unicode (it contains an unpaired surrogate) (body FileName)',
    });
  });
});

/** A table of realistic cells: ids, names and dates. */
function table(columns: number, rows: number) {
  return Array.from({ length: columns }, (_, c) => ({
    Title: `Column ${c + 1}`,
    Data: Array.from({ length: rows }, (_, r) =>
      c % 3 === 0
        ? r + 1
        : c % 3 === 1
          ? `Guest ${r} Анна`
          : `2026-12-${String((r % 28) + 1).padStart(2, '0')}`,
    ),
  }));
}

// The limits do not depend on the database: these run once, on SQLite.
describe('Excel export limits', () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await startApp(null);
    await createUser(t, { email: 'agent@test.io', roles: ['agent'] });
    token = await signIn(t, 'agent@test.io');
  });
  afterAll(async () => t?.close());

  const exportTable = (payload: object | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/excel/fromdatatable',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });

  it('answers 413 for a body over 16 MB', async () => {
    const res = await exportTable(
      `{"Columns":[{"Title":"A","Data":["${'x'.repeat(EXCEL_MAX_BODY_BYTES)}"]}]}`,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      title: 'Too large',
      message: 'The request body is larger than the 16 MB this call accepts',
    });
  });

  it('answers 413 for a table over 500,000 cells, however small its JSON', async () => {
    const res = await exportTable({
      Columns: Array.from({ length: 25 }, (_, c) => ({ Title: `C${c}`, Data: Array(20_001).fill(0) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'The table is too big to export: 500,025 cells (rows × columns), at most 500,000. Export fewer rows or columns.',
    );
  });

  it('builds the largest allowed table into a valid .xlsx while /api/health keeps answering', async () => {
    const columns = table(20, EXCEL_MAX_CELLS / 20);
    const progress = { exportDone: false };
    const exporting = exportTable({ Title: 'Largest', FileName: 'largest.xlsx', Columns: columns }).then(
      (res) => {
        progress.exportDone = true;
        return res;
      },
    );
    // Health calls one after another: 100 of them answer before the export ends. Built on the event
    // loop, the export held every one up; the 2 that got in before it started were far below this.
    let healthAnswers = 0;
    while (!progress.exportDone && healthAnswers < 100) {
      // A turn of the event loop between calls, as requests from sockets get: inject alone resolves in
      // microtasks and would never let the export's own I/O run.
      await new Promise((resolve) => setImmediate(resolve));
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (!progress.exportDone) healthAnswers++;
    }
    expect(healthAnswers).toBe(100);
    const res = await exporting;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="largest.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', sheetRows: 2 });
    const sheet = book.Sheets.Largest;
    expect(sheet['!fullref']).toBe('A1:T25001');
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      columns.map((c) => c.Title),
      columns.map((c) => c.Data[0]),
    ]);
  }, 60_000);
});
