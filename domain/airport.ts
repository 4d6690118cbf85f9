// The airport rep's list (issue 25 item 8): guests grouped by flight and terminal, in arrival order.
// Pure rules, read by the server (grouping) and the client (labels).

/** A flight number as people compare it: 'ek 2', 'EK2' and 'EK  2' are one flight. */
export function flightKey(flight: string | null | undefined): string {
  return (flight ?? '').replace(/\s+/g, '').toUpperCase();
}

/** A flight number as shown: trimmed, upper case, single spaces. Null when none is given. */
export function flightLabel(flight: string | null | undefined): string | null {
  const text = (flight ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return text === '' ? null : text;
}

/** A terminal as compared and shown ('t3', 'T3 ' → 'T3'); null when none is given. */
export function terminalLabel(terminal: string | null | undefined): string | null {
  const text = (terminal ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return text === '' ? null : text;
}

export interface ArrivingGuest {
  arrivalId: number;
  supplierId: number;
  groupId: string;
  date: string;
  arrivalTime: number | null;
  flight: string | null;
  terminal: string | null;
  transport: string | null;
}

export interface FlightBucket<G extends ArrivingGuest> {
  date: string;
  flight: string | null;
  terminal: string | null;
  arrivalTime: number | null;
  transport: string | null;
  groups: Array<{ groupId: string; supplierId: number; guests: G[] }>;
}

/**
 * Guests by day, flight and terminal, ordered by arrival time (no time last), then flight and
 * terminal; in a flight, groups by id and guests in the order given. A flight's time is its earliest
 * guest's (lists from different agencies may disagree by a few minutes). Guests with no flight form
 * one bucket per day, last of it.
 */
export function byFlight<G extends ArrivingGuest>(guests: readonly G[]): FlightBucket<G>[] {
  const buckets = new Map<string, FlightBucket<G>>();
  for (const g of guests) {
    const terminal = terminalLabel(g.terminal);
    const key = `${g.date}|${flightKey(g.flight)}|${terminal ?? ''}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {
        date: g.date,
        flight: flightLabel(g.flight),
        terminal,
        arrivalTime: g.arrivalTime,
        transport: g.transport,
        groups: [],
      };
      buckets.set(key, bucket);
    }
    if (g.arrivalTime !== null && (bucket.arrivalTime === null || g.arrivalTime < bucket.arrivalTime))
      bucket.arrivalTime = g.arrivalTime;
    bucket.transport ??= g.transport;
    const groupKey = `${g.supplierId}:${g.groupId}`;
    let group = bucket.groups.find((x) => `${x.supplierId}:${x.groupId}` === groupKey);
    if (!group) {
      group = { groupId: g.groupId, supplierId: g.supplierId, guests: [] };
      bucket.groups.push(group);
    }
    group.guests.push(g);
  }
  const list = [...buckets.values()];
  for (const b of list) b.groups.sort((x, y) => compare(x.groupId, y.groupId) || x.supplierId - y.supplierId);
  return list.sort(
    (x, y) =>
      compare(x.date, y.date) ||
      Number(x.flight === null) - Number(y.flight === null) ||
      (x.arrivalTime ?? Infinity) - (y.arrivalTime ?? Infinity) ||
      compare(x.flight ?? '', y.flight ?? '') ||
      compare(x.terminal ?? '', y.terminal ?? ''),
  );
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
