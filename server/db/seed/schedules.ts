import type { Insertable } from 'kysely';
import { resolvePickUp } from '../../../domain/pick-up';
import { seatsSlotId, slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';
import type { Db } from '../database';
import type { DB } from '../tables';
import { insertBatched, type SeedCounts } from '../batch';
import type { SeedOffer } from './catalogue';
import { PICK_UP_SETS, SLOT_GROUPS } from './content/schedules';
import type { Geography } from './geography';

export type Window = [start: number, end: number];

export interface SeedSlot {
  id: number;
  groupId: number;
  start: number;
  end: number;
  timeType: number;
  interval: number | null;
  duration: number | null;
  /** Live 0, OnRequest 1. */
  type: number;
  daysOffered: number;
  /** The slotSeats unit this slot's seats count against: 0 when the group's slots share capacity. */
  seatsSlotId: number;
  capacity: number;
  pickUpSetId: number | null;
}

export interface Schedules {
  slotsByOffer: Map<number, SeedSlot[]>;
  /** The pick-up window for a hotel (its own override, else its district's active entry), if any. */
  pickUpWindow(slot: SeedSlot, hotelId: number | null, regionId: number | null): Window | null;
}

/** Pick-up time sets per district and hotel, time slot groups and slots, and which offers use them. */
export async function seedSchedules(
  db: Db,
  geo: Geography,
  supplierIds: number[],
  offers: SeedOffer[],
  counts: SeedCounts,
  /** Multiplies every capacity: a large operator runs bigger vehicles and more of them (scale world). */
  capacityFactor = 1,
): Promise<Schedules> {
  const cityIdByName = geo.cityIdByName;
  const regionByName = new Map(geo.regions.map((r) => [r.name, r]));
  const hotelByName = new Map(geo.hotels.map((h) => [h.name, h]));

  const sets: Insertable<DB['pickUpTimeSets']>[] = [];
  const setRegions: Insertable<DB['pickUpTimeRegions']>[] = [];
  const setHotels: Insertable<DB['pickUpTimeHotels']>[] = [];
  const setIdByKey = new Map<string, number>();
  const regionWindows = new Map<string, Window>();
  const hotelWindows = new Map<string, Window>();

  for (const s of PICK_UP_SETS) {
    const id = sets.length + 1;
    setIdByKey.set(s.key, id);
    // Fixed (clock) times, not minutes before the tour: every demo set collects at the same hour whatever
    // the slot (domain/pick-up.ts).
    sets.push({ id, supplierId: supplierIds[s.supplier], name: s.name, isFixedTime: 1 });
    const cityIds = new Set(s.cities.map((c) => cityIdByName.get(c)));
    for (const name of Object.keys(s.offsets)) {
      if (!regionByName.has(name)) throw new Error(`Unknown district in pick-up data: ${name}`);
    }
    for (const region of geo.regions.filter((r) => cityIds.has(r.cityId))) {
      const offset = s.offsets[region.name] ?? 0;
      const window: Window = [s.window[0] + offset, s.window[1] + offset];
      const isActive = s.inactiveRegions?.includes(region.name) ? 0 : 1;
      setRegions.push({
        pickUpTimeId: id,
        regionId: region.id,
        timeStart: window[0],
        timeEnd: window[1],
        isActive,
      });
      if (isActive) regionWindows.set(`${id}:${region.id}`, window);
    }
    for (const [hotelName, timeStart, timeEnd] of s.hotels ?? []) {
      const hotel = hotelByName.get(hotelName);
      if (!hotel) throw new Error(`Unknown hotel in pick-up data: ${hotelName}`);
      setHotels.push({ pickUpTimeId: id, hotelId: hotel.id, timeStart, timeEnd });
      hotelWindows.set(`${id}:${hotel.id}`, [timeStart, timeEnd]);
    }
  }
  const setId = (key: string | undefined) => {
    if (key === undefined) return null;
    const id = setIdByKey.get(key);
    if (id === undefined) throw new Error(`Unknown pick-up set: ${key}`);
    return id;
  };

  const groups: Insertable<DB['timeSlotGroups']>[] = [];
  const slotRows: Insertable<DB['timeSlots']>[] = [];
  const slotByKey = new Map<string, SeedSlot>();
  for (const g of SLOT_GROUPS) {
    const groupId = groups.length + 1;
    const groupPickUp = setId(g.pickUp);
    groups.push({
      id: groupId,
      supplierId: supplierIds[g.supplier],
      name: g.name,
      pickUpTimeId: groupPickUp,
      capacity: g.capacity * capacityFactor,
      minimumAdvancedBooking: g.minimumAdvancedBooking,
      isTimeSlotsIndependant: g.independent ? 1 : 0,
    });
    for (const s of g.slots) {
      const id = slotRows.length + 1;
      const slotPickUp = setId(s.pickUp);
      slotRows.push({
        id,
        groupId,
        name: s.name,
        description: s.description ?? null,
        startMinutes: s.start,
        endMinutes: s.end,
        timeType: s.timeType ?? 0,
        interval: s.interval ?? null,
        pickUpTimeId: slotPickUp,
        duration: s.duration ?? null,
        cutOffResponseTime: s.type === 1 ? (s.cutOff ?? null) : null,
        type: s.type ?? 0,
        daysOffered: s.days ?? 0,
        capacity: g.independent ? (s.capacity ?? g.capacity) * capacityFactor : null,
        minimumAdvancedBooking: null,
        isExternalId: 0,
        externalId: null,
        externalPerChildId: null,
        bookingReferencePrefix: null,
        externalProviderId: null,
        externalProviderCodeType: 0,
        externalProviderDiffProductsAdultChild: 0,
        externalProductId: null,
        externalProductMappingValue: null,
        externalProductPerChildId: null,
        externalProductPerChildMappingValue: null,
        externalIsTicketPerPax: 0,
        isDeleted: 0,
      });
      slotByKey.set(s.key, {
        id,
        groupId,
        start: s.start,
        end: s.end,
        timeType: s.timeType ?? 0,
        interval: s.interval ?? null,
        duration: s.duration ?? null,
        type: s.type ?? 0,
        daysOffered: s.days ?? 0,
        seatsSlotId: seatsSlotId({ id, isTimeSlotsIndependant: g.independent }),
        capacity:
          slotCapacity({
            isTimeSlotsIndependant: g.independent,
            capacity: s.capacity ?? null,
            groupCapacity: g.capacity,
          }) * capacityFactor,
        pickUpSetId: slotPickUpTimeId(slotPickUp, groupPickUp),
      });
    }
  }

  const offerSlots: Insertable<DB['offerTimeSlots']>[] = [];
  const slotsByOffer = new Map<number, SeedSlot[]>();
  for (const offer of offers) {
    const slots = offer.slotKeys.map((key) => {
      const slot = slotByKey.get(key);
      if (!slot) throw new Error(`Unknown time slot in tour data: ${key}`);
      return slot;
    });
    slotsByOffer.set(offer.id, slots);
    for (const slot of slots) offerSlots.push({ offerId: offer.id, timeSlotId: slot.id });
  }

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'pickUpTimeSets', sets, counts);
    await insertBatched(trx, 'pickUpTimeRegions', setRegions, counts);
    await insertBatched(trx, 'pickUpTimeHotels', setHotels, counts);
    await insertBatched(trx, 'timeSlotGroups', groups, counts);
    await insertBatched(trx, 'timeSlots', slotRows, counts);
    await insertBatched(trx, 'offerTimeSlots', offerSlots, counts);
  });

  return {
    slotsByOffer,
    pickUpWindow(slot, hotelId, regionId) {
      if (slot.pickUpSetId === null) return null;
      const own = hotelId === null ? undefined : hotelWindows.get(`${slot.pickUpSetId}:${hotelId}`);
      const region = regionId === null ? undefined : regionWindows.get(`${slot.pickUpSetId}:${regionId}`);
      const entry = (w: Window | undefined) => (w ? { timeStart: w[0], timeEnd: w[1] } : null);
      const window = resolvePickUp({
        isFixedTime: true,
        hotel: entry(own),
        region: entry(region),
        slotStart: slot.start,
      });
      return window ? [window.timeStart, window.timeEnd] : null;
    },
  };
}
