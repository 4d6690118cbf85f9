import { groupInfoConflictSchema, type GroupInfo, type SaveGroupInfo } from '../../../../contract';
import { COMMUNICATION_FLAGS, FILTER_GROUP_STATUSES, statusLabel } from '../../../../domain/arrival-status';
import type { OutboxEntry } from '../../../platform/outbox';

export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface GroupConflict {
  groupInfo: GroupInfo;
  conflicts: FieldConflict[];
  /** Who saved the group meanwhile and when (absent from answers kept from before the server said). */
  changedBy: { id: number; name: string; byYou: boolean } | null;
  changedAt: string | null;
}

/** The server's 409 answer kept on the outbox entry, or null when it is not a group-info conflict. */
export function conflictOf(entry: OutboxEntry): GroupConflict | null {
  const parsed = groupInfoConflictSchema.safeParse(entry.error?.body);
  if (!parsed.success) return null;
  const { groupInfo, conflicts, changedBy = null, changedAt = null } = parsed.data;
  return { groupInfo, conflicts, changedBy, changedAt };
}

/**
 * The dialog's heading: who changed the group meanwhile, and when ('you, on another device' when it
 * was the user), or 'Someone else' when the answer does not say.
 */
export function conflictAuthor(conflict: GroupConflict, time: (ms: number) => string): Words {
  const { changedBy, changedAt } = conflict;
  const when = changedAt ? Date.parse(changedAt) : Number.NaN;
  if (!changedBy || Number.isNaN(when)) return { text: 'Someone else changed this group' };
  if (changedBy.byYou)
    return { text: 'You changed this group on another device at {{time}}', vars: { time: time(when) } };
  return {
    text: '{{name}} changed this group at {{time}}',
    vars: { name: changedBy.name, time: time(when) },
  };
}

/** A text to translate and what goes into it. */
export interface Words {
  text: string;
  vars?: Record<string, string>;
  /** The user's own text (notes, a room): shown as it is, never looked up as a translation. */
  literal?: true;
}

/** Human name of a conflicting field: Status, Notes, Phone numbers, a flag's label, Room (hotel). */
export function conflictFieldName(field: string, hotelName: (hotelId: number) => string | undefined): Words {
  if (field === 'status') return { text: 'Status' };
  if (field === 'notes') return { text: 'Notes' };
  if (field === 'phoneNumbers') return { text: 'Phone numbers' };
  const [kind, key] = field.split(':');
  if (kind === 'communicationStatus') {
    const flag = COMMUNICATION_FLAGS.find((f) => String(f.flag) === key);
    return { text: flag?.label ?? 'Contact status' };
  }
  if (kind === 'rooms') return { text: 'Room ({{hotel}})', vars: { hotel: hotelName(Number(key)) ?? key } };
  return { text: field };
}

/** A conflicting value as the user reads it. */
export function conflictValue(field: string, value: unknown): Words {
  if (field === 'status' && typeof value === 'number') {
    return {
      text: FILTER_GROUP_STATUSES.find((s) => s.value === value)?.label ?? statusLabel(value, 0, 0).text,
    };
  }
  if (typeof value === 'boolean') return { text: value ? 'Set' : 'Not set' };
  if (value === null || value === undefined || value === '') return { text: '(empty)' };
  return { text: String(value), literal: true };
}

function withFlag(mask: number, flag: number, on: unknown): number {
  return on === true ? mask | flag : mask & ~flag;
}

/**
 * 'Keep mine': send my values again for the clashing fields, this time with the server's current
 * values as the base, so they apply. The fields that did not clash were already saved with the 409.
 */
export function keepMineBody(groupId: string, { groupInfo, conflicts }: GroupConflict): SaveGroupInfo {
  const values: SaveGroupInfo['values'] = {};
  const base: NonNullable<SaveGroupInfo['base']> = {};
  for (const c of conflicts) {
    const [kind, key] = c.field.split(':');
    if (kind === 'communicationStatus') {
      // Flags travel as one mask: the others stay as they are now on both sides, so only this one moves.
      const now = values.communicationStatus ?? groupInfo.communicationStatus;
      values.communicationStatus = withFlag(now, Number(key), c.mine);
      base.communicationStatus = withFlag(
        base.communicationStatus ?? groupInfo.communicationStatus,
        Number(key),
        c.theirs,
      );
    } else if (kind === 'rooms') {
      values.rooms = { ...values.rooms, [key]: String(c.mine ?? '') };
      base.rooms = { ...base.rooms, [key]: String(c.theirs ?? '') };
    } else if (kind === 'status' || kind === 'notes' || kind === 'phoneNumbers') {
      Object.assign(values, { [kind]: c.mine });
      Object.assign(base, { [kind]: c.theirs });
    }
  }
  return { groupId, values, base };
}
