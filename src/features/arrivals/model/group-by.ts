import type { ArrivalRow } from './arrival-rows';

export interface GuestGroup {
  groupId: string;
  /** The group's guests in list order; the first one's group values stand for the group. */
  rows: ArrivalRow[];
}

/**
 * Guests by group id, groups in the order their first guest appears. A group split across two
 * loaded pages still makes one card.
 */
export function groupByGroupId(rows: readonly ArrivalRow[]): GuestGroup[] {
  const groups = new Map<string, GuestGroup>();
  for (const row of rows) {
    const group = groups.get(row.arrival.groupId);
    if (group) group.rows.push(row);
    else groups.set(row.arrival.groupId, { groupId: row.arrival.groupId, rows: [row] });
  }
  return [...groups.values()];
}

/** The group's hotels (id and name), for its room fields: a group may stay in more than one. */
export function hotelsOf(group: GuestGroup): Array<{ id: number; name: string }> {
  const hotels = new Map<number, string>();
  for (const { arrival } of group.rows)
    if (arrival.hotelId !== null) hotels.set(arrival.hotelId, arrival.hotelName ?? String(arrival.hotelId));
  return [...hotels].map(([id, name]) => ({ id, name }));
}
