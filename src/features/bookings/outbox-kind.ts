import type { ExternalProviderFailure } from '../../../contract/external-bookings';
import type { NewBooking } from '../../../contract/bookings';
import {
  defineOutboxKind,
  httpVerdict,
  reasonOf,
  type OutboxAnswer,
  type OutboxVerdict,
} from '../../platform/outbox/kinds';
import type { OutboxEntry } from '../../platform/outbox/types';

// Read by the service worker too (src/outbox-kinds.ts): no React, no zod, only types from contract/.

export const CREATE_BOOKING_PATH = '/api/agent/bookings';

/**
 * What the outbox says about a booking held up by a ticket provider (it keeps waiting, it is not
 * refused). A final refusal (`provider_declined`, 422) never waits: it is the agent's to change.
 */
const PROVIDER_WAIT: Record<Exclude<ExternalProviderFailure, 'provider_declined'>, string> = {
  provider_timeout:
    'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
  provider_unreachable:
    'The ticket provider could not be reached. No booking was made yet; it will be sent again.',
  provider_refused:
    'The ticket provider refused the tickets. No booking was made yet; it will be sent again.',
  provider_bad_answer:
    'The ticket provider gave an answer we cannot read. No booking was made yet; it will be sent again.',
  provider_not_configured:
    'The ticket provider of this time slot is not set up. It will be sent again; tell the supplier.',
};

/** What the form says when a booking waits on a provider that failed for now (issue 26 item 7). */
export const PROVIDER_NOT_ANSWERING = 'The provider is not answering — try again later';
export const PROVIDER_NOT_ANSWERING_MORE =
  'No booking was made yet. It waits on this device and is sent again by itself; see the Outbox.';

/** The text key for a waiting booking's provider failure, or null when its last answer was not one. */
export function providerWaitNote(entry: OutboxEntry): string | null {
  const reason = entry.error?.reason ?? reasonOf(entry.error?.body);
  return reason !== undefined && Object.hasOwn(PROVIDER_WAIT, reason)
    ? PROVIDER_WAIT[reason as keyof typeof PROVIDER_WAIT]
    : null;
}

/** A 409's body that carries the total now: the price changed since the form showed it. */
export const isPriceChange = (body: unknown): body is { total: number; totalAed: number } => {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return typeof b.total === 'number' && typeof b.totalAed === 'number';
};

/**
 * 201 made it now; 200 is a booking the server already had under this clientRef (a lost answer, an
 * expired key) or a replay: already done. A 409 with the total now is a price change, the agent's to
 * accept (reason 'price_changed'); a 409 naming a reused clientRef or a replay still running stays a
 * conflict as well. A provider's passing failure (502/503) waits and is sent again, with its reason for
 * the screen; its final refusal (422 `provider_declined`, or any answer marked `retryable: false`) goes
 * to the agent (httpVerdict).
 */
export function classifyBooking(answer: OutboxAnswer): OutboxVerdict {
  if (answer.status === 200) return { outcome: 'already-done' };
  if (answer.status === 409 && isPriceChange(answer.body))
    return { outcome: 'conflict', reason: 'price_changed' };
  return httpVerdict(answer);
}

/** A new booking made on the device, with its clientRef (unique in the database) and expected total. */
export const outboxKind = defineOutboxKind<NewBooking>({
  name: 'booking',
  // One booking, one entity: a resend of a refused booking follows its own earlier sends only.
  entity: (booking) => `booking:${booking.clientRef}`,
  request: (booking) => ({ method: 'POST', path: CREATE_BOOKING_PATH, body: booking }),
  classify: classifyBooking,
  view: {
    title: 'New booking',
    resolve: { text: 'Edit and resend', href: (entry) => `/agent/bookings/add?entry=${entry.id}` },
    waitingNote: providerWaitNote,
  },
});
