import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/excel/fromdatatable', payload: { Columns: [{ Title: 'A', Data: [] }] } });
    expect(anonymous.statusCode).toBe(401);
  });
});
