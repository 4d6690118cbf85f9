import { BookingStatus as Status } from '../../../contract/enums';
import { ageOn } from '../../../domain/dates';
import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { draftBooking, type Draft, type Party } from './booking-draft';
import type { SeedOffer } from './catalogue';
import { CUSTOM_LOCATIONS } from './content/travellers';
import { addDays, daysBetween, earlier, later } from './dates';
import type { SeedHotel } from './geography';
import type { SeedGroup } from './groups';
import type { Random } from './random';
import type { Schedules } from './schedules';
import { SeatMap } from './seats';
import { localPhone, makePerson, phoneNumber, pickNationality } from './travellers';

export interface BookingRefs {
  hotels: SeedHotel[];
  dubaiRegionIds: number[];
  /** Agency id → its agents, the agency's own agent first. */
  agentIdsByAgency: Map<number, number[]>;
  salesStaffIds: number[];
  offers: SeedOffer[];
  schedules: Schedules;
  groups: SeedGroup[];
}

export interface BookingTargets {
  /** Bookings agents made for guests they found themselves. */
  walkIn: number;
  /** Bookings made for in-house arrivals who bought from our sales reps. */
  fromArrivals: number;
}

const FIRST_DAY = -60;
const LAST_DAY = 30;

/**
 * Bookings from 60 days ago to 30 days ahead over all statuses, within each slot's days and capacity;
 * some for in-house arrivals. The seats they take go to slotSeats, so availability and bookings agree.
 */
export async function seedBookings(
  db: Db,
  rng: Random,
  refs: BookingRefs,
  today: string,
  targets: BookingTargets,
  counts: SeedCounts,
): Promise<SeatMap> {
  const seats = new SeatMap();
  const ctx = { schedules: refs.schedules, seats, today };
  const drafts = [
    ...walkIns(rng, refs, ctx, targets.walkIn),
    ...arrivalBookings(rng, refs, ctx, targets.fromArrivals),
  ];

  drafts.sort((a, b) =>
    a.bookingDateTime < b.bookingDateTime ? -1 : a.bookingDateTime > b.bookingDateTime ? 1 : 0,
  );
  let voucher = 100_234;
  const bookings = drafts.map(({ hasVoucher, ...d }, i) => {
    voucher += rng.int(1, 4);
    return { id: i + 1, ...d, voucher: hasVoucher ? `V-${voucher}` : null };
  });

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'bookings', bookings, counts);
    await insertBatched(trx, 'slotSeats', seats.rows(), counts);
  });
  // The scale seed books on top of these seats.
  return seats;
}

export type Ctx = Parameters<typeof draftBooking>[1];

/** Guests agents found themselves; most for Sunrise Travel, the agency of agent@ and agencyadmin@. */
function walkIns(rng: Random, refs: BookingRefs, ctx: Ctx, target: number): Draft[] {
  const drafts: Draft[] = [];
  const offerWeights = refs.offers.map((o) => [o, o.popularity] as const);
  const agencyWeights = [...refs.agentIdsByAgency.keys()].map((id, i) => [id, [60, 25, 15][i] ?? 5] as const);
  const hotelsByCity = new Map<number, SeedHotel[]>();
  for (const h of refs.hotels) hotelsByCity.set(h.cityId, [...(hotelsByCity.get(h.cityId) ?? []), h]);
  for (let attempt = 0; drafts.length < target && attempt < target * 20; attempt++) {
    const offer = rng.weighted(offerWeights);
    const date = addDays(ctx.today, rng.int(FIRST_DAY, LAST_DAY));
    const hotel = rng.pick(hotelsByCity.get(rng.pick(offer.cityIds)) ?? refs.hotels);
    const custom = rng.chance(0.04);
    const agencyId = rng.weighted(agencyWeights);
    // Russian-language tours are sold to Russian speakers.
    const nat = pickNationality(rng, offer.language === 'ru');
    const phone = phoneNumber(rng, nat.phone);
    const draft = draftBooking(
      rng,
      ctx,
      offer,
      date,
      partyFor(rng, offer),
      statusFor(rng, date, ctx.today, offer.onRequest),
      {
        agencyId,
        agentId: rng.pick(refs.agentIdsByAgency.get(agencyId)!),
        staffAgentId: rng.chance(0.02) ? -rng.pick(refs.salesStaffIds) : null,
        ...walkInGuest(rng, nat, phone, hotel, custom, refs.dubaiRegionIds),
        arrivalId: null,
        groupId: null,
        groupInfoId: null,
      },
    );
    if (draft) drafts.push(draft);
  }
  return drafts;
}

/**
 * The guest of a booking made without an in-house arrival: name, phones, room and where to pick up
 * (a hotel, or one of the custom locations in a Dubai region). Draws from `rng` in a fixed order, so
 * the demo world stays the same.
 */
