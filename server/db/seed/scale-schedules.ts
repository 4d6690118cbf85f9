import type { Insertable } from 'kysely';
import type { DB } from '../tables';
import type { Geography, SeedHotel } from './geography';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';

/** What the scale world adds to the demo's schedules (issue 16). */
export const SCALE_SCHEDULES: { groups: number; slots: number; pickUpSets: number } = {
  groups: 500,
  slots: 3_000,
  pickUpSets: 2_000,
};
/** Hotel overrides per pick-up set: the big hotels that need their own times. */
const HOTELS_PER_SET = 12;

const SLOT_NAMES = ['Sunrise', 'Morning', 'Midday', 'Afternoon', 'Sunset', 'Evening', 'Night'];
const GROUP_KINDS = ['Desert camp', 'Dhow cruise', 'City tour', 'Balloon', 'Yacht', 'Aquarium', 'Museum'];

/**
 * Pick-up sets over every district and a few of the 5,000 hotels each, and time slot groups with
 * their slots, spread over the operator and both suppliers, for the editors' lists and the benchmarks.
 * Ids follow the demo world's; the scale seed moves the sequences afterwards.
 */
export async function seedScaleSchedules(
  loader: ScaleLoader,
  rng: Random,
  world: {
    supplierIds: number[];
    geo: Geography;
    hotels: SeedHotel[];
    firstSetId: number;
    firstGroupId: number;
    firstSlotId: number;
  },
  counts: { groups: number; slots: number; pickUpSets: number } = SCALE_SCHEDULES,
): Promise<void> {
  const sets: Insertable<DB['pickUpTimeSets']>[] = [];
  const regionRows: Insertable<DB['pickUpTimeRegions']>[] = [];
  const hotelRows: Insertable<DB['pickUpTimeHotels']>[] = [];
  for (let i = 0; i < counts.pickUpSets; i++) {
    const id = world.firstSetId + i;
    const isFixedTime = rng.chance(0.8) ? 1 : 0;
    sets.push({
      id,
      supplierId: world.supplierIds[i % world.supplierIds.length],
      name: `Pick-ups ${String(i + 1).padStart(4, '0')}`,
      isFixedTime,
    });
    const base = isFixedTime ? rng.int(5, 17) * 60 + rng.pick([0, 15, 30, 45]) : rng.pick([30, 45, 60, 90]);
    for (const region of world.geo.regions) {
      const start = isFixedTime ? base + rng.int(-6, 6) * 5 : base + rng.int(0, 6) * 5;
      regionRows.push({
        pickUpTimeId: id,
        regionId: region.id,
        timeStart: start,
        timeEnd: isFixedTime ? start + 30 : start,
        isActive: rng.chance(0.9) ? 1 : 0,
      });
    }
    const seen = new Set<number>();
    for (let h = 0; h < HOTELS_PER_SET; h++) {
      const hotel = rng.pick(world.hotels);
      if (seen.has(hotel.id)) continue;
      seen.add(hotel.id);
      const start = isFixedTime ? base - rng.int(1, 6) * 5 : base + rng.int(1, 6) * 5;
      hotelRows.push({
        pickUpTimeId: id,
        hotelId: hotel.id,
        timeStart: start,
        timeEnd: isFixedTime ? start + 15 : start,
      });
    }
  }
  await loader.insert({ pickUpTimeSets: sets });
  await loader.insert({ pickUpTimeRegions: regionRows, pickUpTimeHotels: hotelRows });

  const groups: Insertable<DB['timeSlotGroups']>[] = [];
  const slots: Insertable<DB['timeSlots']>[] = [];
  const perGroup = Math.floor(counts.slots / counts.groups);
  for (let g = 0; g < counts.groups; g++) {
    const id = world.firstGroupId + g;
    const independent = rng.chance(0.5);
    const capacity = rng.int(2, 60) * 10;
    const supplier = g % world.supplierIds.length;
    // A group uses a set of its own supplier (sets go round the suppliers the same way).
    const setIndex =
      rng.int(0, Math.floor(counts.pickUpSets / world.supplierIds.length) - 1) * world.supplierIds.length +
      supplier;
    groups.push({
      id,
      supplierId: world.supplierIds[supplier],
      name: `${rng.pick(GROUP_KINDS)} ${String(g + 1).padStart(3, '0')}`,
      pickUpTimeId: rng.chance(0.7) ? world.firstSetId + setIndex : null,
      capacity,
      minimumAdvancedBooking: rng.pick([0, 2, 12, 24]),
      isTimeSlotsIndependant: independent ? 1 : 0,
    });
    const n = g < counts.slots % counts.groups ? perGroup + 1 : perGroup;
    for (let s = 0; s < n; s++) {
      const start = (6 + s * 2) * 60 + rng.pick([0, 30]);
      const onRequest = rng.chance(0.15);
      slots.push({
        id: world.firstSlotId + slots.length,
        groupId: id,
        name: `${SLOT_NAMES[s % SLOT_NAMES.length]} ${s + 1}`,
        startMinutes: start % 1440,
        endMinutes: (start + 120) % 1440,
        type: onRequest ? 1 : 0,
        cutOffResponseTime: onRequest ? rng.pick([2, 6, 24]) : null,
        daysOffered: rng.chance(0.7) ? 0 : rng.int(1, 126),
        capacity: independent ? rng.int(1, 20) * 5 : null,
      });
    }
  }
  await loader.insert({ timeSlotGroups: groups });
  await loader.insert({ timeSlots: slots });
}
