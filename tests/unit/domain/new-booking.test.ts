import { describe, expect, it } from 'vitest';
import type { NewBookingTour, OfferPriceLine } from '../../../contract/bookings';
import {
  canSave,
  counterBounds,
  collectFromAed,
  collectFromUsd,
  firstAvailableDate,
  firstSaleDay,
  guestFields,
  isDateAvailable,
  keptGuestsOn,
  keptPriceLinesOn,
  partyMessageText,
  partyProblem,
  priceSummary,
  settleChoice,
  slotsOn,
  slotsPastNotice,
  validOffers,
  validTours,
  type BookingOffer,
  type BookingSlot,
  type TicketChoice,
} from '../../../domain/new-booking';
import { nextCount } from '../../../src/ui/inputs/counter-rules';

// 2026-01-05 is a Monday (flag 1), 2026-01-06 a Tuesday (flag 2).
const MON = '2026-01-05';
const TUE = '2026-01-06';

const slot = (id: number, daysOffered = 0, start = [9, 30], end = [12, 0]): BookingSlot => ({
  id,
  name: `Slot ${id}`,
  description: null,
  daysOffered,
  isAnyTime: false,
  isNoTime: false,
  startHour: start[0],
  startMinutes: start[1],
  endHour: end[0],
  endMinutes: end[1],
  capacity: 10,
  type: 0,
  cutOffResponseTime: null,
  noticeHours: 0,
  pickUpTimeId: null,
  timeType: 0,
  interval: null,
  isExternalId: false,
  externalProviderId: null,
  externalProductId: null,
});

const offer = (id: number, over: Partial<BookingOffer> = {}): BookingOffer => ({
  id,
  nameInternal: `o${id}`,
  nameDisplay: `Offer ${id}`,
  numberOfHours: 3,
  citiesIds: [],
  daysOffered: 0,
  childAge: 12,
  childrenAllowed: true,
  infantAge: 3,
  infantsAllowed: true,
  maxNumOfPeople: 20,
  minNumOfPeople: 1,
  bookingType: 1,
  timeSlots: [slot(id * 10)],
  ...over,
});

const tour = (id: number, offers: BookingOffer[]): NewBookingTour => ({
  id,
  nameInternal: `t${id}`,
  nameDisplay: `Tour ${id}`,
  timeZone: 'Asia/Dubai',
  offers,
});

const DUBAI = { id: 5, cityId: 1 };
const ABU_DHABI = { id: 6, cityId: 2 };

const choice = (over: Partial<TicketChoice> = {}): TicketChoice => ({
  date: MON,
  hotel: null,
  tourId: null,
  offerId: null,
  timeSlotId: null,
  children: 0,
  infants: 0,
  startTime: null,
  endTime: null,
  ...over,
});

describe('valid tours for a hotel and a date', () => {
  const mondayOnly = tour(1, [offer(11, { daysOffered: 1 })]);
  const dubaiOnly = tour(2, [offer(21, { citiesIds: [1] })]);
  const tours = [mondayOnly, dubaiOnly];

  it('keeps a tour whose offer is sold on the weekday, drops it on other days', () => {
    expect(validTours(tours, MON, null).map((t) => t.id)).toEqual([1, 2]);
    expect(validTours(tours, TUE, null).map((t) => t.id)).toEqual([2]);
  });

  it("keeps an offer with cities only when the chosen hotel's city is among them", () => {
    expect(validTours(tours, MON, DUBAI).map((t) => t.id)).toEqual([1, 2]);
    expect(validTours(tours, MON, ABU_DHABI).map((t) => t.id)).toEqual([1]);
  });

  it('drops an offer whose slots all run on other weekdays', () => {
    const tuesdaySlots = tour(3, [offer(31, { timeSlots: [slot(1, 2)] })]);
    expect(validTours([tuesdaySlots], MON, null)).toEqual([]);
    expect(validTours([tuesdaySlots], TUE, null)).toHaveLength(1);
  });

  it('disables carousel dates on which the chosen tour is not sold, and finds the first sold day', () => {
    expect(isDateAvailable(null, TUE, null)).toBe(true);
    expect(isDateAvailable(mondayOnly, TUE, null)).toBe(false);
    expect(isDateAvailable(mondayOnly, MON, null)).toBe(true);
    expect(firstAvailableDate(mondayOnly, [TUE, '2026-01-07', '2026-01-12'], null)).toBe('2026-01-12');
  });
});

