// The hot endpoints of issues 4, 5 and 7 as autocannon scenarios, against the demo (or scale) data the
// API serves. Reads use fixed requests; writes make every request unique the way the app does (fresh
// Idempotency-Key, clientRef, the base values the user started from), so each one is real work.
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type {
  AgentBooking,
  Arrival,
  ArrivalsPage,
  OperatorBooking,
  PlainPair,
  TourForEdit,
  TourManageList,
} from '../contract';
import type { Db } from '../server/db/database';
import { apiJson, DEMO_PASSWORD, demoEmail, type Tokens } from './api-sessions';
import { newBookingBody, planBookings, type PlannedBooking } from './booking-plan';

/**
 * What a scenario's goal is: list p95 ≤ 30 ms, single-row read or edit p95 ≤ 20 ms, a whole entity saved
 * with its children p95 ≤ 50 ms (a tour), a rate, or none.
 */
export type ScenarioKind = 'list' | 'single' | 'save' | 'create' | 'sign-in';

export interface LoadScenario {
  key: string;
  name: string;
  /** "POST /api/arrivals/filtered" */
  request: string;
  kind: ScenarioKind;
  /** autocannon request options: a fixed request or a generated sequence. */
  requests: autocannon.Request[];
  /** Statuses that are a correct answer for this scenario; anything else is counted as unexpected. */
  expected: (status: number) => boolean;
  /** Requests the scenario can still make before it repeats itself (the booking plan is finite). */
  remaining: () => number;
}

const ok = (status: number) => status >= 200 && status < 300;
/** Asks the API for an answer computed now rather than one kept since the last write. */
const COMPUTED = { 'cache-control': 'no-cache' };
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function fixed(
  key: string,
  name: string,
  kind: ScenarioKind,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): LoadScenario {
  return {
    key,
    name,
    request: `${method} ${path.split('?')[0]}`,
    kind,
    requests: [{ method, path, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }],
    expected: ok,
    remaining: () => Infinity,
  };
}

/** autocannon's per-connection context: the group the connection's request in flight is saving. */
interface GroupContext {
  groupId: string;
}

/**
 * Group-info saves: each request takes a group nobody else is saving, sends the notes it last saw as
 * `base` and a new value, and learns the stored value from the answer. Groups go back to the pool
 * when answered, so concurrent connections never edit one group at once and no save conflicts.
 */
function groupInfoSaves(token: string, arrivals: Arrival[]): LoadScenario {
  const notesByGroup = new Map<string, string | null>();
  for (const a of arrivals)
    if (!notesByGroup.has(a.groupId)) notesByGroup.set(a.groupId, a.groupInfo?.notes ?? null);
  const free = [...notesByGroup.keys()];
  let saves = 0;
  return {
    key: 'groupinfo-save',
    name: 'Group-info save (Idempotency-Key, base values)',
    request: 'POST /api/arrivals/groupinfo',
    kind: 'single',
    requests: [
      {
        method: 'POST',
        path: '/api/arrivals/groupinfo',
        setupRequest: (request, context) => {
          const groupId = free.shift()!; // buildScenarios checked there are more groups than connections
          const notes = `Bench note ${++saves}`;
          (context as GroupContext).groupId = groupId;
          return {
            ...request,
            headers: { ...json(token), 'idempotency-key': `bench-${randomUUID()}` },
            body: JSON.stringify({ groupId, values: { notes }, base: { notes: notesByGroup.get(groupId) } }),
          };
        },
        onResponse: (status, body, context) => {
          const { groupId } = context as GroupContext;
          try {
            // 200 answers the saved group info; 409 the server's current one. Either is the new base.
            const answer = JSON.parse(body) as {
              notes?: string | null;
              groupInfo?: { notes: string | null };
            };
            if (status === 200) notesByGroup.set(groupId, answer.notes ?? null);
            else if (answer.groupInfo) notesByGroup.set(groupId, answer.groupInfo.notes);
          } catch {
            // not JSON: counted by its status
          }
          free.push(groupId);
        },
      },
    ],
    expected: (status) => status === 200,
    remaining: () => Infinity,
  };
}

/** autocannon's per-connection context: the tour the connection's request in flight is saving. */
interface TourContext {
  tourId: number;
}

/**
 * Tour saves as the editor makes them: the whole tour with every child list (categories, photos,
 * directions, FAQ, an itinerary with stops), from the version last seen, with one field changed so each
 * save is real work (children replaced, change log written). Like group-info saves, a tour is saved by
 * one connection at a time, so no save is stale.
 */
