import type { AirportMeetingsResult, SaveAirportMeetings } from '../../../contract';
import {
  defineOutboxKind,
  httpVerdict,
  type OutboxAnswer,
  type OutboxVerdict,
} from '../../platform/outbox/kinds';

// Read by the service worker too (src/outbox-kinds.ts): no React, no zod, only types from contract/.

export const AIRPORT_MEETINGS_PATH = '/api/airport/meetings';

/** A mark at the airport: some guests of one group met (or the mark undone), at the device's time. */
export interface AirportMark extends SaveAirportMeetings {
  groupId: string;
  metAt: string;
}

/** Marks of one group are sent in the order made: a guest marked, undone and marked again ends met. */
export const airportEntity = (groupId: string) => `airport-meeting:${groupId}`;

/**
 * A 200 that changed nothing is a mark the server had already (another rep met them first, or this
 * one was sent before): done, not an error. An unknown guest (404) is refused, for the rep to discard.
 */
export function classifyMark(answer: OutboxAnswer): OutboxVerdict {
  const verdict = httpVerdict(answer);
  if (verdict.outcome === 'done' && (answer.body as AirportMeetingsResult | null)?.changed === 0)
    return { outcome: 'already-done' };
  return verdict;
}

export const outboxKind = defineOutboxKind<AirportMark>({
  name: 'airport-meeting',
  entity: (mark) => airportEntity(mark.groupId),
  request: ({ arrivalIds, met, metAt }) => ({
    method: 'POST',
    path: AIRPORT_MEETINGS_PATH,
    body: { arrivalIds, met, metAt },
  }),
  classify: classifyMark,
  view: {
    title: 'Met at the airport',
    resolve: { text: 'Open', href: () => '/airport' },
    chipLabel: (entry) =>
      entry.state === 'sent' && entry.alreadyDone && (entry.body as { met?: boolean }).met
        ? 'Already met'
        : undefined,
  },
});