describe('settling the choice after a change', () => {
  const multi = tour(1, [offer(11, { daysOffered: 1 }), offer(12, { timeSlots: [slot(1), slot(2)] })]);
  const other = tour(2, [offer(21)]);
  const tours = [multi, other];

  it('resets the tour when the new date or hotel makes it invalid', () => {
    const mondayTour = tour(3, [offer(31, { daysOffered: 1, citiesIds: [1] })]);
    const picked = settleChoice([mondayTour], choice({ tourId: 3 }));
    expect(picked.tourId).toBe(3);
    expect(settleChoice([mondayTour], { ...picked, date: TUE }).tourId).toBeNull();
    expect(settleChoice([mondayTour], { ...picked, hotel: ABU_DHABI }).tourId).toBeNull();
    expect(settleChoice([mondayTour], { ...picked, hotel: DUBAI }).tourId).toBe(3);
  });

  it("resets the offer when the tour changes, unless it is the new tour's", () => {
    const picked = settleChoice(tours, choice({ tourId: 1, offerId: 12 }));
    expect(picked.offerId).toBe(12);
    expect(settleChoice(tours, { ...picked, tourId: 2 }).offerId).toBe(21);
    expect(settleChoice(tours, { ...picked, offerId: 21 }).offerId).toBeNull();
  });

  it('selects a single valid offer, and not one of several', () => {
    expect(settleChoice(tours, choice({ tourId: 2 })).offerId).toBe(21);
    expect(settleChoice(tours, choice({ tourId: 1 })).offerId).toBeNull();
    // On Tuesday offer 11 is not sold, so offer 12 is the only one.
    expect(settleChoice(tours, choice({ tourId: 1, date: TUE })).offerId).toBe(12);
  });

  it('selects a single slot with its start and end in minutes, and not one of several', () => {
    const one = settleChoice(tours, choice({ tourId: 2 }));
    expect(one).toMatchObject({ timeSlotId: 210, startTime: 9 * 60 + 30, endTime: 12 * 60 });
    expect(settleChoice(tours, choice({ tourId: 1, offerId: 12 })).timeSlotId).toBeNull();
    expect(settleChoice(tours, choice({ tourId: 1, offerId: 12, timeSlotId: 2 }))).toMatchObject({
      timeSlotId: 2,
      startTime: 570,
    });
  });

  it("shows only the slots offered on the date's weekday", () => {
    const o = offer(1, { timeSlots: [slot(1, 1), slot(2, 2), slot(3, 0)] });
    expect(slotsOn(o, MON).map((s) => s.id)).toEqual([1, 3]);
    expect(slotsOn(o, TUE).map((s) => s.id)).toEqual([2, 3]);
  });

  it('drops a slot not run on the new date and takes the single one that is', () => {
    const t = tour(4, [offer(41, { timeSlots: [slot(1, 1), slot(2, 2)] })]);
    const monday = settleChoice([t], choice({ tourId: 4 }));
    expect(monday.timeSlotId).toBe(1);
    expect(settleChoice([t], { ...monday, date: TUE }).timeSlotId).toBe(2);
  });

  it('resets children and infants to 0 when the offer does not allow them', () => {
    const noKids = tour(5, [offer(51, { childrenAllowed: false, infantsAllowed: false })]);
    const kidsOk = tour(6, [offer(61)]);
    expect(settleChoice([noKids], choice({ tourId: 5, children: 2, infants: 1 }))).toMatchObject({
      children: 0,
      infants: 0,
    });
    expect(settleChoice([kidsOk], choice({ tourId: 6, children: 2, infants: 1 }))).toMatchObject({
      children: 2,
      infants: 1,
    });
  });
});

