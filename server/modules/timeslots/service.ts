import type { z } from 'zod';
import {
  type SlotOfferPeriod,
  TimeType,
  type TimeSlotGroup,
  type TimeSlotGroupRow,
  type slotDayStopSellSchema,
  type timeSlotGroupSchema,
  type timeSlotSchema,
} from '../../../contract';
import { toDisplayDate, todayUtc } from '../../../domain/dates';
import { selectionToMask, maskToSelection } from '../../../domain/day-mask';
import { minutesToTime } from '../../../domain/time-input';
import { BASE_CURRENCY, paxPrices } from '../../../domain/pricing';
import { storedPrices, type PeriodRow } from '../catalogue/valid-periods';
import {
  BELOW_SOLD_FIELD_MESSAGE,
  capacityBelowSoldMessage,
  NO_DAY_IN_RANGE_MESSAGE,
  normaliseSlot,
  oversoldDates,
  stopSellDays,
} from '../../../domain/time-slot-rules';
import type { AuthUser } from '../../auth/guard';
import {
  ownSupplierId,
  reachesAll,
  supplierFilter,
  type RequestScope,
  type SupplierFilter,
} from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../http/errors';
import { audit } from '../auth/repo';
import {
  findGroup,
  findSlot,
  futureSeats,
  groupSlots,
  groupSupplierId,
  listGroups,
  closeSlotDays,
  insertSlot,
  openSlotDays,
  pickUpSetOfSupplier,
  providerOfSupplier,
  supplierNameOf,
  updateSlot,
  type GroupRow,
} from './repo';
import { findGroupForCapacityChange, moveSeatCapacity } from './capacity-repo';

export const GROUP_NOT_FOUND = 'Time slot group not found or you are not allowed to manage it';
export const SLOT_NOT_FOUND = 'Time slot not found or you are not allowed to manage it';

type GroupInput = z.output<typeof timeSlotGroupSchema>;
type SlotInput = z.output<typeof timeSlotSchema>;
type DayStopSell = z.output<typeof slotDayStopSellSchema>;

const notFound = (message: string) => new AppError('not_found', message);
const rule = (message: string, field?: string) =>
  new AppError('business_rule', message, field ? { fields: { [field]: message } } : {});

export async function groupsList(
  db: Db,
  suppliers: SupplierFilter,
  isExternal?: number,
): Promise<TimeSlotGroupRow[]> {
  const showSupplier = reachesAll(suppliers);
  const { groups, slots } = await listGroups(
    db,
    suppliers,
    isExternal === 1 || isExternal === 2 ? isExternal : undefined,
  );
  const byGroup = new Map<number, { id: number; name: string }[]>();
  for (const s of slots) {
    const list = byGroup.get(s.groupId) ?? [];
    list.push({ id: s.id, name: s.name });
    byGroup.set(s.groupId, list);
  }
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    capacity: g.capacity,
    minimumAdvancedBooking: g.minimumAdvancedBooking,
    isTimeSlotsIndependant: g.isTimeSlotsIndependant === 1,
    pickUpTimeName: g.pickUpTimeName ?? null,
    isExternal: Boolean(Number(g.isExternal)),
    supplierName: showSupplier ? g.supplierName : null,
    timeSlots: byGroup.get(g.id) ?? [],
  }));
}

