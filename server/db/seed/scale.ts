import { sql } from 'kysely';
import { todayUtc } from '../../../domain/dates';
import type { Db } from '../database';
import { dialectOf, resetSequences } from '../dialect';
import type { DB } from '../tables';
import { isApiDate } from './dates';
import { isDatabaseEmpty, seedDemoWorld, TABLES_WITH_IDS } from './demo';
import { createRandom } from './random';
import { ARRIVAL_HISTORY_DAYS, seedScaleArrivals } from './scale-arrivals';
import { BOOKING_FIRST_DAY, seedScaleBookings } from './scale-bookings';
import { ScaleLoader } from './scale-loader';
import { seedScaleCatalogue, type ScaleCatalogueCounts } from './scale-catalogue';
import { SCALE_DAY, seedScaleDay } from './scale-day';
import { seedScaleOrganisations } from './scale-organisations';
import { SCALE_SCHEDULES, seedScaleSchedules } from './scale-schedules';
import { SCALE_STAFF_PER_SUPPLIER, seedScaleStaff } from './scale-staff';

/** Rows the scale seed adds on top of the demo world. */
export interface ScaleCounts extends ScaleCatalogueCounts {
  bookings: number;
  arrivals: number;
  hotels: number;
  agencies: number;
  agents: number;
}

/** The benchmark world of issue 7 (ARCHITECTURE.md "Data"). */
export const FULL_SCALE: ScaleCounts = {
  bookings: 1_000_000,
  arrivals: 200_000,
  hotels: 5_000,
  agencies: 200,
  agents: 2_000,
  tours: 2_000,
  offers: 10_000,
  validPeriods: 40_000,
  photos: 50_000,
};

/** The app setting that marks a database as holding the scale world, with the day and counts. */
export const SCALE_MARKER = 'seed.scale';

export class ScaleSeedRefused extends Error {}

export interface ScaleSeedOptions {
  today?: string;
  counts?: ScaleCounts;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface ScaleSummary {
  /** Rows the scale world added per table (slotSeats: the whole table) and the seconds their inserts took. */
  tables: { table: keyof DB & string; rows: number; seconds: number }[];
  /** Stages of the run with their wall time: demo world, generation and inserts, statistics. */
  stages: { stage: string; seconds: number }[];
  totalSeconds: number;
}

const SCALE_SEED = 20_261_123;
/** Slot capacities grow tenfold: a large operator's coaches and boats, with room left for new bookings. */
const CAPACITY_FACTOR = 10;

/**
 * Fills an empty database with the demo world and, on top of it, the scale world: a million bookings,
 * 200,000 arrivals, 5,000 hotels, 2,000 agents (or `counts`); the catalogue and schedules spread over
 * the operator and suppliers 2 and 3, each of those two with its back office of staff. Deterministic for the same `today` and
 * counts on SQLite and PostgreSQL. It refuses a database that has data (docs/decisions.md "Scale seed
 * fills an empty database"), so a second run changes nothing.
 */
export async function seedScale(db: Db, options: ScaleSeedOptions = {}): Promise<ScaleSummary> {
  const today = options.today ?? todayUtc();
  const counts = options.counts ?? FULL_SCALE;
  const log = options.log ?? (() => {});
  if (!isApiDate(today)) throw new Error(`seedScale: today must be a date as YYYY-MM-DD (it is "${today}")`);
  for (const [k, v] of Object.entries(counts)) {
    if (!Number.isInteger(v) || v < 0)
      throw new Error(`seedScale: counts.${k} must be a whole number ≥ 0 (it is ${v})`);
  }
  await refuseUnlessEmpty(db);

  const started = performance.now();
  const stages: ScaleSummary['stages'] = [];
  const stage = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await run();
    const seconds = (performance.now() - t0) / 1000;
    stages.push({ stage: name, seconds });
    log(`  ${name.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s`);
    return result;
  };