export function walkInGuest(
  rng: Random,
  nat: ReturnType<typeof pickNationality>,
  phone: string,
  hotel: SeedHotel,
  custom: boolean,
  dubaiRegionIds: number[],
) {
  return {
    guestName: makePerson(rng, nat, rng.chance(0.55) ? 'male' : 'female').name,
    tel: rng.chance(0.75) ? (rng.chance(0.2) ? `${phone}, ${localPhone(rng)}` : phone) : null,
    roomNumber:
      !custom && rng.chance(0.4) ? `${rng.int(2, 40)}${String(rng.int(1, 40)).padStart(2, '0')}` : null,
    hotelId: custom ? null : hotel.id,
    regionId: custom ? rng.pick(dubaiRegionIds) : hotel.regionId,
    customHotelName: custom ? rng.pick(CUSTOM_LOCATIONS) : null,
  };
}

/**
 * Groups that bought from our reps while in house: one tour each, then second tours for some; tour
 * dates stay within `window` (days from today).
 */
export function arrivalBookings(
  rng: Random,
  refs: Pick<BookingRefs, 'agentIdsByAgency' | 'offers' | 'groups'>,
  ctx: Ctx,
  target: number,
  window: { first: number; last: number } = { first: FIRST_DAY, last: LAST_DAY },
): Draft[] {
  const drafts: Draft[] = [];
  const buyers = rng.shuffle(refs.groups.filter((g) => g.buys));
  for (let i = 0; drafts.length < target && i < buyers.length * 4; i++) {
    const group = buyers[i % buyers.length];
    // Tours run between the day after arrival and the day before departure.
    const first = later(addDays(group.arrivalDate, 1), addDays(ctx.today, window.first));
    const last = earlier(addDays(group.departureDate, -1), addDays(ctx.today, window.last));
    if (first > last) continue;
    const date = addDays(first, rng.int(0, daysBetween(first, last)));
    const offers = refs.offers.filter((o) => o.cityIds.includes(group.hotel.cityId));
    if (offers.length === 0) continue;
    const offer = rng.weighted(offers.map((o) => [o, o.popularity] as const));
    const party = groupParty(group, date);
    if ((party.children > 0 && !offer.childrenAllowed) || (party.infants > 0 && !offer.infantsAllowed))
      continue;
    if (party.adults + party.children + party.infants > offer.maxPeople) continue;
    const status =
      date < ctx.today
        ? rng.weighted([
            [Status.New, 6],
            [Status.Completed, 4],
          ] as const)
        : offer.onRequest
          ? Status.PendingVerification
          : Status.New;
    const lead = group.members[0];
    const draft = draftBooking(rng, ctx, offer, date, party, status, {
      agencyId: group.agencyId,
      agentId: refs.agentIdsByAgency.get(group.agencyId)![0],
      // Reps mostly book under the agency's own agent; some bookings carry the rep as staff agent.
      staffAgentId: group.salesStaffId !== null && rng.chance(0.4) ? -group.salesStaffId : null,
      guestName: lead.name,
      tel: group.phoneNumbers ?? lead.phone,
      roomNumber: group.roomNumber,
      hotelId: group.hotel.id,
      regionId: group.hotel.regionId,
      customHotelName: null,
      arrivalId: lead.arrivalId,
      groupId: group.groupId,
      groupInfoId: group.groupInfoId,
    });
    if (draft) drafts.push(draft);
  }
  return drafts;
}

/** Mostly couples, some families with children; within the offer's limits and age rules. */
export function partyFor(rng: Random, offer: SeedOffer): Party {
  const children = offer.childrenAllowed && rng.chance(0.3) ? rng.int(1, 2) : 0;
  const infants = offer.infantsAllowed && rng.chance(0.08) ? 1 : 0;
  const wanted = rng.weighted([
    [1, 15],
    [2, 45],
    [3, 15],
    [4, 15],
    [5, 6],
    [6, 4],
  ] as const);
  const adults = Math.max(offer.minPeople, Math.min(wanted, offer.maxPeople - children - infants));
  return {
    adults,
    children: Math.min(children, offer.maxPeople - adults),
    infants: adults + children < offer.maxPeople ? infants : 0,
  };
}

/** Adults, children (3–11) and infants (under 3) of a group on the day of the tour. */
function groupParty(group: SeedGroup, date: string): Party {
  const ages = group.members.map((m) => ageOn(m.birthDate, date) ?? 30);
  return {
    adults: ages.filter((a) => a >= 12).length,
    children: ages.filter((a) => a >= 3 && a < 12).length,
    infants: ages.filter((a) => a < 3).length,
  };
}

/** Past bookings have mostly run or been cancelled; on-request ones wait for the supplier to confirm. */
export function statusFor(rng: Random, date: string, today: string, onRequest: boolean): number {
  if (date < today) {
    return rng.weighted([
      [Status.New, 50],
      [Status.Completed, 30],
      [Status.Cancelled, 12],
      [Status.PendingVerification, 4],
      [Status.QuotationRequest, 2],
      [Status.PaymentRequired, 2],
    ]);
  }
  return rng.weighted([
    [Status.New, onRequest ? 20 : 62],
    [Status.PendingVerification, onRequest ? 50 : 12],
    [Status.Cancelled, 10],
    [Status.QuotationRequest, 8],
    [Status.PaymentRequired, 8],
  ]);
}