export async function groupDetails(
  db: Db,
  suppliers: SupplierFilter,
  id: number,
  now = new Date(),
): Promise<TimeSlotGroup> {
  const g = await findGroup(db, suppliers, id);
  if (!g) throw notFound(GROUP_NOT_FOUND);
  const { slots, offers, periods, closed } = await groupSlots(db, g.id, todayUtc(now));
  const periodsOf = (offerId: number) => periods.filter((p) => p.offerId === offerId).map(slotOfferPeriod);
  return {
    id: g.id,
    name: g.name,
    supplierName: reachesAll(suppliers) ? await supplierNameOf(db, g.supplierId) : null,
    pickUpTimeId: g.pickUpTimeId,
    capacity: g.capacity,
    minimumAdvancedBooking: g.minimumAdvancedBooking,
    isTimeSlotsIndependant: g.isTimeSlotsIndependant === 1,
    timeSlots: slots.map((s) => ({
      id: s.id,
      groupId: s.groupId,
      groupName: g.name,
      name: s.name,
      description: s.description,
      startHour: Math.floor(s.startMinutes / 60),
      startMinutes: s.startMinutes % 60,
      endHour: Math.floor(s.endMinutes / 60),
      endMinutes: s.endMinutes % 60,
      startTimeDescription: minutesToTime(s.startMinutes),
      endTimeDescription: minutesToTime(s.endMinutes),
      timeType: s.timeType,
      isAnytime: s.timeType === TimeType.Anytime,
      isNoTime: s.timeType === TimeType.NoTime,
      interval: s.interval,
      pickUpTimeId: s.pickUpTimeId,
      duration: s.duration,
      cutOffResponseTime: s.cutOffResponseTime,
      type: s.type,
      daysOffered: selectionToMask(maskToSelection(s.daysOffered)),
      capacity: s.capacity,
      minimumAdvancedBooking: s.minimumAdvancedBooking,
      isExternalId: s.isExternalId === 1,
      externalId: s.externalId,
      externalPerChildId: s.externalPerChildId,
      bookingReferencePrefix: s.bookingReferencePrefix,
      externalProviderId: s.externalProviderId,
      externalProviderCodeType: s.externalProviderCodeType,
      externalProviderDiffProductsAdultChild: s.externalProviderDiffProductsAdultChild === 1,
      externalProductId: s.externalProductId,
      externalProductMappingValue: s.externalProductMappingValue,
      externalProductPerChildId: s.externalProductPerChildId,
      externalProductPerChildMappingValue: s.externalProductPerChildMappingValue,
      isMappingMismatch: s.isMappingMismatch === 1,
      externalIsTicketPerPax: s.externalIsTicketPerPax === 1,
      offers: offers
        .filter((o) => o.timeSlotId === s.id)
        .map((o) => ({
          id: o.id,
          name: o.name,
          childrenAllowed: o.childrenAllowed === 1,
          periods: periodsOf(o.id),
        })),
      stopSellReason: s.stopSellReason,
      closedDays: closed
        .filter((c) => c.timeSlotId === s.id)
        .map((c) => ({ date: c.date, reason: c.reason })),
    })),
  };
}

/** A ticket's period as the slot editor prices it: recommended and agents' net per adult and child. */
function slotOfferPeriod(row: PeriodRow): SlotOfferPeriod {
  const stored = storedPrices(row);
  const pair = (pax: 'Adult' | 'Child') => {
    const { rec, net } = paxPrices(stored, pax);
    return { price: rec.base, agentsNet: net.base };
  };
  return {
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    currency: BASE_CURRENCY,
    adult: pair('Adult'),
    child: pair('Child'),
  };
}

/**
 * The supplier whose pick-up sets and ticket providers a group's slots may take: the group's own, among
 * the groups the caller reaches. 0 or none is a group not saved yet, which will be the caller's
 * supplier's. An unknown group or one out of reach: 404.
 */
export async function groupSupplier(db: Db, scope: RequestScope, groupId: number | undefined) {
  if (!groupId) return ownSupplierId(scope);
  const supplierId = await groupSupplierId(db, supplierFilter(scope), groupId);
  if (supplierId === undefined) throw notFound(GROUP_NOT_FOUND);
  return supplierId;
}

async function checkPickUpSet(db: Db, supplierId: number, id: number | null) {
  if (id == null) return;
  if (!(await pickUpSetOfSupplier(db, supplierId, id)))
    throw badRequest('Pick up time not found', { pickUpTimeId: 'Pick up time not found' });
}

export const PROVIDER_NOT_YOURS = 'Ticket provider not found or not yours';

/**
 * A slot may name only its own supplier's ticket provider, as a pick-up set: another's would be saved
 * and then answer 503 to every booking (the provider is looked up by the slot's supplier).
 */
async function checkProvider(db: Db, supplierId: number, id: number | null | undefined) {
  if (id == null) return;
  if (!(await providerOfSupplier(db, supplierId, id)))
    throw badRequest(PROVIDER_NOT_YOURS, { externalProviderId: PROVIDER_NOT_YOURS });
}

