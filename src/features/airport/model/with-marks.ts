import type {
  AirportDay,
  AirportFlight,
  AirportGroup,
  AirportGuest,
  AirportMeeting,
} from '../../../../contract';
import type { OutboxEntry } from '../../../platform/outbox';
import { outboxKind as markKind } from '../outbox-kind';

/** A guest as the screen shows them: the server's meeting with the rep's own marks laid over it. */
export interface ShownGuest extends AirportGuest {
  /** A mark of this guest still on the device (waiting or on its way). */
  waiting: boolean;
  /** The last mark of this guest was refused (an unknown guest): its message. */
  refused: string | null;
}

interface MarkBody {
  arrivalIds: number[];
  met: boolean;
  metAt: string;
}

function bodyOf(entry: OutboxEntry): MarkBody | null {
  const body = entry.body as Partial<MarkBody> | undefined;
  return body && Array.isArray(body.arrivalIds) && typeof body.met === 'boolean' ? (body as MarkBody) : null;
}

/**
 * Lays the user's marks over the fetched day, oldest first: a waiting mark shows at once (offline too);
 * a sent one shows until the list is fetched again after it (`fetchedAt`), so nothing flips back; a
 * refused one is marked for the rep. `me` names the rep on their own marks.
 */
export function withMarks(
  day: AirportDay,
  entries: readonly OutboxEntry[],
  fetchedAt: number,
  me: { id: number; fullName: string },
): Array<
  Omit<AirportFlight, 'groups'> & { groups: Array<Omit<AirportGroup, 'guests'> & { guests: ShownGuest[] }> }
> {
  const marks = new Map<number, { met: AirportMeeting | null; waiting: boolean; refused: string | null }>();
  for (const entry of [...entries].sort((a, b) => a.createdAt - b.createdAt)) {
    const body = entry.kind === markKind.name ? bodyOf(entry) : null;
    if (!body) continue;
    const pending = entry.state === 'waiting' || entry.state === 'sending';
    const fresh = entry.state === 'sent' && entry.updatedAt > fetchedAt;
    for (const id of body.arrivalIds) {
      const before = marks.get(id);
      if (pending || fresh) {
        // Marked met again while met already: the first meeting stays, as the server keeps it.
        const met = body.met
          ? (before?.met ?? { metAt: body.metAt, metById: me.id, metByName: me.fullName })
          : null;
        marks.set(id, { met, waiting: pending || (before?.waiting ?? false), refused: null });
      } else if (entry.state === 'refused' || entry.state === 'conflict') {
        marks.set(id, { met: before?.met ?? null, waiting: false, refused: entry.error?.message ?? '' });
      }
    }
  }
  return day.flights.map((f) => ({
    ...f,
    groups: f.groups.map((g) => ({
      ...g,
      guests: g.guests.map((guest) => {
        const mark = marks.get(guest.arrivalId);
        if (!mark) return { ...guest, waiting: false, refused: null };
        const met = mark.refused !== null ? guest.met : mark.met && guest.met ? guest.met : mark.met;
        return { ...guest, met, waiting: mark.waiting, refused: mark.refused };
      }),
    })),
  }));
}
