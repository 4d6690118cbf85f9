import type { z } from 'zod';
import {
  BookingStatus,
  TimeType,
  type AvailabilityFilters,
  type AvailabilityGrid,
  type AvailabilitySlot,
  type CrewBrief,
  type ManifestBooking,
  type SlotDay,
  type availabilityQuerySchema,
} from '../../../contract';
import {
  chartDays,
  checkedInOnChart,
  fullnessBand,
  poolTotals,
  seatsLeft,
  seatsOf,
} from '../../../domain/availability';
import { todayUtc } from '../../../domain/dates';
import { isOfferedOn, isoWeekdayOf } from '../../../domain/day-mask';
import { localDateOf } from '../../../domain/local-time';
import { resolvePickUp, type PickUpWindow } from '../../../domain/pick-up';
import { slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';
import { minutesToTime } from '../../../domain/time-input';
import { reachesAll, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { slotDayCrew } from '../dispatch/crew-answer';
import { crewsInWindow } from '../dispatch/repo';
import {
  chartSlots,
  checkedInPerSlotDay,
  closedDay,
  closedPerSlotDay,
  filterChoices,
  pickUpEntries,
  slotDayBookings,
  slotOfSupplier,
  soldPerSlotDay,
  unitSoldOn,
  type ChartSlotRow,
} from './repo';

export const SLOT_NOT_FOUND = 'Time slot not found or you are not allowed to see it';

type GridQuery = z.output<typeof availabilityQuerySchema>;

const startTimeOf = (s: { timeType: number; startMinutes: number }) =>
  s.timeType === TimeType.NoTime ? null : minutesToTime(s.startMinutes);

/** The supplier's slots × days: capacity, sold, left, waiting, closed and a band per slot-day. */
export async function availabilityGrid(
  db: Db,
  suppliers: SupplierFilter,
  q: GridQuery,
  now = new Date(),
): Promise<AvailabilityGrid> {
  const from = q.from ?? todayUtc(now);
  const days = chartDays(from, q.days);
  const to = days[days.length - 1];
  // The three statements go together: none needs another's answer, so PostgreSQL answers them in one
  // round trip's time. A shared pool counts every slot of its group, also those the tour or external
  // filter leaves out.
  const [slots, sold, closed, crews, checkedIn] = await Promise.all([
    chartSlots(db, suppliers, q),
    soldPerSlotDay(db, suppliers, days, q.groupId),
    closedPerSlotDay(db, suppliers, from, to),
    crewsInWindow(db, suppliers, from, to),
    checkedInPerSlotDay(db, suppliers, from, to),
  ]);
  if (slots.length === 0) return { from, days, asOf: now.toISOString(), slots: [] };
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const zeros = () => Array.from({ length: days.length }, () => 0);
  const soldBySlot = new Map<number, number[]>();
  const waitingBySlot = new Map<number, number[]>();
  const soldByGroup = new Map<number, number[][]>();
  for (const r of sold) {
    const i = dayIndex.get(r.date);
    if (i === undefined || r.timeSlotId == null) continue;
    let row = soldBySlot.get(r.timeSlotId);
    if (!row) {
      row = zeros();
      soldBySlot.set(r.timeSlotId, row);
      const group = soldByGroup.get(r.groupId) ?? [];
      group.push(row);
      soldByGroup.set(r.groupId, group);
    }
    row[i] += Number(r.sold);
    const waiting = waitingBySlot.get(r.timeSlotId) ?? zeros();
    waiting[i] += Number(r.waiting);
    waitingBySlot.set(r.timeSlotId, waiting);
  }
  const closedBySlot = new Map<number, (string | null)[]>();
  for (const c of closed) {
    const i = dayIndex.get(c.date);
    if (i === undefined) continue;
    const row = closedBySlot.get(c.timeSlotId) ?? days.map(() => null);
    row[i] = c.reason ?? '';
    closedBySlot.set(c.timeSlotId, row);
  }
  const crewBySlot = new Map<number, (CrewBrief | null)[]>();
  for (const c of crews) {
    const i = dayIndex.get(c.date);
    if (i === undefined) continue;
    const row = crewBySlot.get(c.timeSlotId) ?? days.map(() => null);
    row[i] = { guide: c.guide, driver: c.driver, vehicle: c.vehicle };
    crewBySlot.set(c.timeSlotId, row);
  }
  const guestsBySlot = new Map<number, number[]>();
  for (const c of checkedIn) {
    const i = dayIndex.get(c.date);
    if (i === undefined) continue;
    const row = guestsBySlot.get(c.timeSlotId) ?? zeros();
    row[i] = Number(c.guests);
    guestsBySlot.set(c.timeSlotId, row);
  }
  // Which day is today is the slot's supplier's: at 00:30 in Dubai its new day has begun while UTC's
  // calendar still shows the day before. One date per zone, not per slot.
  const todayIn = new Map<string, string>();
  const checkedInOf = (s: ChartSlotRow): (number | null)[] => {
    const today = todayIn.get(s.timeZone) ?? localDateOf(now, s.timeZone);
    todayIn.set(s.timeZone, today);
    const guests = guestsBySlot.get(s.id);
    return days.map((d, i) => checkedInOnChart(d, today, guests?.[i] ?? 0));
  };
  const poolOf = new Map<number, number[]>();
  const weekdays = days.map(isoWeekdayOf);
  const showSupplier = reachesAll(suppliers);
  return {
    from,
    days,
    asOf: now.toISOString(),
    slots: slots.map((s) => {
      const shared = !s.isTimeSlotsIndependant;
      const own = soldBySlot.get(s.id) ?? zeros();
      let unit = own;
      if (shared) {
        unit = poolOf.get(s.groupId) ?? poolTotals(soldByGroup.get(s.groupId) ?? [], days.length);
        poolOf.set(s.groupId, unit);
      }
      return slotRow(s, showSupplier, {
        own,
        unit,
        weekdays,
        closed: closedBySlot.get(s.id),
        waiting: waitingBySlot.get(s.id),
        crew: crewBySlot.get(s.id),
        checkedIn: checkedInOf(s),
      });
    }),
  };
}

function slotRow(
  s: ChartSlotRow,
  showSupplier: boolean,
  d: {
    own: number[];
    unit: number[];
    weekdays: number[];
    closed: (string | null)[] | undefined;
    waiting: number[] | undefined;
    crew: (CrewBrief | null)[] | undefined;
    checkedIn: (number | null)[];
  },
): AvailabilitySlot {
  const capacity = slotCapacity({
    isTimeSlotsIndependant: s.isTimeSlotsIndependant,
    capacity: s.capacity,
    groupCapacity: s.groupCapacity,
  });
  const closed = d.weekdays.map((_, i) => (s.stopSellReason ? s.stopSellReason : (d.closed?.[i] ?? null)));
  return {
    id: s.id,
    name: s.name,
    groupId: s.groupId,
    groupName: s.groupName,
    supplierName: showSupplier ? s.supplierName : null,
    startTime: startTimeOf(s),
    type: s.type,
    isExternal: s.isExternalId === 1,
    isShared: !s.isTimeSlotsIndependant,
    capacity,
    stopSellReason: s.stopSellReason,
    sold: d.own,
    left: d.unit.map((taken) => seatsLeft(capacity, taken)),
    waiting: d.waiting ?? d.own.map(() => 0),
    closed,
    band: d.unit.map((taken, i) =>
      fullnessBand({
        capacity,
        unitSold: taken,
        closed: closed[i] !== null,
        offered: isOfferedOn(s.daysOffered, d.weekdays[i]),
      }),
    ),
    crew: d.crew ?? d.own.map(() => null),
    checkedIn: d.checkedIn,
  };
}

export async function availabilityFilters(db: Db, suppliers: SupplierFilter): Promise<AvailabilityFilters> {
  return filterChoices(db, suppliers);
}

const pickUpText = (w: PickUpWindow | null): string | null =>
  !w
    ? null
    : w.timeEnd !== w.timeStart
      ? `${minutesToTime(w.timeStart)}-${minutesToTime(w.timeEnd)}`
      : minutesToTime(w.timeStart);

/**
 * One slot-day with its bookings, as the cell's sheet and the manifest show them. A booking keeps the
 * pick-up window it was sold with; one without (sold before the set had the hotel) is resolved by the
 * one pick-up rule from the set's entries, read once for the whole day (no query per booking).
 */
export async function slotDay(
  db: Db,
  suppliers: SupplierFilter,
  slotId: number,
  date: string,
  now = new Date(),
): Promise<SlotDay> {
  const slot = await slotOfSupplier(db, suppliers, slotId);
  if (!slot) throw new AppError('not_found', SLOT_NOT_FOUND);
  const [rows, unitSold, closedRow, crew, checkedIn] = await Promise.all([
    slotDayBookings(db, slot.id, date),
    unitSoldOn(db, slot, date),
    closedDay(db, slot.id, date),
    slotDayCrew(db, slot.id, date),
    checkedInPerSlotDay(db, suppliers, date, date, slot.id),
  ]);
  const setId = slotPickUpTimeId(slot.pickUpTimeId, slot.groupPickUpTimeId);
  const unresolved = rows.filter((r) => r.pickUpTimeStart == null && r.hotelId != null);
  const entries =
    setId != null && unresolved.length > 0
      ? await pickUpEntries(
          db,
          setId,
          [...new Set(unresolved.map((r) => r.hotelId!))],
          [
            ...new Set(
              unresolved.map((r) => r.regionId ?? r.hotelRegionId).filter((v): v is number => v != null),
            ),
          ],
        )
      : null;
  const bookings: ManifestBooking[] = rows.map((r) => {
    let window: PickUpWindow | null =
      r.pickUpTimeStart != null
        ? { timeStart: r.pickUpTimeStart, timeEnd: r.pickUpTimeEnd ?? r.pickUpTimeStart }
        : null;
    if (!window && entries && r.hotelId != null) {
      const regionId = r.regionId ?? r.hotelRegionId;
      window = resolvePickUp({
        isFixedTime: entries.isFixedTime,
        hotel: entries.hotels.find((h) => h.hotelId === r.hotelId) ?? null,
        region: entries.regions.find((g) => g.regionId === regionId) ?? null,
        slotStart: r.startMinutes ?? slot.startMinutes,
      });
    }
    return {
      id: r.id,
      guestName: r.guestName,
      hotel: r.hotelName ?? r.customHotelName ?? null,
      roomNumber: r.roomNumber,
      pickUpTime: pickUpText(window),
      phones: r.tel,
      numAdults: r.numAdults,
      numChildren: r.numChildren,
      numInfants: r.numInfants,
      pax: seatsOf(r),
      status: r.status,
      agencyName: r.agencyName ?? null,
      tourName: r.tourName,
      offerName: r.offerName,
      voucher: r.voucher,
      notes: r.notes,
    };
  });
  bookings.sort((a, b) => (a.pickUpTime ?? '99').localeCompare(b.pickUpTime ?? '99') || a.id - b.id);
  const capacity = slotCapacity({
    isTimeSlotsIndependant: slot.isTimeSlotsIndependant,
    capacity: slot.capacity,
    groupCapacity: slot.groupCapacity,
  });
  const closed = slot.stopSellReason ?? (closedRow ? (closedRow.reason ?? '') : null);
  return {
    date,
    slot: {
      id: slot.id,
      name: slot.name,
      groupName: slot.groupName,
      startTime: startTimeOf(slot),
      type: slot.type,
      isShared: !slot.isTimeSlotsIndependant,
    },
    capacity,
    sold: bookings.reduce((n, b) => n + b.pax, 0),
    left: seatsLeft(capacity, unitSold),
    waiting: bookings.filter((b) => b.status === BookingStatus.PendingVerification).length,
    closed,
    band: fullnessBand({
      capacity,
      unitSold,
      closed: closed !== null,
      offered: isOfferedOn(slot.daysOffered, isoWeekdayOf(date)),
    }),
    bookings,
    crew,
    checkedIn: checkedInOnChart(date, localDateOf(now, slot.timeZone), Number(checkedIn[0]?.guests ?? 0)),
  };
}