/**
 * Moves the capacity of the coming dates' seat rows, so the next booking counts against the new one, or
 * refuses a capacity below the seats already sold on any of them, naming those dates. One write that
 * locks the rows and answers what they hold: under the group's lock (findGroupForCapacityChange) no
 * booking takes a seat between the check and the move, and a refusal rolls the move back with the rest.
 */
async function applyCapacity(
  trx: Db,
  groupId: number,
  unitIds: number[],
  capacity: number,
  today: string,
  field: string,
): Promise<void> {
  const moved = await moveSeatCapacity(trx, groupId, unitIds, capacity, today);
  const dates = [...new Set(oversoldDates(moved, capacity))];
  if (dates.length > 0) {
    throw new AppError('business_rule', capacityBelowSoldMessage(capacity, dates.map(toDisplayDate)), {
      fields: { [field]: BELOW_SOLD_FIELD_MESSAGE },
      body: { reason: 'capacity_below_sold', dates },
    });
  }
}

/**
 * Saves a group. A new one is the caller's own supplier's; an existing one (any supplier's the caller
 * reaches: the operator's staff reach every supplier's) stays its supplier's, and takes only that
 * supplier's pick-up set.
 */
export async function saveGroup(trx: Db, scope: RequestScope, g: GroupInput, now = new Date()) {
  const values = {
    name: g.name,
    pickUpTimeId: g.pickUpTimeId,
    capacity: g.capacity,
    minimumAdvancedBooking: g.minimumAdvancedBooking,
    isTimeSlotsIndependant: g.isTimeSlotsIndependant ? 1 : 0,
  };
  if (!g.id) {
    const supplierId = ownSupplierId(scope);
    await checkPickUpSet(trx, supplierId, g.pickUpTimeId);
    const row = await trx
      .insertInto('timeSlotGroups')
      .values({ ...values, supplierId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }
  // Locked before it is read: the capacity and the flag compared below are the ones bookings sell against.
  const existing = await findGroupForCapacityChange(trx, supplierFilter(scope), g.id);
  if (!existing) throw notFound(GROUP_NOT_FOUND);
  await checkPickUpSet(trx, existing.supplierId, g.pickUpTimeId);
  const today = todayUtc(now);
  const independent = existing.isTimeSlotsIndependant === 1;
  if (independent !== g.isTimeSlotsIndependant) {
    // Seats sold so far count against the group's pool or against each slot: they cannot be split.
    const units = independent ? (await slotIds(trx, existing.id)).map((s) => s.id) : [0];
    const sold = (await futureSeats(trx, existing.id, units, today)).filter((r) => r.booked > 0);
    if (sold.length > 0)
      throw rule(
        'Seats are already sold on coming dates: the slots cannot switch between shared and independent capacity',
        'isTimeSlotsIndependant',
      );
  } else if (existing.capacity !== g.capacity) {
    const units = independent ? await slotsUsingGroupCapacity(trx, existing) : [0];
    await applyCapacity(trx, existing.id, units, g.capacity, today, 'capacity');
  }
  await trx.updateTable('timeSlotGroups').set(values).where('id', '=', existing.id).execute();
  return { id: existing.id };
}

const slotIds = (db: Db, groupId: number) =>
  db.selectFrom('timeSlots').select('id').where('groupId', '=', groupId).execute();

async function slotsUsingGroupCapacity(db: Db, g: GroupRow): Promise<number[]> {
  const rows = await db
    .selectFrom('timeSlots')
    .select('id')
    .where('groupId', '=', g.id)
    .where('capacity', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Saves a slot of a group the caller reaches. The slot is its group's supplier's, and takes only that
 * supplier's pick-up set and ticket provider, whoever saves it.
 */
export async function saveSlot(trx: Db, scope: RequestScope, input: SlotInput, now = new Date()) {
  const { user } = scope;
  // Locked before it and the slot are read, as a group's save does: a slot's capacity is sold against too.
  const group = await findGroupForCapacityChange(trx, supplierFilter(scope), input.groupId);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const supplierId = group.supplierId;
  await checkPickUpSet(trx, supplierId, input.pickUpTimeId);
  const independent = group.isTimeSlotsIndependant === 1;
  const s = normaliseSlot(input, independent);
  await checkProvider(trx, supplierId, s.externalProviderId);
  const values = {
    groupId: group.id,
    name: s.name,
    description: s.description,
    startMinutes: s.startHour * 60 + s.startMinutes,
    endMinutes: s.endHour * 60 + s.endMinutes,
    timeType: s.timeType,
    interval: s.interval ?? null,
    pickUpTimeId: s.pickUpTimeId,
    duration: s.duration ?? null,
    cutOffResponseTime: s.cutOffResponseTime ?? null,
    type: s.type,
    daysOffered: selectionToMask(maskToSelection(s.daysOffered)),
    capacity: s.capacity ?? null,
    minimumAdvancedBooking: s.minimumAdvancedBooking ?? null,
    isExternalId: s.isExternalId ? 1 : 0,
    externalId: s.externalId,
    externalPerChildId: s.externalPerChildId,
    bookingReferencePrefix: s.bookingReferencePrefix,
    externalProviderId: s.externalProviderId,
    externalProviderCodeType: s.externalProviderCodeType,
    externalProviderDiffProductsAdultChild: s.externalProviderDiffProductsAdultChild ? 1 : 0,
    externalProductId: s.externalProductId,
    externalProductMappingValue: s.externalProductMappingValue,
    externalProductPerChildId: s.externalProductPerChildId,
    externalProductPerChildMappingValue: s.externalProductPerChildMappingValue,
    externalIsTicketPerPax: s.externalIsTicketPerPax ? 1 : 0,
    stopSellReason: s.stopSellReason,
  };
  if (!input.id) {
    const row = await insertSlot(trx, values);
    if (values.stopSellReason) await auditStopSell(trx, user, row.id, null, values.stopSellReason);
    return { id: row.id, groupId: group.id };
  }
  const existing = await findSlot(trx, { supplierId }, input.id);
  if (!existing) throw notFound(SLOT_NOT_FOUND);
  if (existing.groupId !== group.id)
    throw badRequest('A time slot cannot move to another group', { groupId: 'Not this slot’s group' });
  const before = existing.capacity ?? group.capacity;
  const after = values.capacity ?? group.capacity;
  if (independent && before !== after)
    await applyCapacity(trx, group.id, [existing.id], after, todayUtc(now), 'capacity');
  await updateSlot(trx, existing.id, values);
  if ((existing.stopSellReason ?? null) !== values.stopSellReason)
    await auditStopSell(trx, user, existing.id, null, values.stopSellReason);
  return { id: existing.id, groupId: group.id };
}

function auditStopSell(trx: Db, user: AuthUser, slotId: number, date: string | null, reason: string | null) {
  return audit(trx, {
    userId: user.id,
    action: reason ? 'timeslot.stopsell' : 'timeslot.reopen',
    subject: String(slotId),
    detail: { date, reason },
  });
}

/**
 * Closes a slot for sale with a reason on one day or on the days it runs in a range, or opens them again:
 * one write and one audit entry whatever the number of days. A range in which the slot runs on no day
 * changes nothing and says so.
 */
export async function setDayStopSell(trx: Db, scope: RequestScope, d: DayStopSell) {
  const { user } = scope;
  const slot = await findSlot(trx, supplierFilter(scope), d.timeSlotId);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  const dates = stopSellDays(d.date, d.dateTo, slot.daysOffered);
  if (dates.length === 0)
    throw new AppError('business_rule', NO_DAY_IN_RANGE_MESSAGE, {
      fields: { dateTo: NO_DAY_IN_RANGE_MESSAGE },
    });
  if (d.closed) {
    const closedAt = new Date().toISOString();
    await closeSlotDays(
      trx,
      dates.map((date) => ({ timeSlotId: slot.id, date, reason: d.reason, closedBy: user.id, closedAt })),
    );
  } else {
    await openSlotDays(trx, slot.id, dates);
  }
  const reason = d.closed ? (d.reason ?? 'closed') : null;
  await audit(trx, {
    userId: user.id,
    action: reason ? 'timeslot.stopsell' : 'timeslot.reopen',
    subject: String(slot.id),
    detail: d.dateTo
      ? { date: d.date, dateTo: d.dateTo, days: dates.length, reason }
      : { date: d.date, reason },
  });
  return { id: slot.id, groupId: slot.groupId, days: dates.length };
}
