import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { DB } from '../tables';
import { CITIES } from './content/places';
import type { DemoWorld } from './demo';
import type { SeedHotel } from './geography';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';

const HOTEL_BRANDS = [
  'Grand',
  'Royal',
  'Golden Sands',
  'Palm View',
  'Marina Pearl',
  'Desert Rose',
  'City Stay',
  'Al Noor',
  'Corniche',
  'Oasis',
  'Skyline',
  'Creek Side',
  'Blue Wave',
  'Emerald',
  'Falcon',
  'Sun & Sea',
];
const HOTEL_KINDS = ['Hotel', 'Hotel & Suites', 'Resort', 'Hotel Apartments', 'Inn', 'Boutique Hotel'];
const AGENCY_WORDS = [
  'Sky',
  'Star',
  'Globe',
  'Orient',
  'Silk Road',
  'Nomad',
  'Baltic',
  'Volga',
  'Alpine',
  'Sunny',
  'Atlas',
  'Horizon',
];
const AGENCY_KINDS = ['Travel', 'Tours', 'Holidays', 'Voyages', 'Touristik', 'Journeys'];
const FIRST_NAMES = [
  'Anna',
  'Ivan',
  'Maria',
  'Sergey',
  'Olga',
  'Thomas',
  'Julia',
  'Ravi',
  'Li',
  'Fatima',
  'Marco',
  'Ewa',
  'John',
  'Aigerim',
  'Timur',
];
const SURNAMES = [
  'Petrov',
  'Schmidt',
  'Kowalski',
  'Sharma',
  'Wang',
  'Rossi',
  'Dubois',
  'Smith',
  'Nurlanov',
  'Karimov',
  'Ali',
  'Novak',
];

export interface ScaleOrganisations {
  hotels: SeedHotel[];
  agencies: { id: number; name: string; code: string }[];
  /** Demo agents and the scale world's, per agency; each agency's own agent first. */
  agentIdsByAgency: Map<number, number[]>;
}

/**
 * Hotels spread over the demo's districts (most in Dubai), agencies, and agents in them: a tenth of the
 * agents join Sunrise Travel, the agency of agent@ and agencyadmin@, so the demo logins see big lists.
 */
export async function seedScaleOrganisations(
  db: Db,
  loader: ScaleLoader,
  rng: Random,
  world: DemoWorld,
  counts: { hotels: number; agencies: number; agents: number },
): Promise<ScaleOrganisations> {
  const centres = new Map(CITIES.flatMap((c) => c.regions.map((r) => [r.name, r] as const)));
  const dubaiId = world.geo.cityIdByName.get('Dubai')!;
  const dubai = world.geo.regions.filter((r) => r.cityId === dubaiId);
  const hotels: Insertable<DB['hotels']>[] = [];
  let hotelId = Math.max(...world.geo.hotels.map((h) => h.id));
  for (let i = 0; i < counts.hotels; i++) {
    const region = rng.chance(0.8) ? rng.pick(dubai) : rng.pick(world.geo.regions);
    const centre = centres.get(region.name)!;
    const name = `${rng.pick(HOTEL_BRANDS)} ${region.name} ${rng.pick(HOTEL_KINDS)} ${i + 1}`;
    hotels.push({
      id: ++hotelId,
      name,
      regionId: region.id,
      cityId: region.cityId,
      address: `${centre.street}, ${region.name}`,
      lat: Math.round((centre.lat + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      lng: Math.round((centre.lng + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      isDeleted: 0,
    });
  }

  let agencyId = Math.max(...world.orgs.agencies.map((a) => a.id));
  const agencies = Array.from({ length: counts.agencies }, (_, i) => {
    const name = `${rng.pick(AGENCY_WORDS)} ${rng.pick(AGENCY_KINDS)} ${i + 1}`;
    const code = `SC${String(i + 1).padStart(4, '0')}`;
    return {
      id: ++agencyId,
      name,
      code,
      email: `office@${code.toLowerCase()}.example`,
      phone: `+7 495 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      commission: 200_000,
    };
  });

  // Every demo user shares one password hash; the scale agents sign in with the demo password too.
  const { passwordHash, createdAt } = await db
    .selectFrom('users')
    .select(['passwordHash', 'createdAt'])
    .where('email', '=', 'agent@caravan.demo')
    .executeTakeFirstOrThrow();
  const sunriseId = world.orgs.agencies[0].id;
  const agentIdsByAgency = new Map([...world.people.agentIdsByAgency].map(([k, v]) => [k, [...v]]));
  const users: Insertable<DB['users']>[] = [];
  let userId = Math.max(...world.people.userIdByEmail.values());
  let other = 0;
  for (let i = 0; i < counts.agents; i++) {
    const agency = i % 10 === 0 || agencies.length === 0 ? sunriseId : agencies[other++ % agencies.length].id;
    const ids = agentIdsByAgency.get(agency) ?? [];
    const fullName = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    users.push({
      id: ++userId,
      email: `agent${i + 1}.scale@caravan.demo`,
      fullName,
      phone: `+971 5${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      passwordHash,
      supplierId: null,
      agencyId: agency,
      // The first agent of a new agency runs it.
      isAgencyAdmin: ids.length === 0 ? 1 : 0,
      tokenVersion: 1,
      isDeleted: 0,
      createdAt,
    });
    agentIdsByAgency.set(agency, [...ids, userId]);
  }

  await loader.insert({ hotels, agencies });
  await loader.insert({ users, userRoles: users.map((u) => ({ userId: u.id!, role: 'agent' })) });
  return {
    // Agencies without an agent (fewer agents than agencies) take no arrivals or bookings.
    agencies: [...world.orgs.agencies, ...agencies.map(({ id, name, code }) => ({ id, name, code }))].filter(
      (a) => agentIdsByAgency.has(a.id),
    ),
    hotels: [
      ...world.geo.hotels,
      ...hotels.map((h) => ({ id: h.id!, name: h.name, regionId: h.regionId, cityId: h.cityId })),
    ],
    agentIdsByAgency,
  };
}
