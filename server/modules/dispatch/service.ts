// Dispatch and My day (issue 25 items 3 and 4): operations and the supplier's admin assign a slot-day's
// guide, driver and vehicle; a guide or driver reads their own slot-days of today and tomorrow.
import type {
  CrewRefusal,
  CrewRole,
  CrewStaff,
  MyDay,
  MyDaySlot,
  SlotDayCrew,
  crewAssignmentSchema,
} from '../../../contract';
import type { z } from 'zod';
import { addDaysUtc } from '../../../domain/dates';
import { isOfferedOn, isoWeekdayOf } from '../../../domain/day-mask';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../../domain/local-time';
import { supplierFilter, type RequestScope, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import { slotOfSupplier } from '../availability/repo';
import { SLOT_NOT_FOUND, slotDay } from '../availability/service';
import { audit } from '../auth/repo';
import { clearCrew, crewDaysOf, crewOf, crewStaffOf, holdsCrewRole, saveCrew, toursOfSlots } from './repo';
import { supplierTimeZone } from '../suppliers/repo';
import { member, slotDayCrew } from './crew-answer';

export { isAssigned } from './repo';

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The staff of a slot's supplier who may work it: its guides and drivers, active, by name. */
export async function crewStaff(db: Db, suppliers: SupplierFilter, timeSlotId: number): Promise<CrewStaff[]> {
  const slot = await slotOfSupplier(db, suppliers, timeSlotId);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  const byId = new Map<number, CrewStaff>();
  for (const r of await crewStaffOf(db, slot.supplierId)) {
    const staff = byId.get(r.id) ?? { id: r.id, fullName: r.fullName, phone: r.phone, roles: [] };
    staff.roles.push(r.role as CrewRole);
    byId.set(r.id, staff);
  }
  return [...byId.values()];
}

function refuse(reason: CrewRefusal, message: string, field: string): AppError {
  return new AppError('business_rule', message, { fields: { [field]: message }, body: { reason } });
}

export const NOT_GUIDE_MESSAGE = 'The guide must be a guide of this time slot’s supplier';
export const NOT_DRIVER_MESSAGE = 'The driver must be a driver of this time slot’s supplier';

/**
 * Sets a slot-day's guide, driver and vehicle (null clears each; all null removes the crew). The slot
 * must be in the caller's reach (else 404, as any unknown slot) and run that day (the day mask the
 * bookings obey); the guide a guide, the driver a driver, of the slot's own supplier, and active. The
 * last save wins; each is audited with what it replaced.
 */
export async function assignCrew(
  trx: Db,
  scope: RequestScope,
  input: z.output<typeof crewAssignmentSchema>,
  now = new Date(),
): Promise<StoredAnswer<SlotDayCrew>> {
  const { timeSlotId, date, guideId, driverId, vehicle } = input;
  const slot = await slotOfSupplier(trx, supplierFilter(scope), timeSlotId);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  if (!isOfferedOn(slot.daysOffered, isoWeekdayOf(date))) {
    const day = WEEKDAYS[isoWeekdayOf(date)];
    throw refuse('not_running', `${slot.name} does not run on ${day}`, 'date');
  }
  if (guideId != null && !(await holdsCrewRole(trx, guideId, slot.supplierId, 'guide')))
    throw refuse('not_guide', NOT_GUIDE_MESSAGE, 'guideId');
  if (driverId != null && !(await holdsCrewRole(trx, driverId, slot.supplierId, 'driver')))
    throw refuse('not_driver', NOT_DRIVER_MESSAGE, 'driverId');
  const before = await crewOf(trx, timeSlotId, date);
  if (guideId == null && driverId == null && vehicle == null) await clearCrew(trx, timeSlotId, date);
  else
    await saveCrew(trx, {
      timeSlotId,
      date,
      guideId,
      driverId,
      vehicle,
      updatedBy: scope.user.id,
      updatedAt: now.toISOString(),
    });
  await audit(trx, {
    userId: scope.user.id,
    action: 'dispatch.crew',
    subject: `${timeSlotId}/${date}`,
    detail: {
      before: before ? { guideId: before.guideId, driverId: before.driverId, vehicle: before.vehicle } : null,
      after: { guideId, driverId, vehicle },
    },
  });
  return { status: 200, body: await slotDayCrew(trx, timeSlotId, date) };
}

/** 'HH:MM' of a pick-up window's text ('HH:MM' or 'HH:MM-HH:MM'). */
const startOf = (window: string) => window.slice(0, 5);

/**
 * The caller's slot-days today and tomorrow on their supplier's calendar (a guide in Dubai at 01:00 UTC
 * is already in Dubai's tomorrow), each with its tours, start, first pick-up, guests, vehicle and the
 * other assignee. The bookings are read as the manifest reads them (the one pick-up rule).
 */
export async function myDay(db: Db, scope: RequestScope, now = new Date()): Promise<MyDay> {
  const supplierId = scope.supplier?.supplierId;
  const timeZone = supplierId != null ? await supplierTimeZone(db, supplierId) : DEFAULT_TIME_ZONE;
  const today = localDateOf(now, timeZone);
  const tomorrow = addDaysUtc(today, 1);
  const me = scope.user.id;
  const rows = await crewDaysOf(db, me, [today, tomorrow]);
  const tours = await toursOfSlots(db, [...new Set(rows.map((r) => r.timeSlotId))]);
  const slots: MyDaySlot[] = [];
  for (const r of rows) {
    // Read as the operator's reach: the crew row already says the slot-day is this caller's.
    const day = await slotDay(db, { all: true }, r.timeSlotId, r.date);
    const role: CrewRole = r.guideId === me ? 'guide' : 'driver';
    const partner =
      role === 'guide'
        ? r.driverId !== me
          ? member(r.driverId, r.driverName, r.driverPhone)
          : null
        : member(r.guideId, r.guideName, r.guidePhone);
    const firstPickUp = day.bookings.find((b) => b.pickUpTime)?.pickUpTime;
    slots.push({
      timeSlotId: r.timeSlotId,
      date: r.date,
      role,
      slotName: r.slotName,
      tours: tours
        .filter((t) => t.timeSlotId === r.timeSlotId)
        .map((t) => t.tour)
        .sort((a, b) => a.localeCompare(b, 'en')),
      startTime: day.slot.startTime,
      pickUpStart: firstPickUp ? startOf(firstPickUp) : null,
      bookings: day.bookings.length,
      adults: day.bookings.reduce((n, b) => n + b.numAdults, 0),
      children: day.bookings.reduce((n, b) => n + b.numChildren, 0),
      infants: day.bookings.reduce((n, b) => n + b.numInfants, 0),
      vehicle: r.vehicle,
      partner,
    });
  }
  slots.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.pickUpStart ?? a.startTime ?? '99').localeCompare(b.pickUpStart ?? b.startTime ?? '99') ||
      a.timeSlotId - b.timeSlotId,
  );
  return { today, tomorrow, timeZone, slots };
}
