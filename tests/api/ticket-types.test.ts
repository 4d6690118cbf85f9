import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferForEdit, TicketTypeInput, TicketTypeStock } from '../../contract';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// Issue 25: the ticket types tickets take codes of are made, renamed and deactivated by the supplier's
// admin and editor (POST /api/tickets/types, PUT /api/tickets/types/{id}); GET /api/tickets/types lists them.

describe.each(databases)('ticket types on $name', ({ url }) => {
  let t: TestContext;
  let editor: string;
  let editor2: string;
  let admin3: string;
  let ticketsAdmin: string;
  let agent: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    [editor, editor2, admin3, ticketsAdmin, agent] = await Promise.all([
      signIn(t, 'editor@caravan.demo', DEMO_PASSWORD),
      signIn(t, 'editor2@caravan.demo', DEMO_PASSWORD),
      signIn(t, 'admin3@caravan.demo', DEMO_PASSWORD),
      signIn(t, 'ticketsadmin@caravan.demo', DEMO_PASSWORD),
      signIn(t, 'agent@caravan.demo', DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (token: string) =>
    (await call(token, 'GET', '/api/tickets/types')).json() as TicketTypeStock[];
  const input = (over: Partial<TicketTypeInput> = {}): TicketTypeInput => ({
    id: 0,
    name: `Museum of the Future, adult ${Math.random().toString(36).slice(2, 8)}`,
    shortName: 'MOTF-ADT',
    reorderLevel: 20,
    reservationTime: 15,
    isActive: true,
    version: 0,
    ...over,
  });
  const edit = (s: TicketTypeStock, over: Partial<TicketTypeInput>): TicketTypeInput => ({
    id: s.id,
    name: s.name,
    shortName: s.shortName,
    reorderLevel: s.reorderLevel,
    reservationTime: s.reservationTime,
    isActive: s.isActive,
    version: s.version,
    ...over,
  });

  it('creates a type with no stock, lists it by name for its supplier only, and renames it', async () => {
    const created = await call(editor2, 'POST', '/api/tickets/types', input({ name: '  Aaa first type  ' }));
    expect(created.statusCode).toBe(201);
    const type = created.json() as TicketTypeStock;
    expect(type).toMatchObject({
      name: 'Aaa first type',
      shortName: 'MOTF-ADT',
      reorderLevel: 20,
      reservationTime: 15,
      isActive: true,
      version: 1,
      available: 0,
      expired: 0,
    });
    const mine = await list(editor2);
    expect(mine.map((x) => x.name)).toContain('Aaa first type');
    expect(mine.every((x) => x.supplierName === 'Desert Falcon Safaris')).toBe(true);
    expect(mine.map((x) => x.name)).toEqual(mine.map((x) => x.name).sort((a, b) => a.localeCompare(b, 'en')));
    // Another supplier's staff do not see it, nor can they change it (404, unchanged).
    expect((await list(admin3)).map((x) => x.id)).not.toContain(type.id);
    const foreign = await call(
      admin3,
      'PUT',
      `/api/tickets/types/${type.id}`,
      edit(type, { name: 'Mine now' }),
    );
    expect(foreign.statusCode).toBe(404);

    const renamed = await call(
      editor2,
      'PUT',
      `/api/tickets/types/${type.id}`,
      edit(type, { name: 'Aaa renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: type.id, name: 'Aaa renamed', version: 2 });
    // The tickets admin's stock screen shows the new name and the type with its counts.
    const stock = (await call(ticketsAdmin, 'GET', '/api/tickets/stock')).json() as TicketTypeStock[];
    expect(stock.find((s) => s.id === type.id)).toMatchObject({ name: 'Aaa renamed', available: 0 });
    // The operator's editor reaches every supplier's types, each saying whose it is.
    expect((await list(editor)).find((x) => x.id === type.id)).toMatchObject({
      supplierName: 'Desert Falcon Safaris',
    });
  });

  it('refuses bad input and a name the supplier has, changing nothing', async () => {
    const before = await list(editor2);
    for (const [body, field] of [
      [input({ name: '   ' }), 'name'],
      [input({ shortName: '' }), 'shortName'],
      [input({ reorderLevel: -1 }), 'reorderLevel'],
      [input({ reservationTime: 100_000 }), 'reservationTime'],
      [input({ reorderLevel: 1.5 }), 'reorderLevel'],
    ] as const) {
      const r = await call(editor2, 'POST', '/api/tickets/types', body);
      expect({ field, status: r.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(r.json().fields ?? {})).toContain(field);
    }
    const taken = before[0]!;
    const twice = await call(
      editor2,
      'POST',
      '/api/tickets/types',
      input({ name: taken.name.toUpperCase() }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ name: 'Another ticket type of this supplier has this name' });
    // Renaming onto another type's name is refused the same way.
    const other = before[1]!;
    const onto = await call(
      editor2,
      'PUT',
      `/api/tickets/types/${other.id}`,
      edit(other, { name: taken.name }),
    );
    expect(onto.statusCode).toBe(400);
    // Another supplier may use the same name: names are per supplier.
    const elsewhere = await call(admin3, 'POST', '/api/tickets/types', input({ name: taken.name }));
    expect(elsewhere.statusCode).toBe(201);
    expect(await list(editor2)).toEqual(before);
  });

  it('answers 409 with who changed what to a save from an old version', async () => {
    const type = (await call(editor, 'POST', '/api/tickets/types', input())).json() as TicketTypeStock;
    const first = await call(
      editor,
      'PUT',
      `/api/tickets/types/${type.id}`,
      edit(type, { reorderLevel: 99 }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await call(editor, 'PUT', `/api/tickets/types/${type.id}`, edit(type, { shortName: 'X' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'stale', version: 2, changedFields: ['reorderLevel'] });
    expect((await list(editor)).find((x) => x.id === type.id)).toMatchObject({ shortName: 'MOTF-ADT' });
  });

  it('deactivates a type no ticket uses; a ticket cannot newly take it, and one using it blocks deactivation', async () => {
    const type = (await call(editor, 'POST', '/api/tickets/types', input())).json() as TicketTypeStock;
    const off = await call(editor, 'PUT', `/api/tickets/types/${type.id}`, edit(type, { isActive: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, version: 2 });
    // Still listed (with its flag), so a ticket that has it still shows it.
    expect((await list(editor)).find((x) => x.id === type.id)).toMatchObject({ isActive: false });

    // The demo's Burj Khalifa tickets list the BK types: adding the deactivated one is refused.
    const bk = (await list(editor)).find(
      (x) => x.shortName === 'BK-ADT' && x.supplierId === type.supplierId,
    )!;
    const tours = (await call(editor, 'GET', '/api/tours/manageList?itemsPerPage=100')).json();
    const tour = (tours.entities as Array<{ id: number; nameDisplay?: string; name?: string }>).find((r) =>
      /Burj Khalifa At The Top/.test(r.nameDisplay ?? r.name ?? ''),
    )!;
    const tourForEdit = (await call(editor, 'GET', `/api/tours/manage/${tour.id}`)).json();
    const offerId = (tourForEdit.offers as Array<{ id: number; isDeleted: boolean }>).find(
      (o) => !o.isDeleted,
    )!.id;
    const ticket = ((await call(editor, 'GET', `/api/offers/manage/${offerId}`)).json() as OfferForEdit)
      .offer;
    expect(ticket.ticketTypesAdult).toContain(bk.id);
    const adding = await call(editor, 'PUT', '/api/offers', {
      ...ticket,
      ticketTypesInfant: [type.id],
    });
    expect(adding.statusCode).toBe(400);
    expect(adding.json().fields).toEqual({
      ticketTypesInfant: 'This ticket type is deactivated: choose an active one',
    });

    // A type a ticket lists stays active: 422 in_use naming the tickets, unchanged.
    const inUse = await call(editor, 'PUT', `/api/tickets/types/${bk.id}`, edit(bk, { isActive: false }));
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({ reason: 'in_use', title: 'In use' });
    expect(inUse.json().tickets.map((x: { id: number }) => x.id)).toContain(offerId);
    expect(inUse.json().message).toMatch(/^Tickets still use this ticket type: Burj Khalifa At The Top: /);
    expect((await list(editor)).find((x) => x.id === bk.id)).toMatchObject({
      isActive: true,
      version: bk.version,
    });

    // Reactivated, it can be chosen again.
    const back = await call(
      editor,
      'PUT',
      `/api/tickets/types/${type.id}`,
      edit(off.json(), { isActive: true }),
    );
    expect(back.statusCode).toBe(200);
    const saved = await call(editor, 'PUT', '/api/offers', {
      ...ticket,
      ticketTypesInfant: [type.id],
    });
    expect(saved.statusCode).toBe(200);
  });

  it('is the catalogue people’s: the tickets admin and an agent may not write', async () => {
    expect((await call(ticketsAdmin, 'POST', '/api/tickets/types', input())).statusCode).toBe(403);
    expect((await call(agent, 'POST', '/api/tickets/types', input())).statusCode).toBe(403);
    const some = (await list(editor))[0]!;
    expect((await call(agent, 'PUT', `/api/tickets/types/${some.id}`, edit(some, {}))).statusCode).toBe(403);
    // A bad id is a 400, never a 500.
    expect((await call(editor, 'PUT', '/api/tickets/types/abc', edit(some, {}))).statusCode).toBe(400);
    expect(
      (await call(editor, 'PUT', '/api/tickets/types/99999999', edit(some, { id: 99999999 }))).statusCode,
    ).toBe(404);
  });
});
