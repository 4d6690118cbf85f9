// Query plans of the hot list queries at scale (issue 7): each must reach bookings and arrivals through
// an index. `npx tsx bench/query-plans.ts` checks the configured database (DATABASE_URL or the SQLite
// file of DATA_DIR) and exits 1 when a plan scans; the load bench calls checkQueryPlans itself.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CompiledQuery, type Compilable } from 'kysely';
import {
  arrivalsFilterSchema,
  bookingQuerySchema,
  type ArrivalsFilter,
  type BookingQuery,
} from '../contract';
import { addDaysUtc, todayUtc } from '../domain/dates';
import { loadConfigOrExplain } from '../server/config';
import { openDatabase, type Db, type Dialect } from '../server/db/database';
import {
  arrivalCountQuery,
  arrivalPageQuery,
  arrivalRowsQuery,
  groupQuery,
} from '../server/modules/arrivals/repo';
import { soldPerSlotDayQuery } from '../server/modules/availability/repo';
import { offerPeriodsQuery } from '../server/modules/catalogue/sales-view-repo';
import {
  bookingCountQuery,
  bookingPageQuery,
  bookingSumsQuery,
  type BookingScope,
} from '../server/modules/bookings/list-repo';
import { OPERATOR_WINDOW_DAYS } from '../server/modules/bookings/list-service';

export interface PlanCheck {
  /** Endpoint and query, e.g. "POST /api/arrivals/filtered: count". */
  name: string;
  usesIndex: boolean;
  /** The full scans of bookings or arrivals the plan makes (empty when it uses indexes). */
  scans: string[];
  /**
   * Walks of a whole index of bookings or arrivals (no range on its leading column): not a failure, as
   * they can stop early for a LIMIT or read an index far smaller than the table, but worth a look.
   */
  fullIndexScans: string[];
  /** The plan as the database prints it (SQLite's detail lines; PostgreSQL's node lines). */
  plan: string;
}

/** Marks the text-filter queries, whose plans must use a trigram index or an index holding the text. */
const TEXT = 'text filter';
/** SQLite's FTS5 tables (bookings_text, arrivals_text, …_phone) and PostgreSQL's GIN indexes (…_trgm). */
const TEXT_INDEX = /_(text|phone) VIRTUAL TABLE|_trgm\b/;
/** The list indexes that hold the searched text (migrations 0007, 0008): the scope's walk tests it in the index. */
const TEXT_COVER = /(USING (COVERING )?INDEX|using) bookings_\w+_cover\b/;
/** Marks the sums that must read an index alone, never the bookings' rows (SQLite's covering index, an index-only scan). */
const INDEX_ONLY = 'index alone';
const INDEX_ONLY_PLAN = /^(SEARCH|SCAN) b USING COVERING INDEX|Index Only Scan on bookings\b/;

/** The tables too big to scan at scale. */
const BIG = ['bookings', 'arrivals'];
/** Aliases the repositories give them. */
const ALIASES: Record<string, string> = {
  a: 'arrivals',
  b: 'bookings',
  bookings: 'bookings',
  arrivals: 'arrivals',
};

/**
 * EXPLAINs each hot list query, built by the same functions the API runs, with the values a default
 * request sends (today's window, the demo agent and agency, a hotel with guests in house).
 */
