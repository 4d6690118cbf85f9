import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { TicketCodeList, TicketStock } from '../../contract';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

/**
 * The tickets admin's attraction-ticket stock (issue 25 item 9): counts derived from the codes, with the
 * reorder and expiry warnings; codes loaded from CSV and xlsx files, all or nothing; freezing and
 * unfreezing; each supplier's stock its own.
 */
const csvFile = (text: string) => ({
  fileName: 'codes.csv',
  data: `data:text/csv;base64,${Buffer.from(text).toString('base64')}`,
});
const xlsxFile = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Codes');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return {
    fileName: 'codes.xlsx',
    data: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes.toString('base64')}`,
  };
};

describe.each(databases)('ticket stock on $name', ({ url }) => {
  let t: TestContext;
  const tokens: Record<string, string> = {};
  const today = todayUtc();

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const who of ['ticketsadmin', 'admin2', 'admin3', 'editor2', 'agent'])
      tokens[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const stockOf = async (who: string) =>
    (await call(who, 'GET', '/api/tickets/stock')).json() as TicketStock[];
  const typeOf = async (who: string, shortName: string) => {
    const mine = (await stockOf(who)).filter((s) => s.shortName === shortName);
    expect(mine).toHaveLength(1);
    return mine[0];
  };
  const codesOf = async (who: string, id: number, status = '') =>
    (
      await call(who, 'GET', `/api/tickets/stock/${id}/codes${status ? `?status=${status}` : ''}`)
    ).json() as TicketCodeList;

  it("counts each type's stock from its codes, with the reorder and expiry warnings", async () => {
    const all = await stockOf('ticketsadmin');
    // The operator's tickets admin sees every supplier's types; a supplier's admin their own.
    expect(new Set(all.map((s) => s.supplierId)).size).toBe(3);
    const s2 = await stockOf('admin2');
    expect(s2.length).toBeGreaterThan(0);
    expect(new Set(s2.map((s) => s.supplierId)).size).toBe(1);
    expect(all.filter((s) => s.supplierId === s2[0].supplierId).map((s) => s.id)).toEqual(
      s2.map((s) => s.id),
    );
    expect(s2.map((s) => s.name)).toEqual(s2.map((s) => s.name).sort((a, b) => a.localeCompare(b)));

    // The demo stock (seed/content/ticket-types.ts): Dubai Frame adult is under its reorder level...
    expect(await typeOf('admin2', 'DF-ADT')).toMatchObject({
      available: 18,
      reorderLevel: 25,
      expired: 0,
      freezed: 0,
      expiresIn5Days: 0,
      warnings: ['reorder'],
    });
    // ...Burj Khalifa child has 12 codes expiring within five days and 4 past their date...
    expect(await typeOf('admin2', 'BK-CHD')).toMatchObject({
      available: 120,
      expired: 4,
      expiresIn5Days: 12,
      warnings: ['expiring'],
    });
    // ...and Burj Khalifa adult 10 frozen codes, not counted as available.
    expect(await typeOf('admin2', 'BK-ADT')).toMatchObject({ available: 340, freezed: 10, warnings: [] });

    // The offer form's list says the same.
    const types = (await call('editor2', 'GET', '/api/tickets/types')).json() as TicketStock[];
    expect(types.find((x) => x.shortName === 'BK-CHD')).toMatchObject({
      available: 120,
      expiresIn5Days: 12,
      expired: 4,
    });
  }, 60_000);

  it('opens to the tickets admin and the supplier admin only', async () => {
    for (const who of ['editor2', 'agent']) {
      expect((await call(who, 'GET', '/api/tickets/stock')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/tickets/stock/1/import', csvFile('Code\nX1\n'))).statusCode).toBe(
        403,
      );
    }
  }, 60_000);

  it('loads codes from a CSV file once, with their expiry, and counts them', async () => {
    const before = await typeOf('admin2', 'MOTF');
    const file = csvFile(
      `Code,Expiry\nMOTF-CSV-1,${addDaysUtc(today, 40)}\nMOTF-CSV-2,01.02.2099\n\nMOTF-CSV-3,${addDaysUtc(today, 2)}\nMOTF-CSV-1,${addDaysUtc(today, 40)}\n`,
    );
    const res = await call('admin2', 'POST', `/api/tickets/stock/${before.id}/import`, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 3,
      alreadyInStock: 1,
      stock: { id: before.id, available: before.available + 3, expiresIn5Days: before.expiresIn5Days + 1 },
    });
    const codes = (await codesOf('admin2', before.id)).codes.filter((c) => c.code.startsWith('MOTF-CSV'));
    expect(codes.map((c) => [c.code, c.expiresOn, c.status])).toEqual(
      expect.arrayContaining([
        ['MOTF-CSV-1', addDaysUtc(today, 40), 'available'],
        ['MOTF-CSV-2', '2099-02-01', 'available'],
        ['MOTF-CSV-3', addDaysUtc(today, 2), 'available'],
      ]),
    );
    // The same file again adds nothing.
    const again = await call('admin2', 'POST', `/api/tickets/stock/${before.id}/import`, file);
    expect(again.json()).toMatchObject({
      imported: 0,
      alreadyInStock: 4,
      stock: { available: before.available + 3 },
    });
  }, 60_000);

  it('loads codes from an xlsx file: Excel dates, long numeric codes, codes past their date', async () => {
    const type = await typeOf('admin2', 'AQ-CHD');
    const file = xlsxFile([
      ['Ticket code', 'Valid until'],
      ['AQ-XLSX-1', new Date(Date.UTC(2099, 5, 30))],
      [987654321012, '2099-07-01'],
      ['AQ-XLSX-OLD', addDaysUtc(today, -1)],
      ['AQ-XLSX-NODATE', null],
    ]);
    const res = await call('admin2', 'POST', `/api/tickets/stock/${type.id}/import`, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 4,
      stock: { available: type.available + 3, expired: type.expired + 1 },
    });
    const codes = (await codesOf('admin2', type.id)).codes;
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get('AQ-XLSX-1')?.expiresOn).toBe('2099-06-30');
    expect(byCode.get('987654321012')?.expiresOn).toBe('2099-07-01');
    expect(byCode.get('AQ-XLSX-NODATE')?.expiresOn).toBeNull();
    expect(byCode.get('AQ-XLSX-OLD')).toMatchObject({ expired: true, status: 'available' });
    const expired = (await codesOf('admin2', type.id, 'expired')).codes.map((c) => c.code);
    expect(expired).toContain('AQ-XLSX-OLD');
    expect(expired).not.toContain('AQ-XLSX-1');
  }, 60_000);

  it('refuses a bad file whole, naming the row, and loads nothing', async () => {
    const type = await typeOf('admin2', 'DF-CHD');
    const total = (await codesOf('admin2', type.id)).total;
    const refusals: Array<[object, string]> = [
      [
        csvFile('Code,Expiry\nDF-OK-1,2099-01-01\nDF-BAD,31.02.2099\n'),
        'Row 3: the expiry date is not a date (YYYY-MM-DD or DD.MM.YYYY)',
      ],
      [csvFile('Code,Expiry\nDF-OK-2,2099-01-01\n,2099-01-01\n'), 'Row 3: the code is empty'],
      [csvFile('Code,Expiry\n'), 'The file holds no codes'],
      [
        {
          fileName: 'photo.csv',
          data: `data:text/csv;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]).toString('base64')}`,
        },
        'The file is not an .xlsx or .csv file',
      ],
      [
        {
          fileName: 'broken.xlsx',
          data: `data:application/octet-stream;base64,${Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(64, 7)]).toString('base64')}`,
        },
        'The file could not be read as a spreadsheet',
      ],
    ];
    for (const [file, message] of refusals) {
      const res = await call('admin2', 'POST', `/api/tickets/stock/${type.id}/import`, file);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await codesOf('admin2', type.id)).total).toBe(total);
    expect(await typeOf('admin2', 'DF-CHD')).toMatchObject({ available: type.available });
  }, 60_000);

  it("keeps each supplier to its own types: another's is not found", async () => {
    const theirs = await typeOf('admin3', 'MOTF');
    const before = (await codesOf('admin3', theirs.id)).total;
    expect((await call('admin2', 'GET', `/api/tickets/stock/${theirs.id}/codes`)).statusCode).toBe(404);
    const res = await call(
      'admin2',
      'POST',
      `/api/tickets/stock/${theirs.id}/import`,
      csvFile('Code\nFOREIGN-1\n'),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ticket type not found');
    expect((await codesOf('admin3', theirs.id)).total).toBe(before);
    const code = (await codesOf('admin3', theirs.id, 'available')).codes[0];
    const freeze = await call('admin2', 'POST', '/api/tickets/stock/codes/freeze', {
      ids: [code.id],
      frozen: true,
    });
    expect(freeze.statusCode).toBe(404);
    expect((await codesOf('admin3', theirs.id, 'frozen')).codes.map((c) => c.id)).not.toContain(code.id);
  }, 60_000);

  it('freezes available codes out of stock and unfreezes them back', async () => {
    const type = await typeOf('admin2', 'INF');
    const [a, b] = (await codesOf('admin2', type.id, 'available')).codes;
    const freeze = (frozen: boolean, ids = [a.id, b.id]) =>
      call('admin2', 'POST', '/api/tickets/stock/codes/freeze', { ids, frozen });

    expect((await freeze(true)).json()).toEqual({ changed: 2 });
    expect(await typeOf('admin2', 'INF')).toMatchObject({
      available: type.available - 2,
      freezed: type.freezed + 2,
    });
    expect((await codesOf('admin2', type.id, 'frozen')).codes.map((c) => c.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    // Frozen already: nothing moves.
    expect((await freeze(true)).json()).toEqual({ changed: 0 });
    expect((await freeze(false)).json()).toEqual({ changed: 2 });
    expect(await typeOf('admin2', 'INF')).toMatchObject({ available: type.available, freezed: type.freezed });

    const empty = await call('admin2', 'POST', '/api/tickets/stock/codes/freeze', { ids: [], frozen: true });
    expect(empty.statusCode).toBe(400);
  }, 60_000);
});
