import { todayUtc } from '../../../domain/dates';
import type { Db } from '../database';
import { resetSequences } from '../dialect';
import { seedArrivals } from './arrivals';
import type { SeedCounts } from '../batch';
import { seedBookings } from './bookings';
import { seedCatalogue, type SeedOffer } from './catalogue';
import { seedTicketCodes } from './ticket-codes';
import { seedAttractionTickets } from './attraction-tickets';
import { seedCrews } from './crews';
import type { PhotoStorage } from '../../modules/media/storage';
import { mapDemoOctoSlot, seedExternalProviders } from './external-providers';
import { isApiDate } from './dates';
import { seedGeography, type Geography } from './geography';
import { seedOrganisations, type Organisations } from './organisations';
import { seedPeople, type People } from './people';
import { seedPhotos } from './photos';
import { createRandom } from './random';
import { seedSchedules, type Schedules } from './schedules';
import type { SeatMap } from './seats';
import type { SeedGroup } from './groups';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './people';

/** Rows inserted per table. */
export type SeedSummary = SeedCounts;

export interface SeedDemoOptions {
  /** The day the demo world is centred on (YYYY-MM-DD); defaults to the current UTC date. */
  today?: string;
  /** Where the demo photos' files go (the server's media storage); without it, only their rows. */
  photoStorage?: PhotoStorage;
}

const DEMO_SEED = 20_261_122;

/** Tables whose ids the seed chooses itself, so PostgreSQL's sequences must move past them. */
export const TABLES_WITH_IDS = [
  'countries',
  'cities',
  'regions',
  'hotels',
  'languages',
  'suppliers',
  'agencies',
  'users',
  'tourCategories',
  'tours',
  'tourFaqs',
  'itineraries',
  'itineraryStops',
  'offers',
  'validPeriods',
  'pickUpTimeSets',
  'timeSlotGroups',
  'timeSlots',
  'arrivals',
  'groupInfos',
  'meetings',
  'bookings',
];

/** A database counts as empty while it has no users: nobody could sign in to it. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Fills an empty database with the demo world (ARCHITECTURE.md "Data"): the same world for the same
 * `today` on SQLite and PostgreSQL. One transaction per area, so a failure leaves whole areas behind,
 * never half a table.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedSummary> {
  const today = options.today ?? todayUtc();
  if (!isApiDate(today)) throw new Error(`seedDemo: today must be a date as YYYY-MM-DD (it is "${today}")`);
  if (!(await isDatabaseEmpty(db)))
    throw new Error('The database already has data; the demo seed only fills an empty database');
  return (await seedDemoWorld(db, today, { photoStorage: options.photoStorage })).counts;
}

/** What the demo seed made, in memory, for the scale seed to build on. */
export interface DemoWorld {
  counts: SeedCounts;
  geo: Geography;
  orgs: Organisations;
  people: People;
  offers: SeedOffer[];
  schedules: Schedules;
  groups: SeedGroup[];
  /** Seats the demo bookings took; the scale seed books on top of them. */
  seats: SeatMap;
}

export interface DemoWorldOptions {
  /** Days of price history before today (the demo books 60 days back). */
  historyDays?: number;
  /** Multiplies every slot capacity. */
  capacityFactor?: number;
  photoStorage?: PhotoStorage;
}

/** The demo world on an empty database; `today` is checked by the callers. */
export async function seedDemoWorld(
  db: Db,
  today: string,
  options: DemoWorldOptions = {},
): Promise<DemoWorld> {
  const rng = createRandom(DEMO_SEED);
  const counts: SeedCounts = {};
  const geo = await seedGeography(db, rng.fork('geography'), counts);
  const orgs = await seedOrganisations(db, geo.countryIdByCode.get('AE')!, counts);
  const people = await seedPeople(db, orgs, today, counts);
  const supplierIds = [orgs.operatorId, ...orgs.supplierIds];
  const offers = await seedCatalogue(
    db,
    rng.fork('catalogue'),
    { supplierIds, cityIdByName: geo.cityIdByName, historyDays: options.historyDays },
    today,
    counts,
  );
  await seedTicketCodes(db, rng.fork('ticket-codes'), today, counts);
  const schedules = await seedSchedules(db, geo, supplierIds, offers, counts, options.capacityFactor);
  const operatorProvider = await seedExternalProviders(db, orgs.operatorId, counts);
  await mapDemoOctoSlot(db, operatorProvider, orgs.operatorId);
  for (const supplierId of orgs.supplierIds) await seedExternalProviders(db, supplierId, counts);
  const dubaiCityId = geo.cityIdByName.get('Dubai')!;
  const groups = await seedArrivals(
    db,
    rng.fork('arrivals'),
    {
      operatorId: orgs.operatorId,
      hotels: geo.hotels,
      dubaiCityId,
      agencies: orgs.agencies,
      salesStaffIds: people.salesStaffIds,
      arrivalsManagerId: people.userIdByEmail.get('arrivalsmanager@caravan.demo')!,
    },
    today,
    320,
    counts,
  );
  const seats = await seedBookings(
    db,
    rng.fork('bookings'),
    {
      hotels: geo.hotels,
      dubaiRegionIds: geo.regions.filter((r) => r.cityId === dubaiCityId).map((r) => r.id),
      agentIdsByAgency: people.agentIdsByAgency,
      salesStaffIds: people.salesStaffIds,
      offers,
      schedules,
      groups,
    },
    today,
    { walkIn: 540, fromArrivals: 60 },
    counts,
  );
  await seedAttractionTickets(db, orgs.operatorId, today, counts);
  const userId = (email: string) => people.userIdByEmail.get(email)!;
  await seedCrews(
    db,
    {
      operatorId: orgs.operatorId,
      guideId: userId('guide@caravan.demo'),
      driverId: userId('driver@caravan.demo'),
      operationsId: userId('operations@caravan.demo'),
    },
    today,
    counts,
  );
  // The other suppliers' photos come last: the rows above keep their ids.
  await seedPhotos(
    db,
    rng.fork('photos'),
    {
      suppliers: [
        { id: orgs.supplierIds[0], scene: 'dunes' },
        { id: orgs.supplierIds[1], scene: 'sea' },
      ],
      storage: options.photoStorage,
    },
    today,
    counts,
  );
  await resetSequences(db, TABLES_WITH_IDS);
  return { counts, geo, orgs, people, offers, schedules, groups, seats };
}