function tourSaves(token: string, tours: TourForEdit[]): LoadScenario {
  const byId = new Map(tours.map((t) => [t.id, t]));
  const free = tours.map((t) => t.id);
  let saves = 0;
  return {
    key: 'tour-save',
    name: 'Tour save with every child list (version, Idempotency-Key)',
    request: 'PUT /api/tours',
    kind: 'save',
    requests: [
      {
        method: 'PUT',
        path: '/api/tours',
        setupRequest: (request, context) => {
          const tourId = free.shift()!; // buildScenarios checked there are more tours than connections
          (context as TourContext).tourId = tourId;
          const tour = byId.get(tourId)!;
          return {
            ...request,
            headers: { ...json(token), 'idempotency-key': `bench-${randomUUID()}` },
            body: JSON.stringify({ ...tour, offers: undefined, shortDescription: `Bench save ${++saves}` }),
          };
        },
        onResponse: (status, body, context) => {
          const { tourId } = context as TourContext;
          try {
            if (status === 200) byId.set(tourId, JSON.parse(body) as TourForEdit);
          } catch {
            // not JSON: counted by its status
          }
          free.push(tourId);
        },
      },
    ],
    expected: (status) => status === 200,
    remaining: () => Infinity,
  };
}

function newBookings(token: string, plan: PlannedBooking[]): LoadScenario {
  let next = 0;
  let last = '';
  return {
    key: 'booking-create',
    name: 'New booking (capacity-checked slot, Idempotency-Key, clientRef)',
    request: 'POST /api/agent/bookings',
    kind: 'create',
    requests: [
      {
        method: 'POST',
        path: '/api/agent/bookings',
        setupRequest: (request) => {
          // Past the plan, the last booking again (same clientRef): a 200 replay, never an oversold
          // seat; the replays count as unexpected, so a plan too small for the machine is seen.
          if (next < plan.length) last = JSON.stringify(newBookingBody(plan[next], next + 1));
          next++;
          return {
            ...request,
            headers: { ...json(token), 'idempotency-key': `bench-${randomUUID()}` },
            body: last,
          };
        },
      },
    ],
    expected: (status) => status === 201,
    remaining: () => plan.length - next,
  };
}

export interface ScenarioSetup {
  url: string;
  tokens: Tokens;
  db: Db;
  /** Bookings to plan for the new-booking run (expected rate × seconds, with room to spare). */
  bookingsWanted: number;
  connections: number;
}

