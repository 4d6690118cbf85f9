// Caravan's OCTO availability calendar (issue 26 bench goal: 60 days of a 20-slot product ≤ 50 ms p95),
// measured: a reseller's key asks POST /octo/availability/calendar for 60 days of one option that sells
// 20 time slots, without and with `octo/pricing`, one call at a time and CONCURRENCY at once, over HTTP
// on loopback. The demo world (SQLite, or PostgreSQL with DATABASE_URL_TEST), with bookings on the slots.
// Usage: npx tsx bench/octo-calendar.ts  (CALLS=200 CONCURRENCY=4 to change the run)
import { addDaysUtc, todayUtc } from '../domain/dates';
import { startDemoServer } from './demo-server';
import { summarizeLatencies } from './percentiles';

const SLOTS = 20;
const DAYS = 60;
const CALLS = Number(process.env.CALLS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);

const demo = await startDemoServer({ folder: 'octo-cal-' });
const { db, pgUrl, call, signIn } = demo;

// A ticket of supplier 2 sold every day, whose group gets 20 slots in all (the demo's have 1–3).
const from = addDaysUtc(todayUtc(), 2);
const ticket = await db
  .selectFrom('offers as o')
  .innerJoin('tours as t', 't.id', 'o.tourId')
  .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
  .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
  .select(['o.tourId', 'o.id as offerId', 's.id as slotId'])
  .where('t.supplierId', '=', 2)
  .where('o.bookingType', '=', 1)
  .where('o.daysOffered', '=', 0)
  .where('s.type', '=', 0)
  .where('s.daysOffered', '=', 0)
  .where('s.stopSellReason', 'is', null)
  .where('o.isDeleted', '=', 0)
  .where('t.isDeleted', '=', 0)
  .orderBy('o.id')
  .executeTakeFirstOrThrow();
const model = await db
  .selectFrom('timeSlots')
  .selectAll()
  .where('id', '=', ticket.slotId)
  .executeTakeFirstOrThrow();
const present = await db
  .selectFrom('offerTimeSlots')
  .select('timeSlotId')
  .where('offerId', '=', ticket.offerId)
  .execute();
for (let i = present.length; i < SLOTS; i++) {
  const { id: _id, ...copy } = model;
  const start = (6 * 60 + i * 40) % (22 * 60);
  const slot = await db
    .insertInto('timeSlots')
    .values({ ...copy, name: `Bench ${i}`, startMinutes: start, endMinutes: start + 60 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('offerTimeSlots').values({ offerId: ticket.offerId, timeSlotId: slot.id }).execute();
}

const agent = await signIn('agent@caravan.demo');
const admin2 = await signIn('admin2@caravan.demo');
const key = await demo.issueOctoKey(admin2);

// Bookings on the slots over the window, so the seats left are not all the capacity.
const slots = await db
  .selectFrom('offerTimeSlots')
  .select('timeSlotId')
  .where('offerId', '=', ticket.offerId)
  .execute();
let booked = 0;
for (let d = 0; d < DAYS; d += 3)
  for (const s of slots.slice(0, 6)) {
    const res = await call(agent, 'POST', '/api/agent/bookings', {
      clientRef: crypto.randomUUID(),
      date: addDaysUtc(from, d),
      tourId: ticket.tourId,
      offerId: ticket.offerId,
      timeSlotId: s.timeSlotId,
      adults: 2,
      guestName: 'Calendar Bench',
    });
    if (res.status === 201) booked++;
  }

const body = {
  productId: String(ticket.tourId),
  optionId: String(ticket.offerId),
  localDateStart: from,
  localDateEnd: addDaysUtc(from, DAYS - 1),
};
async function run(capabilities: string, concurrency: number) {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  let next = 0;
  let bad = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < CALLS) {
        const started = performance.now();
        const res = await call(key, 'POST', '/octo/availability/calendar', body, {
          'octo-capabilities': capabilities,
        });
        times.push(performance.now() - started);
        if (res.status !== 200 || res.json.length !== DAYS) bad++;
      }
    }),
  );
  // CPU time of this process (server and client) per call: steadier than latency on a shared machine.
  const used = process.cpuUsage(cpu);
  return { ...summarizeLatencies(times), bad, cpuPerCall: (used.user + used.system) / 1000 / CALLS };
}
const warm = await run('', 1);
if (warm.bad > 0) throw new Error(`the calendar answered ${warm.bad} calls wrongly`);
console.log(
  `OCTO calendar, ${DAYS} days × ${slots.length} slots, ${booked} bookings, ${pgUrl ? 'PostgreSQL' : 'SQLite'}`,
);
for (const capabilities of ['', 'octo/pricing'])
  for (const concurrency of [1, CONCURRENCY]) {
    const r = await run(capabilities, concurrency);
    console.log(
      `${capabilities || 'no capabilities'}, ${concurrency} at once: ${r.count} calls, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, CPU ${r.cpuPerCall.toFixed(1)} ms a call${r.bad ? `, ${r.bad} wrong` : ''}`,
    );
  }

await demo.close();
