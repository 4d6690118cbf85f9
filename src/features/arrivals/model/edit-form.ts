import {
  EDITABLE_GROUP_STATUSES,
  FILTER_GROUP_STATUSES,
  statusLabel,
} from '../../../../domain/arrival-status';
import type { ArrivalRow } from './arrival-rows';
import { shownNotes, shownPhones } from './display';
import { cleanPhones, cleanText, type GroupChanges } from './group-values';

/** What the group edit form holds: text as typed. */
export interface GroupForm {
  status: number;
  phones: string;
  notes: string;
  /** Room by hotel id. */
  rooms: Record<string, string>;
}

/** The form as the rep opens it: what the screen shows now, pending edits included. */
export function formOf(
  lead: ArrivalRow,
  hotelIds: readonly number[],
  roomOf: (hotelId: number) => string,
): GroupForm {
  return {
    status: lead.values.status,
    phones: shownPhones(lead),
    notes: shownNotes(lead),
    rooms: Object.fromEntries(hotelIds.map((id) => [String(id), roomOf(id)])),
  };
}

/** Form → changes; fields left as they were opened are not changes (the server is not asked). */
export function changesOf(opened: GroupForm, form: GroupForm): GroupChanges {
  const changes: GroupChanges = {};
  if (form.status !== opened.status) changes.status = form.status;
  if (cleanPhones(form.phones) !== cleanPhones(opened.phones))
    changes.phoneNumbers = cleanPhones(form.phones);
  if (cleanText(form.notes) !== cleanText(opened.notes)) changes.notes = cleanText(form.notes);
  for (const [hotelId, room] of Object.entries(form.rooms)) {
    if (room.trim() !== (opened.rooms[hotelId] ?? '').trim())
      changes.rooms = { ...changes.rooms, [hotelId]: room.trim() };
  }
  return changes;
}

/** Status choices: the editable ones, plus the current one when a rep may not set it (shown, disabled). */
export function statusChoices(current: number): Array<{ value: number; label: string; disabled: boolean }> {
  const editable = EDITABLE_GROUP_STATUSES.map((s) => ({
    value: s.value as number,
    label: s.label as string,
    disabled: false,
  }));
  if (editable.some((s) => s.value === current)) return editable;
  const label =
    FILTER_GROUP_STATUSES.find((s) => s.value === current)?.label ?? statusLabel(current, 0, 0).text;
  return [{ value: current, label, disabled: true }, ...editable];
}
