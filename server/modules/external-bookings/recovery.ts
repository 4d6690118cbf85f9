import { BookingStatus } from '../../../contract';
import type { Db } from '../../db/database';
import { writeTransaction } from '../../db/group-commit';
import type { AppContext } from '../../http/types';
import { isProviderError } from '../../integrations/octo/errors';
import type { Booking } from '../../integrations/octo/types';
import { audit } from '../auth/repo';
import { cancelBySystem } from '../bookings/status-service';
import { confirmOrReadBack, releaseHolds } from './booking-service';
import { providerConnector } from './connect';
import type { ProviderLink } from './octo-port';
import { octoContactOf, ticketCodesOf, type Party } from './plan';
import {
  arrivalContactOf,
  bookingsWithReservedTickets,
  claimReservedTickets,
  findBookingToRecover,
  isTicketPerPax,
  markTickets,
  ticketRowsOf,
} from './repo';
import type { ExternalTicketPart } from '../../db/tables/external-bookings';

/**
 * Bookings whose provider tickets were reserved but never confirmed: the server stopped (a crash, a
 * deploy) between the booking's commit and the provider's confirm (new-booking.ts step 3), so nothing
 * is waiting on them any more. The recovery finds them, on start-up and every RECOVERY_INTERVAL_MS,
 * and confirms them with the provider while it still holds the reservation, or else undoes them as a
 * failed confirm does: what the provider holds is cancelled or released, the booking is cancelled with
 * its seats given back, and both are audited (docs/decisions.md "External bookings: recovery").
 */

/** How often each API instance looks for interrupted bookings. */
export const RECOVERY_INTERVAL_MS = 60_000;
/** At most this many bookings per round, so one round stays short; the next takes the rest. */
const BATCH = 50;

/**
 * A reserved row younger than this may still be in its booking's own confirm: the confirm, and on its
 * failure the cancels, take at most two provider calls of OCTO_TIMEOUT_MS each. A claimed row is
 * stamped now, so this is also how long another instance leaves a claimed booking alone.
 */
export const recoveryGraceMs = (octoTimeoutMs: number) => Math.max(2 * 60_000, 3 * octoTimeoutMs);

export interface RecoveryOutcome {
  confirmed: number[];
  undone: number[];
  /** The provider did not answer, or answered 5xx: asked again in a later round. */
  left: number[];
}

interface ClaimedRow {
  part: ExternalTicketPart;
  providerId: number;
  uuid: string;
  codeType: number;
  referencePrefix: string | null;
}

/**
 * Claims a booking's interrupted rows with one conditional update: only rows still `reserved` and
 * untouched since the cut-off move, and they move to now. Of several instances (or rounds) racing for
 * the same booking, the first update takes the rows and the others find none left to take (PostgreSQL
 * re-checks the condition once the first commits; SQLite runs one write at a time).
 */
async function claim(db: Db, bookingId: number, cutoff: string, now: string): Promise<ClaimedRow[]> {
  const rows = await writeTransaction(db, (trx) => claimReservedTickets(trx, bookingId, cutoff, now));
  return rows.map((r) => ({
    part: r.part,
    providerId: r.providerId,
    uuid: r.providerBookingUuid,
    codeType: r.codeType,
    referencePrefix: r.referencePrefix,
  }));
}

/** Who each of a part's unit items is for, in the order the booking reserved them (adults first). */
function kindsOf(
  part: ExternalTicketPart,
  b: { numAdults: number; numChildren: number; numInfants: number },
) {
  const party: Party =
    part === 'adults'
      ? { adults: b.numAdults, children: 0, infants: 0 }
      : part === 'children'
        ? { adults: 0, children: b.numChildren, infants: b.numInfants }
        : { adults: b.numAdults, children: b.numChildren, infants: b.numInfants };
  return [
    ...Array<string>(party.adults).fill('adult'),
    ...Array<string>(party.children).fill('child'),
    ...Array<string>(party.infants).fill('infant'),
  ];
}

/** The provider's answer means the reservation is gone for good (expired, cancelled, unknown): a 4xx. */
const isGone = (err: unknown) =>
  isProviderError(err) && err.kind === 'refused' && (err.status ?? 500) >= 400 && (err.status ?? 500) < 500;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One round: every interrupted booking this instance can claim. */
export async function recoverInterruptedBookings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now = new Date(),
): Promise<RecoveryOutcome> {
  const { db } = ctx;
  const cutoff = new Date(now.getTime() - recoveryGraceMs(ctx.config.octoTimeoutMs)).toISOString();
  const stamp = now.toISOString();
  const candidates = await bookingsWithReservedTickets(db, cutoff, BATCH);
  const outcome: RecoveryOutcome = { confirmed: [], undone: [], left: [] };
  const connect = providerConnector(ctx, { includeInactive: true });
  for (const { bookingId } of candidates) {
    const claimed = await claim(db, bookingId, cutoff, stamp);
    if (claimed.length === 0) continue;
    const result = await recoverBooking(db, bookingId, claimed, connect);
    outcome[result].push(bookingId);
  }
  return outcome;
}

