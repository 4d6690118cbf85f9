import { setLocalOrigin } from '../../server/integrations/octo/local-origin';
import type { OutboundPolicy } from '../../server/integrations/outbound/policy';
import { OCTO_DEMO_PREFIX } from '../../server/integrations/octo-demo/routes';
import { addDaysUtc } from '../../domain/dates';
import { bearer, type TestContext } from './helper';

/**
 * The app listening on a free port, so the OCTO adapter reaches the demo provider over real HTTP as it
 * does in production; providers stored as `/octo-demo/v1` resolve to this address. Returns the demo's
 * absolute base URL and a close that also ends kept-alive sockets (fetch keeps them open).
 */
export async function listenWithDemoProvider(
  t: TestContext,
): Promise<{ demoBaseUrl: string; close(): Promise<void> }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  setLocalOrigin(`http://127.0.0.1:${port}`);
  return {
    demoBaseUrl: `http://127.0.0.1:${port}${OCTO_DEMO_PREFIX}`,
    async close() {
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

/**
 * The outbound-address rule as a test that calls a local server directly needs it: loopback allowed, as
 * OUTBOUND_ALLOW_PRIVATE=127.0.0.1 would (the app itself reaches its demo as its own server).
 */
export const LOOPBACK_ALLOWED: OutboundPolicy = { allowPrivate: ['127.0.0.1'] };

/** The demo agent's agency: the reseller the OCTO tests give keys to. */
export async function demoAgentAgencyId(t: TestContext): Promise<number> {
  const agent = await t.database.db
    .selectFrom('users')
    .select('agencyId')
    .where('email', '=', 'agent@caravan.demo')
    .executeTakeFirstOrThrow();
  return agent.agencyId!;
}

/** An OCTO key a supplier's admin (their token) issues an agency, as the Contracting page does. */
export async function issueOctoKey(t: TestContext, adminToken: string, agencyId: number): Promise<string> {
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/octo-keys',
    headers: bearer(adminToken),
    payload: { agencyId },
  });
  if (issued.statusCode !== 200) throw new Error(`key: ${issued.body}`);
  return issued.json().key as string;
}

/** A reseller's call to Caravan's /octo with a key (none: null) and OCTO capabilities. */
export function octoCall(
  t: TestContext,
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  capabilities = '',
) {
  return t.app.inject({
    method,
    url: `/octo${path}`,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(capabilities ? { 'octo-capabilities': capabilities } : {}),
    },
    payload,
  });
}

/**
 * A supplier's ticket an OCTO reseller can book from one adult on `date` and the five days after: sold
 * at once, every day, on a slot of its own open every day. `withoutTicketCodes` leaves out tickets that
 * need codes from stock.
 */
export function octoTicket(
  t: TestContext,
  supplierId: number,
  date: string,
  { withoutTicketCodes = false }: { withoutTicketCodes?: boolean } = {},
) {
  return t.database.db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .innerJoin('offerTimeSlots as ots', 'ots.offerId', 'o.id')
    .innerJoin('timeSlots as s', 's.id', 'ots.timeSlotId')
    .innerJoin('validPeriods as p', 'p.offerId', 'o.id')
    .select(['o.tourId', 'o.id as offerId', 's.id as slotId'])
    .where('t.supplierId', '=', supplierId)
    .where('o.bookingType', '=', 1)
    .where('o.daysOffered', '=', 0)
    .where('o.minNumOfPeople', '<=', 1)
    .$if(withoutTicketCodes, (q) => q.where('o.isTicketsRequired', '=', 0))
    .where('s.type', '=', 0)
    .where('s.daysOffered', '=', 0)
    .where('s.stopSellReason', 'is', null)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .where('p.periodStart', '<=', date)
    .where('p.periodEnd', '>=', addDaysUtc(date, 5))
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
}