  const postgres = dialectOf(db) === 'postgres';
  // Bulk load on SQLite: no fsync per transaction and a large page cache for the index b-trees;
  // synchronous=FULL comes back afterwards (ARCHITECTURE.md "Data").
  if (!postgres) {
    await sql`pragma synchronous = off`.execute(db);
    await sql`pragma cache_size = -262144`.execute(db);
  }
  const loader = new ScaleLoader(db);
  try {
    const world = await stage('demo world', () =>
      seedDemoWorld(db, today, { historyDays: -BOOKING_FIRST_DAY, capacityFactor: CAPACITY_FACTOR }),
    );
    const rng = createRandom(SCALE_SEED);
    const orgs = await stage('hotels, agencies, agents', () =>
      seedScaleOrganisations(db, loader, rng.fork('organisations'), world, counts),
    );
    await stage(`suppliers 2 and 3's staff (${SCALE_STAFF_PER_SUPPLIER} each)`, () =>
      seedScaleStaff(db, loader, rng.fork('staff'), world.orgs.supplierIds),
    );
    await stage(`catalogue (${counts.tours} tours, ${counts.offers} offers, ${counts.photos} photos)`, () =>
      seedScaleCatalogue(loader, rng.fork('catalogue'), world, counts, today),
    );
    await stage('slot groups, slots, pick-up sets', async () => {
      const next = async (table: 'pickUpTimeSets' | 'timeSlotGroups' | 'timeSlots') => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        return Number(row?.id ?? 0) + 1;
      };
      await seedScaleSchedules(
        loader,
        rng.fork('schedules'),
        {
          supplierIds: [world.orgs.operatorId, ...world.orgs.supplierIds],
          geo: world.geo,
          hotels: orgs.hotels,
          firstSetId: await next('pickUpTimeSets'),
          firstGroupId: await next('timeSlotGroups'),
          firstSlotId: await next('timeSlots'),
        },
        scaledSchedules(counts.hotels / FULL_SCALE.hotels),
      );
    });
    const dubaiCityId = world.geo.cityIdByName.get('Dubai')!;
    const groups = await stage(`arrivals (${ARRIVAL_HISTORY_DAYS} days), group infos, meetings`, async () =>
      seedScaleArrivals(
        loader,
        rng.fork('arrivals'),
        {
          operatorId: world.orgs.operatorId,
          hotels: orgs.hotels,
          dubaiCityId,
          agencies: orgs.agencies,
          salesStaffIds: world.people.salesStaffIds,
          arrivalsManagerId: world.people.userIdByEmail.get('arrivalsmanager@caravan.demo')!,
        },
        today,
        counts.arrivals,
        {
          arrivalId: (world.counts.arrivals ?? 0) + 1,
          groupInfoId: (world.counts.groupInfos ?? 0) + 1,
          meetingId: (world.counts.meetings ?? 0) + 1,
        },
      ),
    );
    await stage('bookings', () =>
      seedScaleBookings(
        loader,
        rng.fork('bookings'),
        {
          hotels: orgs.hotels,
          dubaiRegionIds: world.geo.regions.filter((r) => r.cityId === dubaiCityId).map((r) => r.id),
          agentIdsByAgency: orgs.agentIdsByAgency,
          salesStaffIds: world.people.salesStaffIds,
          offers: world.offers,
          groups,
          agentId: world.people.userIdByEmail.get('agent@caravan.demo')!,
          agencyAdminId: world.people.userIdByEmail.get('agencyadmin@caravan.demo')!,
          sunriseId: world.orgs.agencies[0].id,
        },
        { schedules: world.schedules, seats: world.seats, today },
        counts.bookings,
        (world.counts.bookings ?? 0) + 1,
      ),
    );
    await stage(
      `crews, check-ins (days ${SCALE_DAY.firstDay}…${SCALE_DAY.lastDay}), ${SCALE_DAY.codesPerType} codes a ticket type`,
      () =>
        seedScaleDay(db, loader, rng.fork('day'), [world.orgs.operatorId, ...world.orgs.supplierIds], today),
    );
    await stage('slot seats, sequences, marker', async () => {
      // The demo's seat rows plus the scale bookings' seats: one SeatMap, written once.
      await db.deleteFrom('slotSeats').execute();
      await loader.insert({ slotSeats: world.seats.rows() });
      await resetSequences(db, [...TABLES_WITH_IDS, 'photos']);
      await db
        .insertInto('appSettings')
        .values({
          key: SCALE_MARKER,
          value: JSON.stringify({ today, counts, seededAt: new Date().toISOString() }),
        })
        .execute();
    });
    // Planner statistics, so the scale indexes are chosen (and PostgreSQL's visibility map, so its
    // index-only scans skip the heap).
    await stage(postgres ? 'vacuum analyze' : 'analyze', async () => {
      await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(db);
    });
  } finally {
    if (!postgres) await sql`pragma synchronous = full`.execute(db);
  }
  const tables = [...loader.times].map(([table, t]) => ({ table, rows: t.rows, seconds: t.ms / 1000 }));
  return { tables, stages, totalSeconds: (performance.now() - started) / 1000 };
}

/** The schedules grow with the hotels: a smaller world (the tests') gets proportionally fewer. */
function scaledSchedules(share: number): typeof SCALE_SCHEDULES {
  const of = (n: number) => Math.max(3, Math.round(n * Math.min(1, share)));
  return {
    groups: of(SCALE_SCHEDULES.groups),
    slots: of(SCALE_SCHEDULES.slots),
    pickUpSets: of(SCALE_SCHEDULES.pickUpSets),
  };
}

/** The scale seed fills an empty database only; it says which world is there already. */
async function refuseUnlessEmpty(db: Db): Promise<void> {
  if (await isDatabaseEmpty(db)) return;
  const marker = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', SCALE_MARKER)
    .executeTakeFirst();
  if (marker) {
    const { today, seededAt } = JSON.parse(marker.value) as { today: string; seededAt: string };
    throw new ScaleSeedRefused(
      `The database already holds the scale world (centred on ${today}, seeded ${seededAt}); nothing changed. Seed into a new database to start over.`,
    );
  }
  throw new ScaleSeedRefused(
    'The database already has data (the demo world or real data); the scale seed only fills an empty database. Nothing changed.',
  );
}
