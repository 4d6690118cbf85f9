// The pure part of the offline replay bench (bench/offline.ts): which 500 group-info edits go into
// the outbox, shaped as the app writes them, and the check of what reached the server — lost and
// duplicated — once the outbox is drained.
import type { SaveGroupInfo } from '../contract';

/** A group's editable text fields as the server holds them before the bench edits it. */
export interface GroupStart {
  groupId: string;
  /** Hotels of the group: a room can only be set at these. */
  hotelIds: number[];
  notes: string | null;
  phoneNumbers: string | null;
  /** Room by hotel id (string keys, as on the wire). */
  rooms: Record<string, string>;
}

export interface PlannedEdit {
  /** The outbox entry's id and Idempotency-Key (the app makes them equal for a new entry). */
  key: string;
  groupId: string;
  /** The flat field the edit changes: 'notes', 'phoneNumbers' or 'rooms:<hotelId>'. */
  field: string;
  value: string;
  body: SaveGroupInfo;
}

/**
 * `total` edits over the groups: the first 60% one group after another across all of them, the rest
 * piled on a few groups, so some groups carry a run of edits that must be sent in order. Each edit
 * changes one field to a new value, against the value the previous edit of that group left (what the
 * app's optimistic screen shows, and so the `base` the app sends). No group gets more than
 * `maxPerGroup` edits.
 */
export function planEdits(
  groups: readonly GroupStart[],
  total: number,
  keys: readonly string[],
  stamp: string,
  maxPerGroup = 40,
): PlannedEdit[] {
  if (keys.length < total) throw new Error(`planEdits needs ${total} keys, got ${keys.length}`);
  const spread = Math.round(total * 0.6);
  // The rest goes to 25 groups (several edits each), or more when 25 cannot take it.
  const hot = Math.min(groups.length, Math.max(25, Math.ceil((total - spread) / (maxPerGroup - 1))));
  const perGroup = new Map<string, number>();
  const order: GroupStart[] = [];
  for (let i = 0; i < total; i++) {
    const group = i < spread ? groups[i % groups.length] : groups[(i - spread) % hot];
    const count = (perGroup.get(group?.groupId ?? '') ?? 0) + 1;
    if (!group || count > maxPerGroup) {
      throw new Error(`${groups.length} groups cannot take ${total} edits at ${maxPerGroup} a group at most`);
    }
    perGroup.set(group.groupId, count);
    order.push(group);
  }

  const current = new Map(
    groups.map((g) => [g.groupId, { notes: g.notes, phoneNumbers: g.phoneNumbers, rooms: { ...g.rooms } }]),
  );
  const done = new Map<string, number>();
  return order.map((group, i) => {
    const now = current.get(group.groupId)!;
    const nth = done.get(group.groupId) ?? 0;
    done.set(group.groupId, nth + 1);
    const fields = ['notes', 'phoneNumbers', ...group.hotelIds.map((h) => `rooms:${h}`)];
    const field = fields[nth % fields.length];
    const key = keys[i];
    if (field === 'notes' || field === 'phoneNumbers') {
      const value = field === 'notes' ? `Bench ${stamp} note ${i}` : `+90 555 ${stamp} ${i}`;
      const body: SaveGroupInfo = {
        groupId: group.groupId,
        values: { [field]: value },
        base: { [field]: now[field] },
      };
      now[field] = value;
      return { key, groupId: group.groupId, field, value, body };
    }
    const hotelId = field.split(':')[1];
    const value = `B${stamp}-${i}`;
    const body: SaveGroupInfo = {
      groupId: group.groupId,
      values: { rooms: { [hotelId]: value } },
      base: { rooms: { [hotelId]: now.rooms[hotelId] ?? '' } },
    };
    now.rooms[hotelId] = value;
    return { key, groupId: group.groupId, field, value, body };
  });
}

/** The last value queued for every group and field: what the server must hold once all is sent. */
export function expectedFinal(edits: readonly PlannedEdit[]): Map<string, string> {
  const final = new Map<string, string>();
  for (const e of edits) final.set(`${e.groupId}/${e.field}`, e.value);
  return final;
}

export interface ReplayCheck {
  /** Queued edits the server never stored a successful answer for. */
  notStored: number;
  /** Group fields whose value on the server is not the last one queued for them. */
  wrongFinal: number;
  /** notStored + wrongFinal: 0 means every edit reached the server and the last of each field won. */
  lost: number;
  /** Requests beyond the first for one key (a replay: harmless to the data, but a resend). */
  resent: number;
  /** Writes the server stored under keys that were not queued (the same edit sent under a new key). */
  unexpectedKeys: number;
  /** resent + unexpectedKeys. */
  duplicated: number;
}

/**
 * @param serverValue the server's value of a group field ('groupId/field'), after the replay
 * @param storedKeys Idempotency-Keys the server stored a 2xx answer for on this path, for this user
 * @param requestsByKey how many times each key was sent (requests that got an answer)
 */
export function checkReplay(
  edits: readonly PlannedEdit[],
  serverValue: (groupField: string) => string | null | undefined,
  storedKeys: readonly string[],
  requestsByKey: ReadonlyMap<string, number>,
): ReplayCheck {
  const queued = new Set(edits.map((e) => e.key));
  const stored = new Set(storedKeys);
  const notStored = edits.filter((e) => !stored.has(e.key)).length;
  let wrongFinal = 0;
  for (const [groupField, value] of expectedFinal(edits)) if (serverValue(groupField) !== value) wrongFinal++;
  let resent = 0;
  for (const [key, count] of requestsByKey) if (queued.has(key) && count > 1) resent += count - 1;
  const unexpectedKeys = [...stored].filter((k) => !queued.has(k)).length;
  return {
    notStored,
    wrongFinal,
    lost: notStored + wrongFinal,
    resent,
    unexpectedKeys,
    duplicated: resent + unexpectedKeys,
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
