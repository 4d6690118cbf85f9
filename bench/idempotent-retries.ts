// Correctness under scale-out: the same new booking, with the same Idempotency-Key, sent to two API
// instances at the same moment, for many keys. Each key must make exactly one booking: both answers
// carry the same booking (the second is a replay), or one answers 409 "still being processed"
// (server/http/idempotency.ts), which the app retries. The database is then counted by clientRef.
import { randomUUID } from 'node:crypto';
import type { CreatedBooking } from '../contract';
import { openDatabase } from '../server/db/database';
import type { BenchDatabase } from './bench-database';
import { signInAs } from './api-sessions';
import { newBookingBody, planBookings } from './booking-plan';

export interface RetryCheck {
  keys: number;
  sendsPerKey: number;
  /** Answers 201 (first) and 201 replayed from the stored answer. */
  created: number;
  replayed: number;
  /** The documented 409 of a key whose first request is still running. */
  stillRunning: number;
  /** Any other answer, a failed connection, or two answers naming different bookings. */
  errors: number;
  errorSamples: string[];
  /** Bookings in the database per clientRef sent: more than one is a duplicate; none is a lost booking. */
  duplicated: number;
  missing: number;
}

const IN_FLIGHT = 16;

interface Answer {
  status: number;
  replayed: boolean;
  body: string;
}

async function send(url: string, token: string, key: string, body: string): Promise<Answer> {
  const res = await fetch(`${url}/api/agent/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body,
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    body: await res.text(),
  };
}

export async function checkIdempotentRetries(
  instanceUrls: string[],
  database: BenchDatabase,
  keys: number,
): Promise<RetryCheck> {
  const token = await signInAs(instanceUrls[0], 'agent');
  const direct = openDatabase(database.config, { poolSize: 2 });
  try {
    const plan = await planBookings(instanceUrls[0], token, direct.db, keys);
    if (plan.length < keys)
      throw new Error(`only ${plan.length} bookable seats left for the ${keys} retried bookings`);
    const check: RetryCheck = {
      keys,
      sendsPerKey: instanceUrls.length,
      created: 0,
      replayed: 0,
      stillRunning: 0,
      errors: 0,
      errorSamples: [],
      duplicated: 0,
      missing: 0,
    };
    const fail = (why: string) => {
      check.errors++;
      if (check.errorSamples.length < 5) check.errorSamples.push(why);
    };
    const clientRefs: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < keys) {
        const i = next++;
        const body = newBookingBody(plan[i], i + 1);
        clientRefs.push(body.clientRef);
        const key = `bench-retry-${randomUUID()}`;
        const json = JSON.stringify(body);
        const answers = await Promise.allSettled(instanceUrls.map((url) => send(url, token, key, json)));
        const bookingIds = new Set<number>();
        for (const a of answers) {
          if (a.status === 'rejected') {
            fail(`no answer: ${(a.reason as Error).message}`);
          } else if (a.value.status === 201) {
            if (a.value.replayed) check.replayed++;
            else check.created++;
            bookingIds.add((JSON.parse(a.value.body) as CreatedBooking).id);
          } else if (a.value.status === 409 && /still being processed/.test(a.value.body)) {
            check.stillRunning++;
          } else {
            fail(`${a.value.status} ${a.value.body.slice(0, 160)}`);
          }
        }
        if (bookingIds.size > 1) fail(`one key answered with bookings ${[...bookingIds].join(' and ')}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    const counts = await direct.db
      .selectFrom('bookings')
      .select((eb) => ['clientRef', eb.fn.countAll<number>().as('n')])
      .where('clientRef', 'in', clientRefs)
      .groupBy('clientRef')
      .execute();
    check.duplicated = counts.filter((c) => Number(c.n) > 1).length;
    check.missing = clientRefs.length - counts.length;
    return check;
  } finally {
    await direct.close();
  }
}
