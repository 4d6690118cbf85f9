import type { CreatedBooking, NewBooking } from '../../../../contract/bookings';
import { discardEntry, enqueue, resendEntry, settled, type OutboxEntry } from '../../../platform/outbox';
import { outboxKind as bookingKind, isPriceChange, providerWaitNote } from '../outbox-kind';

/** Long enough for a slow mobile answer; offline nothing is coming, so the form does not wait. */
const ONLINE_WAIT_MS = 8_000;
const OFFLINE_WAIT_MS = 1_500;

export type CreateOutcome =
  | { kind: 'sent'; booking: CreatedBooking }
  /**
   * Still on the device: the outbox sends it later. `why`: no network (`offline`); a ticket provider
   * that failed for now (`provider`: it did not answer, or answered a passing error); the server did not
   * answer in time or failed for now (`server`). Never a final refusal: that is `refused`.
   */
  | { kind: 'pending'; why: 'offline' | 'provider' | 'server' }
  | { kind: 'price-changed'; total: number; totalAed: number }
  | { kind: 'refused'; status: number; title: string; message: string; fields: Record<string, string> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function fieldsOf(body: unknown): Record<string, string> {
  const fields = isRecord(body) && isRecord(body.fields) ? body.fields : {};
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export function outcomeOf(entry: OutboxEntry | undefined, online = true): CreateOutcome {
  if (!entry || entry.state === 'waiting' || entry.state === 'sending') {
    if (entry?.error && providerWaitNote(entry)) return { kind: 'pending', why: 'provider' };
    // A network failure while the browser says it is online is still "no network" for the agent.
    const offline = !online || entry?.error?.status === 0;
    return { kind: 'pending', why: offline ? 'offline' : 'server' };
  }
  if (entry.state === 'sent') return { kind: 'sent', booking: entry.result as CreatedBooking };
  const error = entry.error ?? { status: 0, title: '', message: '' };
  const body = error.body;
  // 409 also answers a replay whose first request is still running; only a body with a price is a price change.
  if (error.status === 409 && isPriceChange(body)) {
    return { kind: 'price-changed', total: body.total, totalAed: body.totalAed };
  }
  return {
    kind: 'refused',
    status: error.status,
    title: error.title,
    message: error.message,
    fields: fieldsOf(body),
  };
}

/**
 * POST /api/agent/bookings through the outbox: the booking is in IndexedDB before anything is sent,
 * with its clientRef and idempotency key, so a lost answer or a double tap never makes two bookings.
 * A booking the server refused is sent again from the same entry (`entryId`), not queued twice.
 * A refusal answered while the form waits (online) is the form's to show and fix: its entry leaves
 * the outbox (the answer is `entryId: null`), unless `keepRefused` — a booking reopened from the
 * outbox stays there until it is sent or discarded.
 */
export async function createBooking(
  userId: number,
  body: NewBooking,
  label: string,
  entryId: string | null,
  { keepRefused = false }: { keepRefused?: boolean } = {},
): Promise<{ entryId: string | null; outcome: CreateOutcome }> {
  let id = entryId;
  if (id) await resendEntry(bookingKind, id, body, label);
  else id = (await enqueue(bookingKind, { userId, payload: body, label })).id;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const outcome = outcomeOf(await settled(id, online ? ONLINE_WAIT_MS : OFFLINE_WAIT_MS), online);
  if ((outcome.kind === 'refused' || outcome.kind === 'price-changed') && !keepRefused) {
    await discardEntry(id);
    return { entryId: null, outcome };
  }
  return { entryId: id, outcome };
}