/** Reads what the scenarios need from the running API (groups, a hotel, a guest name, prices). */
export async function buildScenarios({
  url,
  tokens,
  db,
  bookingsWanted,
  connections,
}: ScenarioSetup): Promise<LoadScenario[]> {
  const { agent, arrivalsmanager, operations, editor } = tokens;
  // The editor (operator staff) manages every supplier's tours: the largest tours table there is.
  const tourPage = await apiJson<TourManageList>(
    url,
    editor,
    '/api/tours/manageList?itemsPerPage=500&page=2',
  );
  const toursToSave: TourForEdit[] = [];
  for (const row of tourPage.entities.slice(0, Math.max(40, connections * 3)))
    toursToSave.push(await apiJson<TourForEdit>(url, editor, `/api/tours/manage/${row.id}`));
  if (toursToSave.length <= connections)
    throw new Error(
      `${connections} connections but only ${toursToSave.length} tours to save: seed the scale world`,
    );
  const arrivals = await apiJson<ArrivalsPage>(url, arrivalsmanager, '/api/arrivals/filtered', {
    method: 'POST',
    body: { itemsPerPage: 500 },
  });
  const hotels = await apiJson<PlainPair[]>(url, arrivalsmanager, '/api/hotels/witharrivals');
  const agentPage = await apiJson<{ entities: AgentBooking[] }>(url, agent, '/api/agent/bookings');
  const operatorPage = await apiJson<{ entities: OperatorBooking[] }>(
    url,
    operations,
    '/api/bookings/operations',
    { method: 'POST', body: {} },
  );
  const plan = await planBookings(url, agent, db, bookingsWanted);
  if (arrivals.entities.length === 0 || hotels.length === 0)
    throw new Error('the database has no in-house arrivals to load');
  if (plan.length === 0) throw new Error('no bookable live slot with free seats in the next year');
  const groups = new Set(arrivals.entities.map((a) => a.groupId)).size;
  if (groups <= connections)
    throw new Error(
      `${connections} connections but only ${groups} in-house groups to edit: lower BENCH_CONNECTIONS`,
    );
  // A word of a real guest name: the filtered lists then return rows, as a user's search would.
  const guestWord = (name: string | undefined) => (name ?? 'a').split(' ')[0].slice(0, 4);
  const hotelId = hotels[0].id;
  const { tourId, date } = plan[0];

  return [
    fixed(
      'sign-in',
      'Sign-in (scrypt password check, token)',
      'sign-in',
      'POST',
      '/api/auth/signin',
      { 'content-type': 'application/json' },
      {
        email: demoEmail('agent'),
        password: DEMO_PASSWORD,
      },
    ),
    fixed(
      'arrivals-default',
      'Arrivals list, default in-house query',
      'list',
      'POST',
      '/api/arrivals/filtered',
      json(arrivalsmanager),
      {},
    ),
    // Lists are kept between writes (server/http/result-cache.ts). The default views are what many
    // users reopen; 'computed' times the query itself, which the first reader after each write waits
    // for, and a user's own search is rarely anyone else's, so filtered lists are always computed.
    fixed(
      'arrivals-default-computed',
      'Arrivals list, default in-house query, computed (first read after a write)',
      'list',
      'POST',
      '/api/arrivals/filtered',
      { ...json(arrivalsmanager), ...COMPUTED },
      {},
    ),
    fixed(
      'arrivals-hotel',
      'Arrivals list, one hotel',
      'list',
      'POST',
      '/api/arrivals/filtered',
      json(arrivalsmanager),
      { hotelIds: [hotelId] },
    ),
    // A rep's search box on the phone: a name or a room, always computed (a search is rarely anyone else's).
    fixed(
      'arrivals-search',
      'Arrivals list, name-or-room search',
      'list',
      'POST',
      '/api/arrivals/filtered',
      { ...json(arrivalsmanager), ...COMPUTED },
      {
        search: guestWord(arrivals.entities[0]?.touristName.split(' ').at(-1)),
      },
    ),
    groupInfoSaves(arrivalsmanager, arrivals.entities),
    fixed(
      'agent-bookings',
      "Agent's bookings list, default",
      'list',
      'GET',
      '/api/agent/bookings',
      bearer(agent),
    ),
    fixed(
      'agent-bookings-filtered',
      "Agent's bookings list, agency-wide, guest-name filter",
      'list',
      'GET',
      `/api/agent/bookings?showMy=0&f=${encodeURIComponent(guestWord(agentPage.entities[0]?.guestName))}`,
      { ...bearer(agent), ...COMPUTED },
    ),
    fixed(
      'operator-bookings',
      'Operator bookings list, default',
      'list',
      'POST',
      '/api/bookings/operations',
      json(operations),
      {},
    ),
    fixed(
      'operator-bookings-computed',
      'Operator bookings list, default, computed (first read after a write)',
      'list',
      'POST',
      '/api/bookings/operations',
      { ...json(operations), ...COMPUTED },
      {},
    ),
    fixed(
      'operator-bookings-filtered',
      'Operator bookings list, status and guest-name filter',
      'list',
      'POST',
      '/api/bookings/operations',
      { ...json(operations), ...COMPUTED },
      {
        status: 'normal',
        f: guestWord(operatorPage.entities[0]?.guestName),
      },
    ),
    fixed(
      'offers-price',
      'Offer prices of a tour on a date',
      'single',
      'GET',
      `/api/agent/offers/price?tourId=${tourId}&date=${date}`,
      bearer(agent),
    ),
    fixed(
      'tours-manage-list',
      'Tours table, default page (50 of every supplier’s tours, with offers)',
      'list',
      'GET',
      '/api/tours/manageList',
      bearer(editor),
    ),
    fixed(
      'tours-manage-list-filtered',
      'Tours table, language and not-top filter, trash shown',
      'list',
      'GET',
      `/api/tours/manageList?languagesIds=${toursToSave[0].languageId}&top=2&showDeleted=true`,
      bearer(editor),
    ),
    fixed(
      'tour-for-edit',
      'One tour for edit, every child list',
      'single',
      'GET',
      `/api/tours/manage/${toursToSave[0].id}`,
      bearer(editor),
    ),
    tourSaves(editor, toursToSave.slice(1)),
    newBookings(agent, plan),
  ];
}
