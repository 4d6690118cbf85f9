import type { ArrivalRow } from './arrival-rows';
import { shownNotes, shownPhones, shownRoom } from './display';
import { cleanPhones, cleanText, type GroupChanges } from './group-values';

/**
 * A table row: the arrival with the inline-editable values as plain fields (the shared table edits
 * fields), as the row shows them, unsent edits included.
 */
export interface ArrivalTableRow {
  id: number;
  row: ArrivalRow;
  groupStatus: number;
  phone: string;
  room: string;
  notes: string;
}

export function toTableRow(row: ArrivalRow): ArrivalTableRow {
  return {
    id: row.arrival.id,
    row,
    groupStatus: row.values.status,
    phone: shownPhones(row),
    room: shownRoom(row),
    notes: shownNotes(row),
  };
}

/** An inline edit of the table as a change of the row's group. */
export function groupChangesOf(row: ArrivalTableRow, changes: Partial<ArrivalTableRow>): GroupChanges {
  const out: GroupChanges = {};
  if (changes.groupStatus !== undefined && changes.groupStatus !== null)
    out.status = Number(changes.groupStatus);
  if (changes.phone !== undefined) out.phoneNumbers = cleanPhones(changes.phone);
  if (changes.notes !== undefined) out.notes = cleanText(changes.notes);
  const hotelId = row.row.arrival.hotelId;
  if (changes.room !== undefined && hotelId !== null)
    out.rooms = { [String(hotelId)]: (changes.room ?? '').trim() };
  return out;
}
