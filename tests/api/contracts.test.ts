import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { loadBookingDocument } from '../../server/documents/booking-document';
import { findBookingInScope } from '../../server/modules/bookings/list-repo';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

interface Ticket {
  tourId: number;
  offerId: number;
  slotId: number;
  supplierId: number;
  priceAdult: number;
  commissionAdult: number;
}

describe.each(databases)('per-agency contracts on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};
  const agency: Record<string, number> = {};
  /** A bookable ticket of each of the demo's two suppliers (ids 2 and 3; 1 is the operator). */
  const ticket: Record<number, Ticket> = {};
  const today = todayUtc();
  const date = addDaysUtc(today, 20);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    for (const who of [
      'admin',
      'editor',
      'agent',
      'agent2',
      'agent3',
      'operations',
      'airportrep',
      'arrivalsmanager',
    ])
      token[who] = await signIn(t, `${who}@caravan.demo`, DEMO_PASSWORD);
    for (const who of ['agent', 'agent2', 'agent3']) {
      const u = await db
        .selectFrom('users')
        .select('agencyId')
        .where('email', '=', `${who}@caravan.demo`)
        .executeTakeFirstOrThrow();
      agency[who] = u.agencyId!;
    }
    // One admin for each of the two selling suppliers.
    for (const supplierId of [2, 3]) {
      await createUser(t, { email: `admin${supplierId}@test.io`, roles: ['admin'], supplierId });
      token[`admin${supplierId}`] = await signIn(t, `admin${supplierId}@test.io`);
    }
    for (const supplierId of [2, 3]) {
      ticket[supplierId] = await db
        .selectFrom('offers as o')
        .innerJoin('tours as t', 't.id', 'o.tourId')
        .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
        .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
        .innerJoin('validPeriods as p', 'p.offerId', 'o.id')
        .select([
          'o.tourId',
          'o.id as offerId',
          's.id as slotId',
          't.supplierId',
          'p.priceAdult',
          'p.commissionAdult',
        ])
        .where('t.supplierId', '=', supplierId)
        .where('o.bookingType', '=', 1)
        .where('o.daysOffered', '=', 0)
        .where('o.minNumOfPeople', '=', 1)
        .where('o.maxNumOfPeople', '>=', 4)
        .where('s.type', '=', 0)
        .where('s.daysOffered', '=', 0)
        .where('s.stopSellReason', 'is', null)
        .where('o.isDeleted', '=', 0)
        .where('t.isDeleted', '=', 0)
        .where('p.periodStart', '<=', addDaysUtc(date, 10))
        .where('p.periodEnd', '>=', date)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('validPeriods as q')
                .select('q.id')
                .whereRef('q.offerId', '=', 'o.id')
                .whereRef('q.periodStart', '>', 'p.periodStart')
                .where('q.periodStart', '<=', addDaysUtc(date, 10)),
            ),
          ),
        )
        .orderBy('o.id')
        .executeTakeFirstOrThrow();
    }
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: token[who] ? bearer(token[who]) : {}, payload });
  const addContract = (who: string, agencyId: number, body: object) =>
    call(who, 'POST', `/api/contracts/agencies/${agencyId}`, body);
  const prices = async (who: string, tk: Ticket, on = date) => {
    const res = await call(who, 'GET', `/api/agent/offers/price?tourId=${tk.tourId}&date=${on}`);
    expect(res.statusCode).toBe(200);
    const line = res.json().find((l: { offerId: number }) => l.offerId === tk.offerId);
    expect(line).toBeDefined();
    return line;
  };
  const book = async (who: string, tk: Ticket, on = date) => {
    const res = await call(who, 'POST', '/api/agent/bookings', {
      clientRef: randomUUID(),
      date: on,
      tourId: tk.tourId,
      offerId: tk.offerId,
      timeSlotId: tk.slotId,
      adults: 2,
      guestName: 'Contract Guest',
      hotelId: 0,
    });
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 201 });
    return res.json().id as number;
  };
  const stored = (id: number) =>
    t.database.db
      .selectFrom('bookings')
      .select(['grossSales', 'grossSalesAed', 'agencyReceivable', 'netTotal'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Stored money (1/10000 units) in whole cents, as the commissions list shows it. */
  const cents = (units: number) => Math.round(units / 100) / 100;
  const commissionsRow = async (who: string, id: number) => {
    const res = await call(who, 'GET', '/api/agent/commissions?itemsPerPage=1000&showMy=1');
    expect(res.statusCode).toBe(200);
    return res.json().entities.find((e: { id: number }) => e.id === id);
  };

  it('lets only an admin see or change contracts (403 for editor, agent, operations and the arrivals reps; 401 signed out)', async () => {
    for (const who of ['editor', 'agent', 'operations', 'airportrep', 'arrivalsmanager']) {
      expect((await call(who, 'GET', '/api/contracts/agencies')).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/contracts/offers')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/contracts/agencies/${agency.agent}`)).statusCode).toBe(403);
      const res = await addContract(who, agency.agent, {
        validFrom: today,
        kind: 'commission',
        commissionPercent: 50,
      });
      expect(res.statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/api/contracts/agencies/${agency.agent}/1`)).statusCode).toBe(403);
    }
    expect((await call('nobody', 'GET', '/api/contracts/agencies')).statusCode).toBe(401);
    const rows = await t.database.db.selectFrom('agencyContracts').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses bad contracts with a message beside each field', async () => {
    const cases: Array<[number, object, number, Record<string, string> | null, string]> = [
      [
        agency.agent,
        { validFrom: '', kind: 'commission', commissionPercent: 10 },
        400,
        { validFrom: 'Valid from is required' },
        'Valid from is required (body validFrom)',
      ],
      [
        agency.agent,
        { validFrom: today, kind: 'commission' },
        400,
        { commissionPercent: 'Commission percent is required' },
        'Commission percent is required (body commissionPercent)',
      ],
      [
        agency.agent,
        { validFrom: today, kind: 'commission', commissionPercent: 101 },
        400,
        { commissionPercent: 'Commission must be between 0 and 100' },
        'Commission must be between 0 and 100 (body commissionPercent)',
      ],
      [
        agency.agent,
        { validFrom: today, kind: 'netRates', netRates: [] },
        400,
        { netRates: 'Add net rates for at least one ticket' },
        'Add net rates for at least one ticket (body netRates)',
      ],
      [
        agency.agent,
        { validFrom: today, kind: 'netRates', netRates: [{ offerId: ticket[2].offerId, netAdult: -5 }] },
        400,
        { 'netRates.0.netAdult': 'Net rates cannot be negative' },
        'Net rates cannot be negative (body netRates.0.netAdult)',
      ],
      [
        agency.agent,
        { validFrom: today, kind: 'netRates', netRates: [{ offerId: ticket[3].offerId, netAdult: 5 }] },
        400,
        { 'netRates.0.offerId': 'Not a ticket of yours' },
        'Not a ticket of yours',
      ],
      [
        agency.agent,
        { validFrom: addDaysUtc(today, -1), kind: 'commission', commissionPercent: 10 },
        422,
        { validFrom: 'Valid from cannot be earlier than today' },
        'Valid from cannot be earlier than today',
      ],
      [
        999_999,
        { validFrom: today, kind: 'commission', commissionPercent: 10 },
        404,
        null,
        'Agency not found',
      ],
    ];
    for (const [agencyId, body, status, fields, message] of cases) {
      const res = await addContract('admin2', agencyId, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status });
      expect(res.json().fields).toEqual(fields ?? undefined);
      expect(res.json().message).toBe(message);
    }
    expect((await call('admin2', 'GET', '/api/contracts/agencies/abc')).statusCode).toBe(400);
  });

  it('gives two agencies different nets for the same ticket on the same day', async () => {
    const tk = ticket[2];
    const price = tk.priceAdult / 10_000;
    const standard = await prices('agent', tk);
    expect(standard.contract).toBeNull();
    expect(standard.commissionAdult).toBeCloseTo(tk.commissionAdult / 10_000, 4);

    const first = await addContract('admin2', agency.agent, {
      validFrom: today,
      kind: 'commission',
      commissionPercent: 30,
    });
    expect({ status: first.statusCode, body: first.body }).toMatchObject({ status: 200 });
    expect(first.json().contracts[0]).toMatchObject({
      validFrom: today,
      kind: 'commission',
      commissionPercent: 30,
      state: 'current',
    });
    const net = Math.round(price * 0.6 * 100) / 100;
    const second = await addContract('admin2', agency.agent2, {
      validFrom: today,
      kind: 'netRates',
      netRates: [{ offerId: tk.offerId, netAdult: net }],
      note: 'Winter deal',
    });
    expect({ status: second.statusCode, body: second.body }).toMatchObject({ status: 200 });
    expect(second.json().contracts[0].netRates[0]).toMatchObject({
      offerId: tk.offerId,
      netAdult: net,
      netChild: null,
    });

    const one = await prices('agent', tk);
    const two = await prices('agent2', tk);
    const three = await prices('agent3', tk);
    // The guest pays the same published price everywhere; the agencies' nets differ.
    for (const line of [one, two, three]) expect(line.pricePerAdultRec.aed).toBeCloseTo(price, 4);
    expect(one.contract).toEqual({ validFrom: today, kind: 'commission' });
    expect(one.commissionAdult).toBe(30);
    expect(one.netPerAdult.aed).toBeCloseTo(price * 0.7, 4);
    expect(two.contract).toEqual({ validFrom: today, kind: 'netRates' });
    expect(two.netPerAdult.aed).toBeCloseTo(net, 4);
    expect(three.contract).toBeNull();
    expect(three.netPerAdult.aed).toBeCloseTo(price * (1 - tk.commissionAdult / 1_000_000), 4);
    expect(new Set([one.netPerAdult.aed, two.netPerAdult.aed, three.netPerAdult.aed]).size).toBe(3);

    // Staff pricing for an agency see that agency's contract; naming none, the ticket's own.
    const staff = await call(
      'operations',
      'GET',
      `/api/agent/offers/price?tourId=${tk.tourId}&date=${date}&agencyId=${agency.agent2}`,
    );
    expect(
      staff.json().find((l: { offerId: number }) => l.offerId === tk.offerId).netPerAdult.aed,
    ).toBeCloseTo(net, 4);
    const plain = await call('operations', 'GET', `/api/agent/offers/price?tourId=${tk.tourId}&date=${date}`);
    expect(plain.json().find((l: { offerId: number }) => l.offerId === tk.offerId).contract).toBeNull();

    // The bookings are charged what the price call said.
    const b1 = await stored(await book('agent', tk));
    const b2 = await stored(await book('agent2', tk));
    expect(b1.grossSalesAed).toBe(b2.grossSalesAed);
    expect(b1.netTotal / 10_000).toBeCloseTo(2 * price * 0.7, 3);
    expect(b2.netTotal / 10_000).toBeCloseTo(2 * net, 3);

    const list = await call('admin2', 'GET', '/api/contracts/agencies?f=' + encodeURIComponent('a'));
    expect(list.statusCode).toBe(200);
    const rows = await call('admin2', 'GET', '/api/contracts/agencies');
    const byId = new Map(rows.json().agencies.map((a: { agencyId: number }) => [a.agencyId, a]));
    expect(byId.get(agency.agent)).toMatchObject({
      current: { kind: 'commission', commissionPercent: 30 },
      upcoming: null,
    });
    expect(byId.get(agency.agent2)).toMatchObject({ current: { kind: 'netRates', netRateCount: 1 } });
    expect(byId.get(agency.agent3)).toMatchObject({ current: null });
    expect(rows.json().defaultCommission).toBe(20);
  });

  it('changes net and commission on new bookings from its date, never on bookings made before', async () => {
    const tk = ticket[2];
    const price = tk.priceAdult / 10_000;
    const oldId = await book('agent3', tk);
    const before = await stored(oldId);
    const oldRow = await commissionsRow('agent3', oldId);
    // The list shows money in whole cents (domain/cancellation.ts moneyKept): commission = gross − receivable.
    expect(oldRow.commission).toBeCloseTo(cents(before.grossSales) - cents(before.agencyReceivable), 6);

    const from = addDaysUtc(date, 1);
    const res = await addContract('admin2', agency.agent3, {
      validFrom: from,
      kind: 'commission',
      commissionPercent: 45,
    });
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 200 });
    expect(res.json().contracts[0].state).toBe('upcoming');
    const again = await addContract('admin2', agency.agent3, {
      validFrom: from,
      kind: 'commission',
      commissionPercent: 5,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields.validFrom).toMatch(/already has a contract from \d\d\.\d\d\.\d{4}$/);

    // A booking dated before the contract keeps the ticket's own commission; one dated from it, 45 %.
    const dayBefore = await stored(await book('agent3', tk, date));
    expect(dayBefore.netTotal).toBe(before.netTotal);
    const newId = await book('agent3', tk, from);
    const after = await stored(newId);
    expect(after.netTotal / 10_000).toBeCloseTo(2 * price * 0.55, 3);
    const newRow = await commissionsRow('agent3', newId);
    expect(newRow.commission).toBeCloseTo(cents(after.grossSales) - cents(after.agencyReceivable), 6);
    expect(newRow.commission).toBeCloseTo(newRow.grossSales * 0.45, 2);

    // The invoice prints the stored, contracted commission; the old booking's, its own.
    const invoice = async (id: number) =>
      (
        await loadBookingDocument(
          t.database.db,
          (await findBookingInScope(t.database.db, { agencyId: agency.agent3 }, id))!,
        )
      ).money;
    // The invoice prints the stored amount; the list, the same to the cent.
    expect(Math.abs((await invoice(newId)).commission - newRow.commission)).toBeLessThanOrEqual(0.01);
    expect(Math.abs((await invoice(oldId)).commission - oldRow.commission)).toBeLessThanOrEqual(0.01);
    const pdf = await call('agent3', 'GET', `/bookings/download/invoice/${newId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The old booking's stored figures and its commissions row are as they were.
    expect(await stored(oldId)).toEqual(before);
    expect(await commissionsRow('agent3', oldId)).toEqual(oldRow);
    expect((await prices('agent3', tk, from)).commissionAdult).toBe(45);
    expect((await prices('agent3', tk, date)).contract).toBeNull();
  });

  it("keeps each supplier's contracts to itself; the operator's covers the rest", async () => {
    // Supplier 3 sees none of supplier 2's contracts and cannot remove them.
    const history = await call('admin3', 'GET', `/api/contracts/agencies/${agency.agent}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().contracts).toEqual([]);
    const list = await call('admin3', 'GET', '/api/contracts/agencies');
    expect(list.json().agencies.every((a: { current: unknown }) => a.current === null)).toBe(true);
    const theirs = await call('admin2', 'GET', `/api/contracts/agencies/${agency.agent3}`);
    const upcomingId = theirs.json().contracts[0].id;
    expect(
      (await call('admin3', 'DELETE', `/api/contracts/agencies/${agency.agent3}/${upcomingId}`)).statusCode,
    ).toBe(404);
    // The picker offers supplier 3 its own tickets only.
    const offers = await call('admin3', 'GET', '/api/contracts/offers');
    const ids = offers.json().map((o: { offerId: number }) => o.offerId);
    expect(ids).toContain(ticket[3].offerId);
    expect(ids).not.toContain(ticket[2].offerId);

    // Supplier 2's contract with Sunrise does not price supplier 3's ticket.
    expect((await prices('agent', ticket[3])).contract).toBeNull();
    // The operator's contract covers every supplier's tickets, unless the supplier has its own.
    const op = await addContract('admin', agency.agent, {
      validFrom: today,
      kind: 'commission',
      commissionPercent: 12,
    });
    expect({ status: op.statusCode, body: op.body }).toMatchObject({ status: 200 });
    expect((await prices('agent', ticket[3])).commissionAdult).toBe(12);
    expect((await prices('agent', ticket[2])).commissionAdult).toBe(30);
    const opOffers = await call('admin', 'GET', '/api/contracts/offers');
    const opIds = opOffers.json().map((o: { offerId: number }) => o.offerId);
    expect(opIds).toEqual(expect.arrayContaining([ticket[2].offerId, ticket[3].offerId]));
  });

  it('removes a contract not yet in force, and keeps one in force', async () => {
    const history = (await call('admin2', 'GET', `/api/contracts/agencies/${agency.agent3}`)).json();
    const upcoming = history.contracts.find((c: { state: string }) => c.state === 'upcoming');
    const gone = await call('admin2', 'DELETE', `/api/contracts/agencies/${agency.agent3}/${upcoming.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().contracts).toEqual([]);
    const current = (await call('admin2', 'GET', `/api/contracts/agencies/${agency.agent}`)).json()
      .contracts[0];
    const kept = await call('admin2', 'DELETE', `/api/contracts/agencies/${agency.agent}/${current.id}`);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().message).toMatch(/stays in the history/);
  });
});
