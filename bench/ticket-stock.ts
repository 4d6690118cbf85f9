// Bookings of a ticket that requires attraction tickets (issue 25 item 10), measured: how many a second
// the API makes when each takes a code from stock, and that no code is given twice. SQLite: one
// instance. PostgreSQL (DATABASE_URL_TEST=…): two instances, each with its own pool, over one schema, as
// two processes behind a balancer. More bookings are sent than there are codes, so the last ones are
// refused out_of_stock. Usage: npx tsx bench/ticket-stock.ts  (or with DATABASE_URL_TEST set)
import { randomUUID } from 'node:crypto';
import { addDaysUtc, todayUtc } from '../domain/dates';
import { startDemoServer } from './demo-server';

const CODES = 1500;
const BOOKINGS = 2000;
const IN_FLIGHT = 32;

// Two instances on PostgreSQL, as two processes behind a balancer; one on SQLite.
const demo = await startDemoServer({ folder: 'stock-', instances: 2 });
const { urls, pgUrl, signIn } = demo;
const call = demo.callAt;

const agent = await signIn('agent@caravan.demo');
const editor = await signIn('editor@caravan.demo');
const db = demo.db;
const date = addDaysUtc(todayUtc(), 30);
const offer = await db
  .selectFrom('offers as o')
  .innerJoin('tours as t', 't.id', 'o.tourId')
  .innerJoin('users as u', 'u.supplierId', 't.supplierId')
  .select(['o.id', 'o.tourId', 't.supplierId'])
  .where('u.email', '=', 'editor@caravan.demo')
  .where('o.bookingType', '=', 1)
  .where('o.daysOffered', '=', 0)
  .where('o.minNumOfPeople', '=', 1)
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
const group = await call(urls[0], editor, 'POST', '/api/timeslots/group', {
  id: 0,
  name: `Stock bench ${randomUUID()}`,
  pickUpTimeId: 0,
  capacity: BOOKINGS * 2,
  minimumAdvancedBooking: 0,
  isTimeSlotsIndependant: true,
});
const slot = await call(urls[0], editor, 'POST', '/api/timeslots', {
  id: 0,
  groupId: group.json.id,
  name: 'Stock bench slot',
  startHour: 10,
  startMinutes: 0,
  endHour: 12,
  endMinutes: 0,
  timeType: 0,
  type: 0,
  daysOffered: 0,
  capacity: BOOKINGS * 2,
  isExternalId: false,
  externalProviderCodeType: 0,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
});
await db.deleteFrom('offerTimeSlots').where('offerId', '=', offer.id).execute();
await db.insertInto('offerTimeSlots').values({ offerId: offer.id, timeSlotId: slot.json.id }).execute();
const type = await db
  .insertInto('ticketTypes')
  .values({ supplierId: offer.supplierId, name: 'Stock bench adult', shortName: 'SB-ADT' })
  .returning('id')
  .executeTakeFirstOrThrow();
const until = addDaysUtc(date, 90);
for (let i = 0; i < CODES; i += 500)
  await db
    .insertInto('ticketCodes')
    .values(
      Array.from({ length: Math.min(500, CODES - i) }, (_, k) => ({
        ticketTypeId: type.id,
        code: `SB-${i + k}`,
        expiresOn: until,
        importedAt: new Date().toISOString(),
      })),
    )
    .execute();
// BENCH_STOCK_BASELINE=1: the same bookings with codes not required, to tell the codes' cost from the booking's.
const baseline = process.env.BENCH_STOCK_BASELINE === '1';
await db
  .updateTable('offers')
  .set({ isTicketsRequired: baseline ? 0 : 1 })
  .where('id', '=', offer.id)
  .execute();
await db.deleteFrom('offerTicketTypes').where('offerId', '=', offer.id).execute();
await db
  .insertInto('offerTicketTypes')
  .values({ offerId: offer.id, ticketTypeId: type.id, type: 0 })
  .execute();

const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async (_, lane) => {
    for (let i = next++; i < BOOKINGS; i = next++) {
      const res = await call(urls[(lane + i) % urls.length], agent, 'POST', '/api/agent/bookings', {
        clientRef: randomUUID(),
        date,
        tourId: offer.tourId,
        offerId: offer.id,
        timeSlotId: slot.json.id,
        adults: 1,
        guestName: 'Stock Bench',
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const sold = await db
  .selectFrom('ticketCodes')
  .select([
    (eb) => eb.fn.countAll<number | string>().as('codes'),
    (eb) => eb.fn.count<number | string>('bookingId').distinct().as('bookings'),
  ])
  .where('ticketTypeId', '=', type.id)
  .where('status', '=', 'sold')
  .executeTakeFirstOrThrow();
const created = statuses.get(201) ?? 0;
console.log(
  JSON.stringify(
    {
      database: pgUrl ? 'postgres, 2 instances' : 'sqlite, 1 instance',
      codesRequired: !baseline,
      bookingsSent: BOOKINGS,
      codes: CODES,
      answers: Object.fromEntries(statuses),
      seconds: Number(seconds.toFixed(2)),
      bookingsPerSecond: Math.round(BOOKINGS / seconds),
      codesSold: Number(sold.codes),
      bookingsWithCodes: Number(sold.bookings),
      // A code row holds one booking: a code given twice shows as a booking made whose code row names another.
      codesGivenTwice: baseline ? null : created - Number(sold.bookings),
    },
    null,
    2,
  ),
);
await demo.close();
