import { GroupStatus, type Arrival, type GroupInfoValues, type SaveGroupInfo } from '../../../../contract';
import { sameValue } from '../../../../domain/merge';

/** A group's editable values as the server holds them: what an edit starts from (its `base`). */
export type GroupValues = GroupInfoValues;

/** What one edit changes; rooms by hotel id, only the hotels touched. */
export type GroupChanges = Partial<Omit<GroupValues, 'rooms'>> & { rooms?: Record<string, string> };

type ScalarField = 'status' | 'notes' | 'phoneNumbers' | 'communicationStatus';
const SCALAR_FIELDS: readonly ScalarField[] = ['status', 'notes', 'phoneNumbers', 'communicationStatus'];

export function groupValuesOf(arrival: Arrival): GroupValues {
  const info = arrival.groupInfo;
  return {
    status: info?.status ?? GroupStatus.Pending,
    notes: info?.notes ?? null,
    phoneNumbers: info?.phoneNumbers ?? null,
    communicationStatus: info?.communicationStatus ?? 0,
    rooms: Object.fromEntries((info?.hotels ?? []).map((h) => [String(h.hotelId), h.roomNumber])),
  };
}

/** Typed text as stored: trimmed, and an empty box means no value. */
export function cleanText(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
}

/** Phone numbers as one comma-separated list, whatever spacing the rep typed. */
export function cleanPhones(text: string | null | undefined): string | null {
  return cleanText(
    (text ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .join(', '),
  );
}

/**
 * The group-info save: only the fields that really change, each with the value the user started
 * from, so the server can tell a field someone else changed meanwhile (a 409) from one nobody touched.
 * Null when nothing changes: there is nothing to send.
 */
export function buildSaveBody(
  groupId: string,
  current: GroupValues,
  changes: GroupChanges,
): SaveGroupInfo | null {
  const values: SaveGroupInfo['values'] = {};
  const base: NonNullable<SaveGroupInfo['base']> = {};
  for (const field of SCALAR_FIELDS) {
    const next = changes[field];
    if (next === undefined || sameValue(next, current[field])) continue;
    Object.assign(values, { [field]: next });
    Object.assign(base, { [field]: current[field] });
  }
  for (const [hotelId, room] of Object.entries(changes.rooms ?? {})) {
    const was = current.rooms[hotelId] ?? '';
    if (sameValue(room.trim(), was)) continue;
    values.rooms = { ...values.rooms, [hotelId]: room.trim() };
    base.rooms = { ...base.rooms, [hotelId]: was };
  }
  return Object.keys(values).length > 0 ? { groupId, values, base } : null;
}

/**
 * The values after an edit: what the screen shows while the edit waits in the outbox. Contact flags
 * apply one by one, as the server applies them: only the flags the edit changed against its base.
 */
export function applyChanges(
  current: GroupValues,
  { values, base }: Pick<SaveGroupInfo, 'values' | 'base'>,
): GroupValues {
  const { rooms, communicationStatus, ...rest } = values;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const next: GroupValues = { ...current, ...defined, rooms: { ...current.rooms, ...rooms } };
  if (communicationStatus !== undefined) {
    const changed =
      base?.communicationStatus === undefined ? 0xff : communicationStatus ^ base.communicationStatus;
    next.communicationStatus = (current.communicationStatus & ~changed) | (communicationStatus & changed);
  }
  return next;
}
