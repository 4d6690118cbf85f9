import type { GroupInfoValues } from '../../../contract';
import { COMMUNICATION_FLAGS } from '../../../domain/arrival-status';

/**
 * A group's info as flat fields for the field-by-field merge: each contact flag and each hotel's room
 * is its own field, so two reps ticking different flags, or rooms in different hotels, never clash.
 * Field names: status, notes, phoneNumbers, communicationStatus:<flag>, rooms:<hotelId>.
 */
export type FlatFields = Record<string, string | number | boolean | null>;

export function flatten(
  values: Partial<GroupInfoValues>,
  flagsKnown = values.communicationStatus !== undefined,
): FlatFields {
  const flat: FlatFields = {};
  if (values.status !== undefined) flat.status = values.status;
  if (values.notes !== undefined) flat.notes = values.notes;
  if (values.phoneNumbers !== undefined) flat.phoneNumbers = values.phoneNumbers;
  if (flagsKnown && values.communicationStatus !== undefined) {
    for (const { flag } of COMMUNICATION_FLAGS)
      flat[`communicationStatus:${flag}`] = (values.communicationStatus & flag) !== 0;
  }
  for (const [hotelId, room] of Object.entries(values.rooms ?? {})) flat[`rooms:${hotelId}`] = room;
  return flat;
}

/** Only the flags the user changed take part, so an untouched flag is never reported as a clash. */
export function changedFlagsOnly(mine: FlatFields, base: FlatFields): FlatFields {
  const out: FlatFields = {};
  for (const [k, v] of Object.entries(mine)) {
    if (!k.startsWith('communicationStatus:') || !(k in base) || base[k] !== v) out[k] = v;
  }
  return out;
}

export function unflatten(flat: FlatFields): GroupInfoValues {
  const values: GroupInfoValues = {
    status: Number(flat.status ?? 0),
    notes: (flat.notes as string | null) ?? null,
    phoneNumbers: (flat.phoneNumbers as string | null) ?? null,
    communicationStatus: 0,
    rooms: {},
  };
  for (const [k, v] of Object.entries(flat)) {
    if (k.startsWith('communicationStatus:') && v === true)
      values.communicationStatus |= Number(k.split(':')[1]);
    if (k.startsWith('rooms:')) values.rooms[k.split(':')[1]] = String(v ?? '');
  }
  return values;
}