async function recoverBooking(
  db: Db,
  bookingId: number,
  claimed: ClaimedRow[],
  connect: ReturnType<typeof providerConnector>,
): Promise<keyof RecoveryOutcome> {
  const booking = await findBookingToRecover(db, bookingId);
  const link = await connect(booking.supplierId, claimed[0].providerId);
  if (!link) {
    // Removed from the supplier's settings: nobody can be asked. Its hold expires by itself.
    await undo(db, booking, null, 'cancel_failed', 'The provider is no longer set up');
    return 'undone';
  }
  if (booking.status === BookingStatus.Cancelled) {
    await undo(db, booking, link, 'cancelled', 'The booking was cancelled before its tickets were confirmed');
    return 'undone';
  }

  const ticketPerPax = booking.timeSlotId ? await isTicketPerPax(db, booking.timeSlotId) : false;
  // The contact the booking's own confirm would have sent (new-booking.ts).
  const arrival = booking.arrivalId ? await arrivalContactOf(db, booking.arrivalId) : null;
  const contact = octoContactOf({
    fullName: booking.guestName,
    phoneNumber: booking.tel,
    emailAddress: booking.guestEmail ?? arrival?.email ?? null,
    country: arrival?.country ?? null,
  });
  // Confirming again is harmless: OCTO answers an already confirmed booking with that booking.
  const results = await Promise.allSettled(
    claimed.map((row) =>
      // A lost answer is read back, as the booking's own confirm does (booking-service.ts).
      confirmOrReadBack(link.client, row.uuid, {
        resellerReference: `${row.referencePrefix ?? ''}${bookingId}`,
        contact,
      }),
    ),
  );
  const confirmed = claimed.flatMap((row, i) => {
    const r = results[i];
    return r.status === 'fulfilled' ? [{ row, answer: r.value }] : [];
  });
  await writeTransaction(db, async (trx) => {
    for (const { row, answer } of confirmed)
      await storeConfirmed(trx, bookingId, row, answer, ticketPerPax, booking);
  });
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length === 0) {
    await audit(db, {
      userId: null,
      action: 'booking.ticketsConfirmedLate',
      subject: String(bookingId),
      detail: { parts: claimed.map((r) => r.part) },
    });
    return 'confirmed';
  }
  const gone = failures.find(isGone);
  if (!gone) {
    // Timed out, unreachable or a 5xx: the reservation may still be there. The rows keep the claim's
    // stamp, so the next round after the grace period asks again; an expired hold then answers "gone".
    const unconfirmed = claimed.filter((row) => !confirmed.some((c) => c.row === row));
    await writeTransaction(db, async (trx) => {
      for (const row of unconfirmed)
        await markTickets(trx, bookingId, row.part, {
          status: 'reserved',
          lastError: messageOf(failures[0]),
        });
    });
    return 'left';
  }
  await undo(db, booking, link, 'cancelled', `The provider did not confirm: ${messageOf(gone)}`);
  return 'undone';
}

async function storeConfirmed(
  trx: Db,
  bookingId: number,
  row: ClaimedRow,
  answer: Booking,
  ticketPerPax: boolean,
  party: { numAdults: number; numChildren: number; numInfants: number },
) {
  const kinds = kindsOf(row.part, party).slice(0, answer.unitItems.length);
  await markTickets(trx, bookingId, row.part, {
    status: 'confirmed',
    supplierReference: answer.supplierReference ?? null,
    codes: ticketCodesOf(answer, { codeType: row.codeType, ticketPerPax }, kinds),
    lastError: null,
  });
}

/**
 * As a failed confirm: the provider cancels what it confirmed of the booking and lets go of what it
 * holds (quietly: a hold expires by itself), then one transaction cancels the booking (unless it
 * already is) and gives its seats back, marks its rows, and audits the cancel. The booking is cancelled,
 * not deleted: a replay of its creation may already have answered it to the agent.
 */
async function undo(
  db: Db,
  booking: {
    id: number;
    status: number;
    timeSlotId: number | null;
    date: string;
    numAdults: number;
    numChildren: number;
    numInfants: number;
  },
  link: ProviderLink | null,
  rowStatus: 'cancelled' | 'cancel_failed',
  why: string,
): Promise<void> {
  const rows = await ticketRowsOf(db, booking.id);
  if (link) {
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    const held = rows.filter((r) => r.status === 'reserved');
    await Promise.all([
      ...confirmed.map((r) =>
        link.client.cancel(r.providerBookingUuid, 'Booking not completed').catch(() => undefined),
      ),
      releaseHolds(
        link.client,
        held.map((r) => ({ uuid: r.providerBookingUuid })),
      ),
    ]);
  }
  await writeTransaction(db, async (trx) => {
    // Through the transition table and its audit, as every status change (status-service.ts).
    await cancelBySystem(trx, booking, why);
    for (const r of rows)
      if (r.status === 'reserved' || r.status === 'confirmed')
        await markTickets(trx, booking.id, r.part, { status: rowStatus, lastError: why });
  });
}

/**
 * Runs a round now (start-up: the server may have stopped mid-booking) and every RECOVERY_INTERVAL_MS,
 * one round at a time; every instance does, and the claim keeps them from acting twice. Returns stop.
 */
export function scheduleRecovery(
  ctx: Pick<AppContext, 'db' | 'config'>,
  log: { info(o: object, m: string): void; warn(o: unknown, m: string): void },
): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const o = await recoverInterruptedBookings(ctx);
      if (o.confirmed.length + o.undone.length + o.left.length > 0)
        log.info(o, 'interrupted external bookings: confirmed, undone, left for the next round');
    } catch (e) {
      log.warn(e, 'recovering interrupted external bookings failed');
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(() => void round(), RECOVERY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
