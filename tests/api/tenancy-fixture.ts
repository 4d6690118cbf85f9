import { addDaysUtc, todayUtc } from '../../domain/dates';
import type { Db } from '../../server/db/database';

/** The tenants of the demo world: the operator, its two suppliers, and the three agencies. */
export const SUPPLIERS = ['op', 's2', 's3'] as const;
export const AGENCIES = ['a1', 'a2', 'a3'] as const;
export type SupplierTenant = (typeof SUPPLIERS)[number];
export type AgencyTenant = (typeof AGENCIES)[number];
export type Tenant = SupplierTenant | AgencyTenant;

/** A resource's owners: a catalogue row has one supplier; a booking a supplier (its tour's) and an agency. */
export type Owners = readonly Tenant[];

/**
 * Ids of the demo world by tenant, read from the seeded database (the seed is deterministic, but the
 * ids are looked up rather than written down, so a grown seed does not silently point a probe at a row
 * of the wrong tenant), and which tenant owns every id the lists can show.
 */
export interface Fixture {
  supplierId: Record<SupplierTenant, number>;
  agencyId: Record<AgencyTenant, number>;
  tenantOfSupplier: Map<number, SupplierTenant>;
  tenantOfAgency: Map<number, AgencyTenant>;
  /** One row of each supplier (undefined: that supplier has none, like the operator's photos). */
  tour: Partial<Record<SupplierTenant, number>>;
  offer: Partial<Record<SupplierTenant, number>>;
  group: Partial<Record<SupplierTenant, number>>;
  slot: Partial<Record<SupplierTenant, number>>;
  pickUp: Partial<Record<SupplierTenant, number>>;
  photo: Partial<Record<SupplierTenant, number>>;
  provider: Partial<Record<SupplierTenant, number>>;
  /** A ticket type of each supplier, and one of its available codes (the stock's). */
  ticketType: Partial<Record<SupplierTenant, number>>;
  ticketCode: Partial<Record<SupplierTenant, number>>;
  contract: Partial<Record<SupplierTenant, { agencyId: number; id: number }>>;
  /** A staff member (not the one signing in) of each tenant. */
  staff: Record<Tenant, { id: number; email: string }>;
  userIdByEmail: Map<string, number>;
  /** Bookings by `${supplier}/${agency}`. */
  booking: Map<string, number>;
  /** A booking of each supplier on a slot-day: the day's manifest and its check-ins (issue 25). */
  slotDayBooking: Partial<Record<SupplierTenant, { bookingId: number; timeSlotId: number; date: string }>>;
  /** An in-house arrival of each agency: its hotel, group info and a day it is in the hotel. */
  inHouse: Partial<Record<AgencyTenant, { hotelId: number; groupInfoId: number; groupId: string }>>;
  today: string;
  owner: {
    tour: Map<number, Owners>;
    offer: Map<number, Owners>;
    group: Map<number, Owners>;
    slot: Map<number, Owners>;
    pickUp: Map<number, Owners>;
    photo: Map<number, Owners>;
    provider: Map<number, Owners>;
    ticketType: Map<number, Owners>;
    contract: Map<number, Owners>;
    user: Map<number, Owners>;
    booking: Map<number, Owners>;
    arrivalGroup: Map<string, Owners>;
  };
}