export async function checkQueryPlans(db: Db, dialect: Dialect, today = todayUtc()): Promise<PlanCheck[]> {
  const agent = await db
    .selectFrom('users')
    .select(['id', 'agencyId'])
    .where('email', '=', 'agent@caravan.demo')
    .executeTakeFirst();
  const inHouse = await db
    .selectFrom('arrivals')
    .select(['id', 'hotelId', 'groupId'])
    .where('departureDate', '>=', today)
    .where('arrivalDate', '<=', today)
    .limit(1)
    .executeTakeFirst();
  const tour = await db.selectFrom('tours').select('id').orderBy('id').limit(1).executeTakeFirst();
  // What a user types in a text filter: the start of a real name (the load bench's word), a group id's tail.
  const guest = await db
    .selectFrom('bookings')
    .select('guestName')
    .where('agencyId', '=', agent?.agencyId ?? 1)
    .limit(1)
    .executeTakeFirst();
  const word = (guest?.guestName ?? 'Anna').split(' ')[0].slice(0, 4);
  const tourist = inHouse
    ? await db.selectFrom('arrivals').select('touristName').where('id', '=', inHouse.id).executeTakeFirst()
    : undefined;
  const touristWord = (tourist?.touristName ?? 'Anna').split(' ').at(-1)!.slice(0, 5);
  // The tail of a guest's number, as a rep types it from a missed call.
  const phone = await db
    .selectFrom('arrivals')
    .select('touristPhone')
    .where('touristPhone', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  const phoneDigits = (phone?.touristPhone ?? '+971 50 123 4567').replace(/\D/g, '').slice(-7);
  const groupTail = (inHouse?.groupId ?? 'TD-0000-0000').slice(-6);
  const agentId = agent?.id ?? 1;
  const operations = await db
    .selectFrom('users')
    .select('supplierId')
    .where('email', '=', 'operations@caravan.demo')
    .executeTakeFirst();
  const supplierId = operations?.supplierId ?? 1;
  const slotGroup = await db
    .selectFrom('timeSlotGroups')
    .select('id')
    .where('supplierId', '=', supplierId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const chartDays = Array.from({ length: 14 }, (_, i) => addDaysUtc(today, i));
  const agencyId = agent?.agencyId ?? 1;

  const arrivals = (f: ArrivalsFilter) => arrivalsFilterSchema.parse(f);
  const bookings = (q: BookingQuery) => bookingQuerySchema.parse(q);
  const staff = { all: true } as const;
  const window = { from: today, to: addDaysUtc(today, OPERATOR_WINDOW_DAYS) };
  const inHouseDefault = arrivals({});
  const byHotel = arrivals({ hotelIds: [inHouse?.hotelId ?? 1] });
  const agentList = (scope: BookingScope, q: BookingQuery) =>
    [
      [`count`, bookingCountQuery(db, scope, bookings(q))],
      [`page`, bookingPageQuery(db, scope, bookings(q))],
    ] as const;
  const operator = (q: BookingQuery) =>
    [
      [`count and sums`, bookingSumsQuery(db, staff, bookings({ ...q, ...window }))],
      [`page`, bookingPageQuery(db, staff, bookings({ ...q, ...window }))],
    ] as const;

  const queries: [string, Compilable][] = [
    ['POST /api/arrivals/filtered in house: count', arrivalCountQuery(db, staff, inHouseDefault, today)],
    ['POST /api/arrivals/filtered in house: page', arrivalPageQuery(db, staff, inHouseDefault, today)],
    ['POST /api/arrivals/filtered in house: rows', arrivalRowsQuery(db, [inHouse?.id ?? 1, 2, 3])],
    ['POST /api/arrivals/filtered hotel: count', arrivalCountQuery(db, staff, byHotel, today)],
    ['POST /api/arrivals/filtered hotel: page', arrivalPageQuery(db, staff, byHotel, today)],
    ['POST /api/arrivals/groupinfo: group', groupQuery(db, staff, inHouse?.groupId ?? 'TD-0000-0000')],
    ...agentList({ agentId }, {}).map(
      ([q, c]) => [`GET /api/agent/bookings showMy=1: ${q}`, c] as [string, Compilable],
    ),
    ...agentList({ agencyId }, {}).map(
      ([q, c]) => [`GET /api/agent/bookings showMy=0 (agency): ${q}`, c] as [string, Compilable],
    ),
    ...agentList({ agencyId }, { status: 'cancelled', ...window }).map(
      ([q, c]) => [`GET /api/agent/commissions agency, dates+status: ${q}`, c] as [string, Compilable],
    ),
    ...agentList({ agencyId }, { offerId: 1 }).map(
      ([q, c]) => [`GET /api/agent/bookings agency, offer: ${q}`, c] as [string, Compilable],
    ),
    ...agentList({ agentId }, { hotelId: inHouse?.hotelId ?? 1 }).map(
      ([q, c]) => [`GET /api/agent/bookings showMy=1, hotel: ${q}`, c] as [string, Compilable],
    ),
    ...operator({}).map(
      ([q, c]) => [`POST /api/bookings/operations window: ${q}`, c] as [string, Compilable],
    ),
    ...operator({ status: 'pending' }).map(
      ([q, c]) => [`POST /api/bookings/operations pending: ${q}`, c] as [string, Compilable],
    ),
    ...agentList({ agencyId }, { f: word }).map(
      ([q, c]) => [`GET /api/agent/bookings agency, ${TEXT} f: ${q}`, c] as [string, Compilable],
    ),
    ...operator({ status: 'normal', f: word }).map(
      ([q, c]) => [`POST /api/bookings/operations status, ${TEXT} f: ${q}`, c] as [string, Compilable],
    ),
    // A window of two years: SQLite looks the text up in its trigram table rather than test each booking.
    [
      `POST /api/bookings/operations two years, ${TEXT} f: page`,
      bookingPageQuery(db, staff, bookings({ f: word, from: addDaysUtc(today, -730), to: today })),
    ],
    [
      `POST /api/arrivals/filtered in house, ${TEXT} touristName: page`,
      arrivalPageQuery(db, staff, arrivals({ touristName: touristWord }), today),
    ],
    [
      `POST /api/arrivals/filtered all, ${TEXT} touristName: count`,
      arrivalCountQuery(db, staff, arrivals({ inHouse: false, touristName: touristWord }), today),
    ],
    [
      `POST /api/arrivals/filtered all, ${TEXT} groupId: page`,
      arrivalPageQuery(db, staff, arrivals({ inHouse: false, groupId: groupTail }), today),
    ],
    // The phone's search box: a name containing the text, or a room equal to it.
    [
      `POST /api/arrivals/filtered in house, ${TEXT} search (name or room): count`,
      arrivalCountQuery(db, staff, arrivals({ search: touristWord }), today),
    ],
    [
      `POST /api/arrivals/filtered in house, ${TEXT} search (name or room): page`,
      arrivalPageQuery(db, staff, arrivals({ search: touristWord }), today),
    ],
    // …or a phone number's digits, in the guest's numbers or the group's.
    [
      `POST /api/arrivals/filtered in house, ${TEXT} search (phone): count`,
      arrivalCountQuery(db, staff, arrivals({ search: phoneDigits }), today),
    ],
    [
      `POST /api/arrivals/filtered in house, ${TEXT} search (phone): page`,
      arrivalPageQuery(db, staff, arrivals({ search: phoneDigits }), today),
    ],
    ['GET /api/agent/offers/price: periods', offerPeriodsQuery(db, tour?.id ?? 1, addDaysUtc(today, 1))],
    // The availability chart's two weeks of the operator's slots, and of one group.
    [
      `GET /api/availability: seats per slot-day from the ${INDEX_ONLY}`,
      soldPerSlotDayQuery(db, { supplierId }, chartDays),
    ],
    [
      `GET /api/availability groupId: seats per slot-day from the ${INDEX_ONLY}`,
      soldPerSlotDayQuery(db, { supplierId }, chartDays, slotGroup?.id ?? 1),
    ],
  ];

  const checks: PlanCheck[] = [];
  for (const [name, query] of queries) {
    const { sql, parameters } = query.compile();
    const plan =
      dialect === 'sqlite' ? await sqlitePlan(db, sql, parameters) : await postgresPlan(db, sql, parameters);
    // A text filter must reach its trigram index (an FTS5 table, a GIN index), or walk an index that holds
    // the text: another index with the LIKE as a filter reads every row of the scope.
    if (name.includes(TEXT) && !plan.lines.some((l) => TEXT_INDEX.test(l) || TEXT_COVER.test(l)))
      plan.scans.push(`${name}: no text index`);
    if (name.includes(INDEX_ONLY) && !plan.lines.some((l) => INDEX_ONLY_PLAN.test(l)))
      plan.scans.push(`${name}: reads the bookings' rows`);
    checks.push({
      name,
      usesIndex: plan.scans.length === 0,
      scans: plan.scans,
      fullIndexScans: plan.fullIndexScans,
      plan: plan.lines.join('\n'),
    });
  }
  return checks;
}

async function sqlitePlan(db: Db, sql: string, parameters: readonly unknown[]) {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  const lines = rows.map((r) => r.detail);
  // "SCAN b" reads the whole table; "SCAN b USING [COVERING] INDEX …" walks an index.
  const bigScans = lines.filter((l) => {
    const m = /^SCAN (\w+)/.exec(l);
    return m !== null && ALIASES[m[1]] !== undefined;
  });
  const scans = bigScans.filter((l) => !/ USING .*INDEX/.test(l));
  return { lines, scans, fullIndexScans: bigScans.filter((l) => !scans.includes(l)) };
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgNode[];
}

async function postgresPlan(db: Db, sql: string, parameters: readonly unknown[]) {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgNode }] }>(
    CompiledQuery.raw(`explain (format json) ${sql}`, [...parameters]),
  );
  const lines: string[] = [];
  const scans: string[] = [];
  const fullIndexScans: string[] = [];
  const walk = (node: PgNode, depth: number) => {
    const on = node['Relation Name']
      ? ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}`
      : '';
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const line = `${'  '.repeat(depth)}${node['Node Type']}${on}${using}`;
    lines.push(line);
    const big = BIG.includes(node['Relation Name'] ?? '');
    if (node['Node Type'] === 'Seq Scan' && big) scans.push(line.trim());
    if (/Index/.test(node['Node Type']) && big && node['Index Cond'] === undefined)
      fullIndexScans.push(line.trim());
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan, 0);
  return { lines, scans, fullIndexScans };
}

/** A table of the checks, one line each: index, index* (walks a whole index) or SCAN, and the plan. */
export function formatPlanChecks(checks: PlanCheck[]): string {
  const width = Math.max(...checks.map((c) => c.name.length));
  const verdict = (c: PlanCheck) =>
    !c.usesIndex ? 'SCAN  ' : c.fullIndexScans.length > 0 ? 'index*' : 'index ';
  const out = checks.map(
    (c) =>
      `${c.name.padEnd(width)}  ${verdict(c)}  ${c.plan
        .split('\n')
        .map((l) => l.trim())
        .join(' | ')}`,
  );
  return out.join('\n');
}

async function main(): Promise<number> {
  const config = loadConfigOrExplain();
  if (!config) return 2;
  if (config.database.kind === 'sqlite' && !fs.existsSync(config.database.file)) {
    console.error(
      `No database at ${config.database.file}: seed one first (npm run seed:scale), or set DATABASE_URL`,
    );
    return 2;
  }
  const database = openDatabase(config.database, { poolSize: 1 });
  try {
    const bookings = await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
      .catch(() => undefined);
    if (bookings === undefined) {
      console.error('The database has no Caravan tables: seed it first (npm run seed:scale)');
      return 2;
    }
    if (Number(bookings.n) < 100_000) {
      console.log(
        `Note: ${Number(bookings.n)} bookings only; on tables this small a planner may rightly scan. Plans matter at scale (npm run seed:scale).`,
      );
    }
    const checks = await checkQueryPlans(database.db, database.dialect);
    console.log(
      `Query plans on ${database.dialect} (${config.database.kind === 'sqlite' ? config.database.file : 'DATABASE_URL'}):`,
    );
    console.log(formatPlanChecks(checks));
    const failed = checks.filter((c) => !c.usesIndex);
    const whole = checks.filter((c) => c.usesIndex && c.fullIndexScans.length > 0).length;
    console.log(
      failed.length === 0
        ? `\nAll ${checks.length} queries use indexes.`
        : `\n${failed.length} of ${checks.length} queries scan bookings or arrivals.`,
    );
    if (whole > 0)
      console.log(`index*: ${whole} of them walk a whole index of bookings or arrivals (see the plan).`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(`Query plan check failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    },
  );
}
