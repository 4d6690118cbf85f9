// OCTO bookings (issue 26 part 2), measured: how many reserve + confirm pairs a second one instance
// serves to a reseller over HTTP, and that every pair made exactly one confirmed booking with its seats.
// The demo world; the operator's admin issues a key to the agent's agency; a slot big enough for every
// booking. SQLite by default; PostgreSQL with DATABASE_URL_TEST=… (a schema of its own, dropped after).
// Usage: npx tsx bench/octo-bookings.ts   (BENCH_PAIRS, default 2000; BENCH_IN_FLIGHT, default 32)
import { randomUUID } from 'node:crypto';
import { addDaysUtc, todayUtc } from '../domain/dates';
import { startDemoServer } from './demo-server';

const PAIRS = Number(process.env.BENCH_PAIRS || 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT || 32);

const demo = await startDemoServer({ folder: 'octo-' });
const { db, url, pgUrl, call, signIn } = demo;
const adminToken = await signIn('admin@caravan.demo');
const editor = await signIn('editor@caravan.demo');
const key = await demo.issueOctoKey(adminToken);
const date = addDaysUtc(todayUtc(), 30);
const offer = await db
  .selectFrom('offers as o')
  .innerJoin('tours as t', 't.id', 'o.tourId')
  .innerJoin('users as u', 'u.supplierId', 't.supplierId')
  .select(['o.id', 'o.tourId'])
  .where('u.email', '=', 'editor@caravan.demo')
  .where('o.bookingType', '=', 1)
  .where('o.daysOffered', '=', 0)
  .where('o.minNumOfPeople', '=', 1)
  .where('o.isTicketsRequired', '=', 0)
  .where('o.isDeleted', '=', 0)
  .where((eb) =>
    eb.exists(
      eb
        .selectFrom('validPeriods as p')
        .select('p.id')
        .whereRef('p.offerId', '=', 'o.id')
        .where('p.periodStart', '<=', date)
        .where('p.periodEnd', '>=', date),
    ),
  )
  .orderBy('o.id')
  .executeTakeFirstOrThrow();
const group = await call(editor, 'POST', '/api/timeslots/group', {
  id: 0,
  name: `OCTO bench ${randomUUID()}`,
  pickUpTimeId: 0,
  capacity: PAIRS * 6,
  minimumAdvancedBooking: 0,
  isTimeSlotsIndependant: true,
});
const slot = await call(editor, 'POST', '/api/timeslots', {
  id: 0,
  groupId: group.json.id,
  name: 'OCTO bench slot',
  startHour: 10,
  startMinutes: 0,
  endHour: 12,
  endMinutes: 0,
  timeType: 0,
  type: 0,
  daysOffered: 0,
  capacity: PAIRS * 6,
  isExternalId: false,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
});
await db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
await db.insertInto('offerTimeSlots').values({ offerId: offer.id, timeSlotId: slot.json.id }).execute();

const octo = async (method: string, route: string, body: object) => {
  const res = await fetch(`${url}/octo${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { status?: string; error?: string } };
};
const outcomes = new Map<string, number>();
const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    for (let i = next++; i < PAIRS; i = next++) {
      const uuid = randomUUID();
      const t0 = performance.now();
      const held = await octo('POST', '/bookings', {
        uuid,
        productId: String(offer.tourId),
        optionId: String(offer.id),
        availabilityId: `${date}~${slot.json.id}`,
        unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
      });
      if (held.status !== 200) {
        count(`reserve ${held.status} ${held.json.error}`);
        continue;
      }
      const done = await octo('POST', `/bookings/${uuid}/confirm`, {
        contact: { fullName: `Bench Guest ${i}` },
      });
      latencies.push(performance.now() - t0);
      count(
        done.status === 200 ? `confirm ${done.json.status}` : `confirm ${done.status} ${done.json.error}`,
      );
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

// The baseline, in the same conditions: as many ordinary bookings by an agent signed in to Caravan
// (POST /api/agent/bookings, the same party), one request each.
const agent = await signIn('agent@caravan.demo');
let nextPlain = 0;
const plainStatuses = new Map<number, number>();
const plainStarted = performance.now();
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    for (let i = nextPlain++; i < PAIRS; i = nextPlain++) {
      const res = await call(agent, 'POST', '/api/agent/bookings', {
        clientRef: randomUUID(),
        date,
        tourId: offer.tourId,
        offerId: offer.id,
        timeSlotId: slot.json.id,
        adults: 2,
        guestName: `Plain Guest ${i}`,
      });
      plainStatuses.set(res.status, (plainStatuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const plainSeconds = (performance.now() - plainStarted) / 1000;
const made = await db
  .selectFrom('octoBookings as o')
  .innerJoin('bookings as b', 'b.id', 'o.bookingId')
  .select([(eb) => eb.fn.countAll<number | string>().as('n')])
  .where('o.confirmedAt', 'is not', null)
  .where('b.status', '=', 0)
  .executeTakeFirstOrThrow();
const seats = await db
  .selectFrom('slotSeats')
  .select('booked')
  .where('timeSlotId', '=', slot.json.id)
  .where('date', '=', date)
  .executeTakeFirst();
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
console.log(
  JSON.stringify(
    {
      database: pgUrl ? 'postgres, 1 instance' : 'sqlite, 1 instance',
      pairs: PAIRS,
      inFlight: IN_FLIGHT,
      outcomes: Object.fromEntries(outcomes),
      seconds: Number(seconds.toFixed(2)),
      pairsPerSecond: Math.round(PAIRS / seconds),
      requestsPerSecond: Math.round((2 * PAIRS) / seconds),
      pairMs: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) },
      confirmedBookings: Number(made.n),
      baseline: {
        what: 'POST /api/agent/bookings, same party, same in-flight',
        answers: Object.fromEntries(plainStatuses),
        seconds: Number(plainSeconds.toFixed(2)),
        bookingsPerSecond: Math.round(PAIRS / plainSeconds),
      },
      seatsTaken: seats?.booked ?? 0,
    },
    null,
    2,
  ),
);
await demo.close();
