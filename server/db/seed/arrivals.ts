import type { Insertable } from 'kysely';
import { ageOn } from '../../../domain/dates';
import type { Db } from '../database';
import type { DB } from '../tables';
import { insertBatched, type SeedCounts } from '../batch';
import { planContacts } from './contacts';
import { ARRIVAL_NOTES, MEAL_TYPES, ROOM_TYPES, TRANSPORTS, type Nationality } from './content/travellers';
import { addDays, earlier, timestamp } from './dates';
import type { SeedHotel } from './geography';
import type { GroupMember, SeedGroup } from './groups';
import type { Random } from './random';
import { emailOf, localPhone, makePerson, phoneNumber, pickNationality, type Gender } from './travellers';

export interface ArrivalRefs {
  operatorId: number;
  hotels: SeedHotel[];
  dubaiCityId: number;
  agencies: { id: number; name: string; code: string }[];
  salesStaffIds: number[];
  arrivalsManagerId: number;
}

const GROUP_SIZES = [
  [1, 20],
  [2, 45],
  [3, 15],
  [4, 15],
  [5, 5],
] as const;
export const NIGHTS = [
  [3, 10],
  [4, 15],
  [5, 20],
  [6, 15],
  [7, 25],
  [9, 8],
  [10, 7],
] as const;

/**
 * Arrival lists as tour desks import them: groups of 1–5 tourists in one hotel on the same flights,
 * arriving from 10 days before to 20 days after `today`, about a third of them in house today; then
 * what reps recorded about the groups they met (contacts.ts).
 */
export async function seedArrivals(
  db: Db,
  rng: Random,
  refs: ArrivalRefs,
  today: string,
  targetArrivals: number,
  counts: SeedCounts,
): Promise<SeedGroup[]> {
  const arrivals: Insertable<DB['arrivals']>[] = [];
  const groups: SeedGroup[] = [];
  const plan = groupPlanner(refs, today);

  while (arrivals.length < targetArrivals) {
    const { rows, group } = plan(rng, planStay(rng, today), arrivals.length + 1);
    arrivals.push(...rows);
    groups.push(group);
  }

  const contacts = planContacts(rng, groups, refs, today);
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'arrivals', arrivals, counts);
    await insertBatched(trx, 'groupInfos', contacts.groupInfos, counts);
    await insertBatched(trx, 'groupInfoHotels', contacts.groupInfoHotels, counts);
    await insertBatched(trx, 'meetings', contacts.meetings, counts);
  });
  return groups;
}

export interface PlannedGroup {
  rows: Insertable<DB['arrivals']>[];
  group: SeedGroup;
}

export interface Stay {
  arrivalDate: string;
  departureDate: string;
  arrived: boolean;
}

/**
 * Plans one group at a time for a given stay: the tourists of one party in one hotel on the same
 * flights, booked through one agency, as rows whose ids start at `firstId`. The demo and the scale
 * seed share it; the planner keeps the group sequence (from `firstSequence`, so two planners' group
 * ids do not meet) and the arrival lists between groups.
 */