describe("the notice and tomorrow, on the supplier's clock", () => {
  // Monday 2026-01-05, 09:30 Dubai (05:30 UTC); the slot needs 12 hours' notice.
  const noticed = (id: number, zone = 'Asia/Dubai') => ({
    ...tour(id, [
      offer(id * 10, {
        timeSlots: [{ ...slot(id * 100), noticeHours: 12 }, slot(id * 100 + 1, 0, [20, 0], [22, 0])],
      }),
    ]),
    timeZone: zone,
  });
  const sundayEvening = (hhmm: string) => Date.parse(`2026-01-04T${hhmm}:00+04:00`);

  it('greys a slot out once its notice has begun in Dubai, keeping the later one', () => {
    const t = noticed(7);
    const o = t.offers[0];
    const clock = { now: sundayEvening('21:32'), timeZone: 'Asia/Dubai' };
    expect(slotsOn(o, MON, clock).map((s) => s.id)).toEqual([701]);
    expect(slotsPastNotice(o, MON, clock).map((s) => s.id)).toEqual([700]);
    const early = { now: sundayEvening('21:29'), timeZone: 'Asia/Dubai' };
    expect(slotsOn(o, MON, early).map((s) => s.id)).toEqual([700, 701]);
    expect(settleChoice([t], choice({ tourId: 7, timeSlotId: 700 }), clock.now).timeSlotId).toBe(701);
  });

  it("reads the same instant on a London supplier's clock", () => {
    const london = noticed(8, 'Europe/London');
    // 21:32 in Dubai is 17:32 in London, 16 hours before London's 09:30.
    expect(validOffers(london, MON, null, sundayEvening('21:32'))).toHaveLength(1);
    expect(
      slotsPastNotice(london.offers[0], MON, { now: sundayEvening('21:32'), timeZone: 'Europe/London' }),
    ).toEqual([]);
  });

  it("greys out the supplier's today, and starts the carousel on the earliest supplier's tomorrow", () => {
    const dubai = noticed(7);
    // 01:00 on Monday in Dubai is still Sunday in UTC: Monday is Dubai's today, not bookable.
    const night = Date.parse('2026-01-05T01:00:00+04:00');
    expect(isDateAvailable(dubai, MON, null, night)).toBe(false);
    expect(isDateAvailable(dubai, TUE, null, night)).toBe(true);
    expect(firstSaleDay([dubai], night)).toBe(TUE);
    expect(firstSaleDay([dubai, noticed(8, 'Europe/London')], night)).toBe(MON);
    expect(firstSaleDay([], night)).toBeNull();
  });
});

describe('in-house guest', () => {
  const guest = {
    id: 7,
    name: 'Ivan Petrov',
    groupId: 'G-1',
    groupInfoId: 3,
    phoneNumbers: '+971 50',
    roomNumber: '1204',
  };

  it('fills arrival, group, group info, phones, room and name', () => {
    expect(guestFields(guest)).toEqual({
      arrivalId: 7,
      groupId: 'G-1',
      groupInfoId: 3,
      phones: '+971 50',
      roomNumber: '1204',
      guestName: 'Ivan Petrov',
    });
  });

  it('clearing resets them', () => {
    expect(guestFields(null)).toEqual({
      arrivalId: null,
      groupId: '',
      groupInfoId: null,
      phones: '',
      roomNumber: '',
      guestName: '',
    });
  });
});

describe('collect amounts', () => {
  it('convert USD to AED and back at 3.65, rounded to cents', () => {
    expect(collectFromUsd(10)).toEqual({ collect: 10, collectOrig: 36.5 });
    expect(collectFromAed(100)).toEqual({ collect: 27.4, collectOrig: 100 });
    expect(collectFromUsd(0.333).collectOrig).toBe(1.22);
  });
});

describe('price summary', () => {
  const pair = (usd: number, aed: number) => ({ usd, aed });
  const line = {
    offerId: 11,
    periodStart: '2026-01-01',
    periodEnd: '2026-12-31',
    pricePerAdultRec: pair(50, 182.5),
    pricePerChildRec: pair(25.125, 91.7063),
    pricePerTripRec: pair(10, 36.5),
    netPerAdult: pair(40, 146),
    netPerChild: pair(20.1, 73.365),
    netPerTrip: pair(8, 29.2),
    contract: { validFrom: '2026-01-01', kind: 'commission' },
  } as OfferPriceLine;

  it('totals adults × adult + children × child + trip in USD and AED for the chosen offer', () => {
    expect(priceSummary([line], 11, 2, 1)?.total).toEqual({ usd: 135.125, aed: 493.2063 });
    expect(priceSummary([line], 11, 1, 0)?.adult).toEqual(pair(50, 182.5));
  });

  it("totals the agency's net the same way, and says which contract set it", () => {
    const summary = priceSummary([line], 11, 2, 1);
    expect(summary?.netTotal).toEqual({ usd: 108.1, aed: 394.565 });
    expect(summary?.contract).toEqual({ validFrom: '2026-01-01', kind: 'commission' });
  });

  it('is empty without a price line for the offer', () => {
    expect(priceSummary([line], 12, 1, 0)).toBeNull();
    expect(priceSummary([line], null, 1, 0)).toBeNull();
  });
});

