import type { Insertable } from 'kysely';
import type { DB } from '../tables';
import { arrivalBookings, partyFor, statusFor, walkInGuest, type Ctx } from './bookings';
import { draftBooking, type Draft } from './booking-draft';
import type { SeedOffer } from './catalogue';
import { addDays, daysBetween } from './dates';
import type { SeedHotel } from './geography';
import type { SeedGroup } from './groups';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';
import { phoneNumber, pickNationality } from './travellers';

/** Tour dates of the scale bookings: two years back to a month ahead. */
export const BOOKING_FIRST_DAY = -720;
export const BOOKING_LAST_DAY = 30;
/** Share of bookings made for in-house arrivals who bought from the sales reps. */
const FROM_ARRIVALS = 0.04;
const CHUNK = 20_000;

export interface ScaleBookingRefs {
  hotels: SeedHotel[];
  dubaiRegionIds: number[];
  agentIdsByAgency: Map<number, number[]>;
  salesStaffIds: number[];
  offers: SeedOffer[];
  groups: SeedGroup[];
  /** agent@caravan.demo and agencyadmin@caravan.demo, who get a share of Sunrise Travel's bookings. */
  agentId: number;
  agencyAdminId: number;
  sunriseId: number;
}

/**
 * A million bookings, day by day, by the demo's rules (draftBooking: weekdays, slots with room, the
 * period's price; seats taken in the shared SeatMap). Sunrise Travel sells a tenth of them, a tenth of
 * those by agent@. Ids follow the tour date; a chunk of rows per transaction.
 */
export async function seedScaleBookings(
  loader: ScaleLoader,
  rng: Random,
  refs: ScaleBookingRefs,
  ctx: Ctx,
  target: number,
  firstId: number,
): Promise<void> {
  const byDate = new Map<string, Draft[]>();
  const fromArrivals = arrivalBookings(rng, refs, ctx, Math.round(target * FROM_ARRIVALS), {
    first: BOOKING_FIRST_DAY,
    last: BOOKING_LAST_DAY,
  });
  for (const d of fromArrivals) {
    const list = byDate.get(d.date) ?? [];
    list.push(d);
    byDate.set(d.date, list);
  }

  const offerWeights = refs.offers.map((o) => [o, o.popularity] as const);
  const hotelsByCity = new Map<number, SeedHotel[]>();
  for (const h of refs.hotels) {
    const list = hotelsByCity.get(h.cityId) ?? [];
    list.push(h);
    hotelsByCity.set(h.cityId, list);
  }
  const others = [...refs.agentIdsByAgency.keys()].filter((id) => id !== refs.sunriseId);
  const walkInTarget = target - fromArrivals.length;
  const days = daysBetween(addDays(ctx.today, BOOKING_FIRST_DAY), addDays(ctx.today, BOOKING_LAST_DAY)) + 1;

  let id = firstId;
  let voucher = 5_000_000;
  let made = 0;
  let buffer: Insertable<DB['bookings']>[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(ctx.today, BOOKING_FIRST_DAY + day);
    const drafts = byDate.get(date) ?? [];
    const wanted = Math.round(((day + 1) * walkInTarget) / days) - Math.round((day * walkInTarget) / days);
    for (let n = 0, attempt = 0; n < wanted && attempt < wanted * 20; attempt++) {
      const draft = walkIn(rng, refs, ctx, date, offerWeights, hotelsByCity, others);
      if (draft) {
        drafts.push(draft);
        n++;
      }
    }
    for (const { hasVoucher, ...d } of drafts) {
      voucher += rng.int(1, 4);
      buffer.push({ id: id++, ...d, voucher: hasVoucher ? `V-${voucher}` : null });
    }
    made += drafts.length;
    if (buffer.length >= CHUNK || day === days - 1) {
      await loader.insert({ bookings: buffer });
      buffer = [];
    }
  }
  if (made < target * 0.98)
    throw new Error(`Scale seed: only ${made} of ${target} bookings found room in the slots`);
}

function walkIn(
  rng: Random,
  refs: ScaleBookingRefs,
  ctx: Ctx,
  date: string,
  offerWeights: (readonly [SeedOffer, number])[],
  hotelsByCity: Map<number, SeedHotel[]>,
  others: number[],
): Draft | null {
  const offer = rng.weighted(offerWeights);
  const hotel = rng.pick(hotelsByCity.get(rng.pick(offer.cityIds)) ?? refs.hotels);
  const custom = rng.chance(0.04);
  const sunrise = rng.chance(0.1) || others.length === 0;
  const agencyId = sunrise ? refs.sunriseId : rng.pick(others);
  const agentId = !sunrise
    ? rng.pick(refs.agentIdsByAgency.get(agencyId)!)
    : rng.weighted([
        [refs.agentId, 10],
        [refs.agencyAdminId, 3],
        [rng.pick(refs.agentIdsByAgency.get(agencyId)!), 87],
      ] as const);
  const nat = pickNationality(rng, offer.language === 'ru');
  const phone = phoneNumber(rng, nat.phone);
  return draftBooking(
    rng,
    ctx,
    offer,
    date,
    partyFor(rng, offer),
    statusFor(rng, date, ctx.today, offer.onRequest),
    {
      agencyId,
      agentId,
      staffAgentId: rng.chance(0.02) ? -rng.pick(refs.salesStaffIds) : null,
      ...walkInGuest(rng, nat, phone, hotel, custom, refs.dubaiRegionIds),
      arrivalId: null,
      groupId: null,
      groupInfoId: null,
    },
  );
}