export function groupPlanner(refs: ArrivalRefs, today: string, firstSequence = 40) {
  const arrivalLists = new Map<string, number>();
  const dubaiHotels = refs.hotels.filter((h) => h.cityId === refs.dubaiCityId);
  let sequence = firstSequence;

  return (rng: Random, stay: Stay, firstId: number): PlannedGroup => {
    const { arrivalDate, departureDate, arrived } = stay;
    const nat = pickNationality(rng);
    const hotel = rng.chance(0.88) ? rng.pick(dubaiHotels) : rng.pick(refs.hotels);
    // Russian-speaking tourists come mostly through Pegas, the others mostly through Globus and Sunrise;
    // agencies past the demo's three (scale world) weigh 1 each.
    const russian = nat.country === 'Russia' || nat.country === 'Kazakhstan';
    const agency = rng.weighted(
      refs.agencies.map((a, i) => [a, (russian ? [3, 6, 1] : [4, 1, 5])[i] ?? 1] as const),
    );
    sequence += rng.int(1, 3); // the gaps are groups of the tour desk's other suppliers
    const groupId = `TD-${arrivalDate.slice(2, 4)}${arrivalDate.slice(5, 7)}-${String(sequence).padStart(4, '0')}`;
    const [flightIn, timeIn, flightOut, timeOut] = rng.pick(nat.flights);
    const transport = rng.weighted([
      [TRANSPORTS[0], 6],
      [TRANSPORTS[1], 3],
      [TRANSPORTS[2], 1],
    ] as const);
    const isManual = rng.chance(0.05);
    const listKey = `${agency.id}:${arrivalDate}`;
    if (!isManual && !arrivalLists.has(listKey)) arrivalLists.set(listKey, arrivalLists.size + 1);
    // Departure transfers collect guests about four hours before the flight.
    const pickUp = (((Math.round((timeOut - 240) / 15) * 15) % 1440) + 1440) % 1440;
    const party = planParty(rng, nat, today);
    const adults = party.filter((p) => (ageOn(p.birthDate, arrivalDate) ?? 30) >= 12).length;
    const children = party.length - adults;
    const shared = {
      supplierId: refs.operatorId,
      tdHotelId: 10_000 + hotel.id,
      hotelId: hotel.id,
      tdAgencyId: 500 + agency.id,
      tdAgencyName: agency.name,
      agencyId: agency.id,
      groupId,
      arrivalDate,
      arrivalTime: timeIn,
      departureDate,
      departureTime: timeOut,
      pickUpTime: pickUp,
      pickUpTimeEnd: pickUp + 15,
      isDeleted: 0,
      touristCountry: nat.country,
      roomType: children > 0 ? 'Family Room' : rng.pick(ROOM_TYPES.filter((r) => r !== 'Family Room')),
      accType:
        ['SGL', 'DBL', 'TRPL', '2DBL', 'DBL+TRPL'][adults - 1] + (children > 0 ? `+${children}CHD` : ''),
      mealType: rng.pick(MEAL_TYPES),
      arrivalFlight: flightIn,
      arrivalTerminal: terminalOf(flightIn),
      arrivalTransport: transport,
      departureFlight: flightOut,
      departureTerminal: terminalOf(flightOut),
      departureTransport: transport,
      hotelConfNumber: String(rng.int(10_000_000, 99_999_999)),
      agentConfNumber: `${agency.code.slice(0, 3)}-${arrivalDate.slice(2, 4)}-${rng.int(100_000, 999_999)}`,
      roomNumber:
        arrived && rng.chance(0.7) ? `${rng.int(2, 35)}${String(rng.int(1, 40)).padStart(2, '0')}` : null,
      isManuallyEntered: isManual ? 1 : 0,
      arrivalListId: isManual ? null : arrivalLists.get(listKey)!,
      arrivalListName: isManual
        ? null
        : `${agency.name} ${arrivalDate.slice(8)}.${arrivalDate.slice(5, 7)}.${arrivalDate.slice(0, 4)}`,
    };

    const rows: Insertable<DB['arrivals']>[] = [];
    const members = party.map((p, i): GroupMember => {
      const ownPhone = i === 0 || rng.chance(0.3) ? phoneNumber(rng, nat.phone) : null;
      const phone = i === 0 && ownPhone && rng.chance(0.3) ? `${ownPhone}, ${localPhone(rng)}` : ownPhone;
      const id = firstId + i;
      rows.push({
        ...shared,
        id,
        paxId: 800_000 + id,
        touristName: p.name,
        birthDate: p.birthDate,
        touristPhone: phone,
        touristEmail: i === 0 && rng.chance(0.8) ? emailOf(rng, nat, p, p.gender) : null,
        notes: i === 0 && rng.chance(0.12) ? rng.pick(ARRIVAL_NOTES) : null,
        updatedAt: timestamp(earlier(addDays(arrivalDate, -2), today), rng.int(6 * 60, 20 * 60)),
      });
      return { arrivalId: id, name: p.name, phone, birthDate: p.birthDate };
    });
    const group: SeedGroup = {
      groupId,
      hotel,
      agencyId: agency.id,
      arrivalDate,
      departureDate,
      arrived,
      members,
      roomNumber: shared.roomNumber,
      groupInfoId: null,
      phoneNumbers: null,
      salesStaffId: null,
      buys: false,
    };
    return { rows, group };
  };
}

/** About a third in house today, a fifth gone home already, the rest arriving in the next 20 days. */
function planStay(
  rng: Random,
  today: string,
): { arrivalDate: string; departureDate: string; arrived: boolean } {
  const stay = rng.weighted([
    ['inHouse', 36],
    ['departed', 22],
    ['future', 42],
  ] as const);
  // A departed group still arrived within the last 10 days.
  const nights = Math.min(stay === 'departed' ? 7 : 10, rng.weighted(NIGHTS));
  const offset =
    stay === 'inHouse'
      ? -rng.int(0, nights)
      : stay === 'departed'
        ? -rng.int(nights + 1, 10)
        : rng.int(1, 20);
  const arrivalDate = addDays(today, offset);
  return { arrivalDate, departureDate: addDays(arrivalDate, nights), arrived: stay !== 'future' };
}

/** Couples, friends and families (a couple with children, some teenagers and infants), named together. */
function planParty(rng: Random, nat: Nationality, today: string) {
  const size = rng.weighted(GROUP_SIZES);
  const family = size >= 3 && rng.chance(0.7);
  const surname = rng.pick(nat.surnames);
  const party: { name: string; firstName: string; surname: string; gender: Gender; birthDate: string }[] = [];
  for (let i = 0; i < size; i++) {
    const age =
      family && i >= 2
        ? rng.weighted([
            [0, 2],
            [rng.int(3, 11), 6],
            [rng.int(12, 16), 2],
          ] as const)
        : rng.int(24, 66);
    const lead: Gender = rng.chance(0.6) ? 'male' : 'female';
    const gender =
      i === 0
        ? lead
        : i === 1
          ? party[0].gender === 'male'
            ? 'female'
            : 'male'
          : rng.pick(['male', 'female'] as const);
    const sameName = family || (i === 1 && rng.chance(0.6));
    const person = makePerson(rng, nat, gender, sameName ? surname : undefined);
    party.push({ ...person, gender, birthDate: addDays(today, -(age * 365 + rng.int(30, 364))) });
  }
  return party;
}

/** Emirates uses Terminal 3 and flydubai Terminal 2; other airlines use Terminal 1. */
function terminalOf(flight: string): string {
  if (flight.startsWith('EK ')) return 'T3';
  if (flight.startsWith('FZ ')) return 'T2';
  return 'T1';
}