describe('save enabled', () => {
  const withSlots = offer(1);
  const noSlots = offer(2, { timeSlots: [] });

  it('needs an offer, a slot when the offer has slots, and a guest name', () => {
    expect(canSave(undefined, 10, 'Ivan')).toBe(false);
    expect(canSave(withSlots, null, 'Ivan')).toBe(false);
    expect(canSave(withSlots, 10, '  ')).toBe(false);
    expect(canSave(withSlots, 10, 'Ivan')).toBe(true);
    expect(canSave(noSlots, null, 'Ivan')).toBe(true);
  });
});

describe("the ticket's people rules, as the counters and the server apply them", () => {
  const yacht = { minNumOfPeople: 1, maxNumOfPeople: 10, childrenAllowed: true, infantsAllowed: false };

  it('refuses a party above the maximum or below the minimum, and ages the ticket does not take', () => {
    expect(partyProblem(yacht, { adults: 10, children: 0, infants: 0 })).toBeNull();
    const over = partyProblem(yacht, { adults: 13, children: 0, infants: 0 });
    expect(over).toEqual({ reason: 'party-size', field: 'adults', min: 1, max: 10 });
    expect(partyMessageText(over!)).toBe('This ticket takes 1 to 10 people');
    expect(
      partyProblem({ ...yacht, minNumOfPeople: 2 }, { adults: 1, children: 0, infants: 0 })?.reason,
    ).toBe('party-size');
    expect(partyProblem(yacht, { adults: 1, children: 0, infants: 1 })).toEqual({
      reason: 'infants-not-allowed',
      field: 'infants',
    });
  });

  it('stops each counter where the next tap would break the rules', () => {
    const full = counterBounds(yacht, { adults: 8, children: 2, infants: 0 });
    expect(full.adults).toEqual({ min: 1, max: 8 });
    expect(full.children).toEqual({ min: 0, max: 2 });
    expect(full.infants).toEqual({ min: 0, max: 0 });
    const small = counterBounds({ ...yacht, minNumOfPeople: 2 }, { adults: 2, children: 0, infants: 0 });
    expect(small.adults).toEqual({ min: 2, max: 10 });
  });

  it('lets a party outside the limits (another ticket chosen) move only towards them', () => {
    const over = counterBounds(yacht, { adults: 13, children: 0, infants: 0 });
    expect(nextCount(13, 1, over.adults.min, over.adults.max)).toBe(13);
    expect(nextCount(13, -1, over.adults.min, over.adults.max)).toBe(12);
    const under = counterBounds({ ...yacht, minNumOfPeople: 3 }, { adults: 1, children: 0, infants: 0 });
    expect(nextCount(1, -1, under.adults.min, under.adults.max)).toBe(1);
    expect(nextCount(1, 1, under.adults.min, under.adults.max)).toBe(2);
  });
});

describe('offline: what the device kept answers for another date', () => {
  const line = (offerId: number, periodStart: string, periodEnd: string, usd: number) =>
    ({
      offerId,
      periodStart,
      periodEnd,
      pricePerAdultRec: { usd, aed: usd * 3.65 },
    }) as unknown as OfferPriceLine;

  it('prices a date from a kept line whose period covers it, the latest-starting period first', () => {
    const kept = [
      [line(1, '2026-01-01', '2026-12-31', 50)],
      [line(1, '2026-12-01', '2026-12-31', 60), line(2, '2026-01-01', '2026-06-30', 70)],
    ];
    expect(keptPriceLinesOn(kept, '2026-12-10').map((l) => [l.offerId, l.pricePerAdultRec.usd])).toEqual([
      [1, 60],
    ]);
  });

  it('offers the kept guests whose stay covers the date', () => {
    const kept = [
      [
        { id: 1, name: 'Zhao', arrivalDate: '2026-12-01', departureDate: '2026-12-12' },
        { id: 2, name: 'Fedorov', arrivalDate: '2026-12-01', departureDate: '2026-12-05' },
      ],
      [
        { id: 1, name: 'Zhao', arrivalDate: '2026-12-01', departureDate: '2026-12-12' },
        { id: 3, name: 'Abe' },
      ],
    ];
    expect(keptGuestsOn(kept, '2026-12-10').map((g) => g.name)).toEqual(['Zhao']);
  });
});
