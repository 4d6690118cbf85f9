import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

const slotBody = (groupId: number, patch: object = {}) => ({
  id: 0,
  groupId,
  name: 'Operator-made slot',
  startHour: 18,
  startMinutes: 0,
  endHour: 20,
  endMinutes: 0,
  timeType: 0,
  type: 0,
  daysOffered: 0,
  capacity: 10,
  isExternalId: false,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
  ...patch,
});

/**
 * The operator's staff get one answer across the catalogue (docs/decisions.md "Operator staff reach
 * every supplier's slots, pick-up sets, chart and providers"): time slots, pick-up times, the
 * availability chart and ticket providers answer every supplier's rows to them, as tours do, and say
 * whose each row is; what they change stays its own supplier's, and a slot still takes only its own
 * supplier's pick-up set and provider. A supplier's staff keep seeing their own supplier's alone.
 */
describe.each(databases)('operator staff reach every supplier on $name', ({ url }) => {
  let t: TestContext;
  const tokens = new Map<string, string>();
  let s2: { id: number; name: string };
  let s2Group: number;
  let s2Slot: number;
  let s2PickUp: number;
  let s2Provider: number;
  let opPickUp: number;
  let opProvider: number;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    for (const email of ['operations', 'editor', 'admin', 'admin2', 'editor2'])
      tokens.set(email, await signIn(t, `${email}@caravan.demo`, DEMO_PASSWORD));
    const db = t.database.db;
    const suppliers = await db
      .selectFrom('suppliers')
      .select(['id', 'name', 'isOperator'])
      .orderBy('id')
      .execute();
    const op = suppliers.find((s) => s.isOperator === 1)!;
    s2 = suppliers.find((s) => s.isOperator !== 1)!;
    const firstOf = async (
      table: 'timeSlotGroups' | 'pickUpTimeSets' | 'externalProviders',
      supplierId: number,
    ) =>
      (
        await db
          .selectFrom(table)
          .select('id')
          .where('supplierId', '=', supplierId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    s2Group = await firstOf('timeSlotGroups', s2.id);
    s2PickUp = await firstOf('pickUpTimeSets', s2.id);
    s2Provider = await firstOf('externalProviders', s2.id);
    opPickUp = await firstOf('pickUpTimeSets', op.id);
    opProvider = await firstOf('externalProviders', op.id);
    s2Slot = (
      await db
        .selectFrom('timeSlots')
        .select('id')
        .where('groupId', '=', s2Group)
        .where('isDeleted', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { ...bearer(tokens.get(who)!), 'x-requested-with': 'test' },
      ...(payload ? { payload } : {}),
    });
  const groupSupplier = async (id: number) =>
    (
      await t.database.db
        .selectFrom('timeSlotGroups')
        .select('supplierId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).supplierId;

  it("lists supplier 2's slot groups to the operator's editor, with the supplier's name", async () => {
    const res = await call('editor', 'GET', '/api/timeslots/groups');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((g: { id: number }) => g.id === s2Group);
    expect(row, "supplier 2's group in the operator's list").toBeDefined();
    expect(row.supplierName).toBe(s2.name);
    expect((await call('editor', 'GET', `/api/timeslots/groups/${s2Group}`)).statusCode).toBe(200);
  });

  it("lists supplier 2's pick-up sets to the operator's editor, and a group's options are its supplier's", async () => {
    const list = (await call('editor', 'GET', '/api/pickuptimes')).json();
    expect(list.find((p: { id: number }) => p.id === s2PickUp)?.supplierName).toBe(s2.name);
    expect((await call('editor', 'GET', `/api/pickuptimes/${s2PickUp}`)).statusCode).toBe(200);
    const options = (await call('editor', 'GET', `/api/pickuptimes/options?forGroupId=${s2Group}`)).json();
    const ids = options.map((o: { value: number }) => o.value);
    expect(ids).toContain(s2PickUp);
    expect(ids).not.toContain(opPickUp);
    const own = (await call('editor', 'GET', '/api/pickuptimes/options')).json();
    expect(own.map((o: { value: number }) => o.value)).toContain(opPickUp);
  });

  it("lists supplier 2's ticket providers to the operator's admin and a group's slots its supplier's", async () => {
    const settings = (await call('admin', 'GET', '/api/externalproviders')).json();
    expect(settings.find((p: { id: number }) => p.id === s2Provider)?.supplierName).toBe(s2.name);
    const forGroup = (
      await call('editor', 'GET', `/api/timeslots/externalproviders?forGroupId=${s2Group}`)
    ).json();
    expect(forGroup.map((p: { id: number }) => p.id)).toEqual([s2Provider]);
  });

  it("shows supplier 2's slots on the operations chart, and opens their slot-days", async () => {
    const grid = (await call('operations', 'GET', '/api/availability')).json();
    const row = grid.slots.find((s: { id: number }) => s.id === s2Slot);
    expect(row, "supplier 2's slot on the operator's chart").toBeDefined();
    expect(row.supplierName).toBe(s2.name);
    const filters = (await call('operations', 'GET', '/api/availability/filters')).json();
    expect(filters.groups.map((g: { id: number }) => g.id)).toContain(s2Group);
    const day = await call(
      'operations',
      'GET',
      `/api/availability/slotday?timeSlotId=${s2Slot}&date=${addDaysUtc(todayUtc(), 3)}`,
    );
    expect(day.statusCode).toBe(200);
  });

  it("keeps what the operator's editor changes its own supplier's, with that supplier's parts only", async () => {
    const group = (await call('editor', 'GET', `/api/timeslots/groups/${s2Group}`)).json();
    const body = {
      id: s2Group,
      name: `${group.name} (renamed by the operator)`,
      pickUpTimeId: group.pickUpTimeId ?? 0,
      capacity: group.capacity,
      minimumAdvancedBooking: group.minimumAdvancedBooking,
      isTimeSlotsIndependant: group.isTimeSlotsIndependant,
    };
    const saved = await call('editor', 'PUT', '/api/timeslots/group', body);
    expect(saved.statusCode).toBe(200);
    expect(await groupSupplier(s2Group)).toBe(s2.id);
    // The operator's own pick-up set is not supplier 2's to take.
    const wrongSet = await call('editor', 'PUT', '/api/timeslots/group', { ...body, pickUpTimeId: opPickUp });
    expect(wrongSet.statusCode).toBe(400);
    expect(wrongSet.json().fields.pickUpTimeId).toBe('Pick up time not found');
    // A new slot in supplier 2's group is supplier 2's; it cannot name the operator's provider.
    const wrongProvider = await call('editor', 'POST', '/api/timeslots', {
      ...slotBody(s2Group),
      isExternalId: true,
      externalProviderId: opProvider,
      externalProductId: 'p1',
      externalProductMappingValue: 'o1',
    });
    expect(wrongProvider.statusCode).toBe(400);
    expect(wrongProvider.json().fields.externalProviderId).toBe('Ticket provider not found or not yours');
    const added = await call('editor', 'POST', '/api/timeslots', slotBody(s2Group));
    expect(added.statusCode).toBe(201);
    // A new group is the caller's own supplier's.
    const created = await call('editor', 'POST', '/api/timeslots/group', { ...body, id: 0, pickUpTimeId: 0 });
    expect(created.statusCode).toBe(201);
    expect(await groupSupplier(created.json().id)).not.toBe(s2.id);
  });

  it("keeps a supplier's staff to their own supplier's rows, without a supplier column", async () => {
    const groups = (await call('editor2', 'GET', '/api/timeslots/groups')).json();
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g: { supplierName: string | null }) => g.supplierName === null)).toBe(true);
    for (const g of groups) expect(await groupSupplier(g.id)).toBe(s2.id);
    const grid = (await call('admin2', 'GET', '/api/availability')).json();
    expect(grid.slots.every((s: { supplierName: string | null }) => s.supplierName === null)).toBe(true);
    const opGroup = (await call('editor', 'GET', '/api/timeslots/groups'))
      .json()
      .find((g: { supplierName: string }) => g.supplierName !== s2.name);
    expect((await call('editor2', 'GET', `/api/timeslots/groups/${opGroup.id}`)).statusCode).toBe(404);
    expect(
      (await call('editor2', 'GET', `/api/pickuptimes/options?forGroupId=${opGroup.id}`)).statusCode,
    ).toBe(404);
  });
});