export async function loadFixture(db: Db): Promise<Fixture> {
  const suppliers = await db.selectFrom('suppliers').select(['id', 'isOperator']).orderBy('id').execute();
  const operator = suppliers.find((s) => s.isOperator === 1)!;
  const others = suppliers.filter((s) => s.isOperator !== 1);
  const supplierId = { op: operator.id, s2: others[0].id, s3: others[1].id };
  const agencies = await db.selectFrom('agencies').select('id').orderBy('id').execute();
  const agencyId = { a1: agencies[0].id, a2: agencies[1].id, a3: agencies[2].id };
  const tenantOfSupplier = new Map(SUPPLIERS.map((t) => [supplierId[t], t]));
  const tenantOfAgency = new Map(AGENCIES.map((t) => [agencyId[t], t]));
  const sOf = (id: number | null): Owners => {
    const t = id === null ? undefined : tenantOfSupplier.get(id);
    return t ? [t] : [];
  };

  const tours = await db.selectFrom('tours').select(['id', 'supplierId']).orderBy('id').execute();
  const tourOwner = new Map(tours.map((t) => [t.id, sOf(t.supplierId)]));
  const offers = await db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['o.id', 't.supplierId'])
    .orderBy('o.id')
    .execute();
  const groups = await db.selectFrom('timeSlotGroups').select(['id', 'supplierId']).orderBy('id').execute();
  const slots = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 'g.supplierId'])
    .orderBy('s.id')
    .execute();
  const pickUps = await db.selectFrom('pickUpTimeSets').select(['id', 'supplierId']).orderBy('id').execute();
  const photos = await db.selectFrom('photos').select(['id', 'supplierId']).orderBy('id').execute();
  const providers = await db
    .selectFrom('externalProviders')
    .select(['id', 'supplierId'])
    .orderBy('id')
    .execute();
  const ticketTypes = await db.selectFrom('ticketTypes').select(['id', 'supplierId']).orderBy('id').execute();
  const ticketCodes = await db
    .selectFrom('ticketCodes as c')
    .innerJoin('ticketTypes as tt', 'tt.id', 'c.ticketTypeId')
    .select(['c.id', 'tt.supplierId'])
    .where('c.status', '=', 'available')
    .where('c.expiresOn', '>', addDaysUtc(todayUtc(), 30))
    .orderBy('c.id')
    .execute();
  const contracts = await db
    .selectFrom('agencyContracts')
    .select(['id', 'supplierId', 'agencyId'])
    .orderBy('id')
    .execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'supplierId', 'agencyId'])
    .orderBy('id')
    .execute();
  const bookings = await db
    .selectFrom('bookings as b')
    .innerJoin('offers as o', 'o.id', 'b.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['b.id', 't.supplierId', 'b.agencyId', 'b.status', 'b.timeSlotId', 'b.date'])
    .orderBy('b.id')
    .execute();

  const first = <R extends { id: number; supplierId: number | null }>(rows: R[]) => {
    const out: Partial<Record<SupplierTenant, number>> = {};
    for (const r of rows) {
      const t = r.supplierId === null ? undefined : tenantOfSupplier.get(r.supplierId);
      if (t && out[t] === undefined) out[t] = r.id;
    }
    return out;
  };
  const ownerMap = <R extends { id: number; supplierId: number | null }>(rows: R[]) =>
    new Map(rows.map((r) => [r.id, sOf(r.supplierId)]));

  const userOwner = new Map<number, Owners>(
    users.map((u) => {
      const a = u.agencyId === null ? undefined : tenantOfAgency.get(u.agencyId);
      return [u.id, a ? [a] : sOf(u.supplierId)];
    }),
  );
  const staffEmail: Record<Tenant, string> = {
    op: 'editor@caravan.demo',
    s2: 'editor2@caravan.demo',
    s3: 'editor3@caravan.demo',
    a1: 'agent@caravan.demo',
    a2: 'agent2@caravan.demo',
    a3: 'agent3@caravan.demo',
  };
  const staff = Object.fromEntries(
    Object.entries(staffEmail).map(([t, email]) => [
      t,
      { id: users.find((u) => u.email === email)!.id, email },
    ]),
  ) as Fixture['staff'];

  const bookingOwner = new Map<number, Owners>();
  const booking = new Map<string, number>();
  const slotDayBooking: Fixture['slotDayBooking'] = {};
  for (const b of bookings) {
    const s = tenantOfSupplier.get(b.supplierId)!;
    const a = tenantOfAgency.get(b.agencyId!)!;
    bookingOwner.set(b.id, [s, a]);
    // A booking still open (pending or confirmed), so a status change on it would be a real change.
    if (!booking.has(`${s}/${a}`) && (b.status === 0 || b.status === 1)) booking.set(`${s}/${a}`, b.id);
    if (b.timeSlotId !== null && (b.status === 0 || b.status === 1))
      slotDayBooking[s] ??= { bookingId: b.id, timeSlotId: b.timeSlotId, date: b.date };
  }

  const contract: Fixture['contract'] = {};
  for (const c of contracts) {
    const t = tenantOfSupplier.get(c.supplierId)!;
    contract[t] ??= { agencyId: c.agencyId, id: c.id };
  }

  // Arrivals are the operator's; each belongs to an agency too (whose agents see them in their hotel).
  const today = todayUtc();
  const arrivals = await db
    .selectFrom('arrivals as a')
    .innerJoin('groupInfos as g', (j) =>
      j.onRef('g.groupId', '=', 'a.groupId').onRef('g.supplierId', '=', 'a.supplierId'),
    )
    .select(['a.hotelId', 'a.agencyId', 'a.groupId', 'g.id as groupInfoId', 'a.supplierId'])
    .where('a.arrivalDate', '<=', today)
    .where('a.departureDate', '>=', addDaysUtc(today, 1))
    .orderBy('a.id')
    .execute();
  const inHouse: Fixture['inHouse'] = {};
  const arrivalGroup = new Map<string, Owners>();
  for (const a of arrivals) {
    if (a.agencyId === null) continue;
    const t = tenantOfAgency.get(a.agencyId)!;
    if (a.hotelId !== null)
      inHouse[t] ??= { hotelId: a.hotelId, groupInfoId: a.groupInfoId, groupId: a.groupId };
    arrivalGroup.set(a.groupId, [...sOf(a.supplierId), t]);
  }

  return {
    supplierId,
    agencyId,
    tenantOfSupplier,
    tenantOfAgency,
    tour: first(tours),
    offer: first(offers),
    group: first(groups),
    slot: first(slots),
    pickUp: first(pickUps),
    photo: first(photos),
    provider: first(providers),
    ticketType: first(ticketTypes),
    ticketCode: first(ticketCodes),
    contract,
    staff,
    userIdByEmail: new Map(users.map((u) => [u.email, u.id])),
    booking,
    slotDayBooking,
    inHouse,
    today,
    owner: {
      tour: tourOwner,
      offer: ownerMap(offers),
      group: ownerMap(groups),
      slot: ownerMap(slots),
      pickUp: ownerMap(pickUps),
      photo: ownerMap(photos),
      provider: ownerMap(providers),
      ticketType: ownerMap(ticketTypes.map((t) => ({ id: t.id!, supplierId: t.supplierId }))),
      contract: ownerMap(contracts),
      user: userOwner,
      booking: bookingOwner,
      arrivalGroup,
    },
  };
}
