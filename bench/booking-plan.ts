// The bookings the load bench may make: offers with live (capacity-checked) slots, on dates far enough
// ahead for any notice period, each with the total the agent would see (the client's own price
// summary), so the server takes seats and answers 201 — never 409 'Price changed' or 422 'full'.
// Seats left are read from the database, so repeated runs on one database plan around what earlier
// runs took; each capacity unit is filled to at most half, leaving headroom for what runs beside.
import { randomUUID } from 'node:crypto';
import type { NewBooking, NewBookingTour, OfferPriceLine } from '../contract';
import { NO_HOTEL_ID, TimeSlotType } from '../contract';
import { addDaysUtc, todayUtc } from '../domain/dates';
import { isOfferedOn, isoWeekdayOf } from '../domain/day-mask';
import { priceSummary } from '../domain/new-booking';
import type { Db } from '../server/db/database';
import { apiJson } from './api-sessions';

export interface PlannedBooking {
  tourId: number;
  offerId: number;
  timeSlotId: number;
  date: string;
  expectedTotal: number;
}

/** Days ahead of the first planned date: past every notice period of the demo and scale worlds. */
const FIRST_DAY = 7;
const LAST_DAY = 365;

interface SlotUnit {
  slotId: number;
  unitKey: string;
  capacity: number;
}

async function slotUnits(db: Db): Promise<Map<number, SlotUnit>> {
  const rows = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 's.groupId', 's.capacity', 'g.capacity as groupCapacity', 'g.isTimeSlotsIndependant'])
    .where('s.isDeleted', '=', 0)
    .where('s.type', '=', TimeSlotType.Live)
    .execute();
  return new Map(
    rows.map((r) => {
      const independent = r.isTimeSlotsIndependant === 1;
      // The same unit the booking service takes seats from (create-booking.ts).
      const unitKey = `${r.groupId}:${independent ? r.id : 0}`;
      return [
        r.id,
        { slotId: r.id, unitKey, capacity: independent ? (r.capacity ?? r.groupCapacity) : r.groupCapacity },
      ];
    }),
  );
}

async function seatsBookedOn(db: Db, date: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('slotSeats')
    .select(['groupId', 'timeSlotId', 'booked'])
    .where('date', '=', date)
    .execute();
  return new Map(rows.map((r) => [`${r.groupId}:${r.timeSlotId}`, Number(r.booked)]));
}

/** Plans up to `wanted` one-adult bookings. Fewer come back when the catalogue has no more room. */
export async function planBookings(
  url: string,
  agentToken: string,
  db: Db,
  wanted: number,
): Promise<PlannedBooking[]> {
  const tours = await apiJson<NewBookingTour[]>(url, agentToken, '/api/agent/tours/fornewbooking');
  const units = await slotUnits(db);
  const plan: PlannedBooking[] = [];
  const today = todayUtc();
  for (let day = FIRST_DAY; day <= LAST_DAY && plan.length < wanted; day++) {
    const date = addDaysUtc(today, day);
    const booked = await seatsBookedOn(db, date);
    const planned = new Map<string, number>();
    for (const tour of tours) {
      const offers = tour.offers.filter(
        (o) =>
          o.minNumOfPeople <= 1 && o.maxNumOfPeople >= 1 && isOfferedOn(o.daysOffered, isoWeekdayOf(date)),
      );
      if (offers.length === 0) continue;
      const lines = await apiJson<OfferPriceLine[]>(
        url,
        agentToken,
        `/api/agent/offers/price?tourId=${tour.id}&date=${date}`,
      );
      for (const offer of offers) {
        const total = priceSummary(lines, offer.id, 1, 0)?.total.usd;
        if (total === undefined) continue; // no price on this date
        for (const slot of offer.timeSlots) {
          const unit = units.get(slot.id);
          if (!unit || !isOfferedOn(slot.daysOffered, isoWeekdayOf(date))) continue;
          const taken = (booked.get(unit.unitKey) ?? 0) + (planned.get(unit.unitKey) ?? 0);
          const room = Math.floor(unit.capacity / 2) - taken;
          const count = Math.min(room, wanted - plan.length);
          for (let i = 0; i < count; i++)
            plan.push({
              tourId: tour.id,
              offerId: offer.id,
              timeSlotId: slot.id,
              date,
              expectedTotal: total,
            });
          if (count > 0) planned.set(unit.unitKey, (planned.get(unit.unitKey) ?? 0) + count);
        }
      }
    }
  }
  // Interleave dates and slots, so concurrent requests spread over many capacity rows as real sales do.
  return plan
    .map((p, i) => ({ p, k: (i * 7919) % plan.length }))
    .sort((a, b) => a.k - b.k)
    .map(({ p }) => p);
}

/** The request body of a planned booking, with a fresh device-made clientRef. */
export function newBookingBody(p: PlannedBooking, guestNumber: number): NewBooking {
  return {
    clientRef: randomUUID(),
    date: p.date,
    hotelId: NO_HOTEL_ID,
    tourId: p.tourId,
    offerId: p.offerId,
    timeSlotId: p.timeSlotId,
    adults: 1,
    children: 0,
    infants: 0,
    guestName: `Bench Guest ${guestNumber}`,
    expectedTotal: p.expectedTotal,
  };
}
