import type { SaveGroupInfo } from '../../../../contract';
import { COMMUNICATION_FLAGS, EDITABLE_GROUP_STATUSES } from '../../../../domain/arrival-status';

/**
 * What the Outbox page lists for an edit, e.g. "Room 1204, Call initiated — Ivan Petrov (TD-2605-0001)".
 * Kept in English: it is stored with the entry, and the entry outlives a language switch.
 */
export function editLabel(body: SaveGroupInfo, guest: string): string {
  const { values } = body;
  const before = body.base?.communicationStatus ?? 0;
  const parts: string[] = [];
  if (values.status !== undefined)
    parts.push(
      `Status ${EDITABLE_GROUP_STATUSES.find((s) => s.value === values.status)?.label ?? values.status}`,
    );
  for (const room of Object.values(values.rooms ?? {})) parts.push(`Room ${room || '(empty)'}`);
  if (values.phoneNumbers !== undefined) parts.push('Phone numbers');
  if (values.notes !== undefined) parts.push('Notes');
  if (values.communicationStatus !== undefined) {
    for (const f of COMMUNICATION_FLAGS) {
      const was = (before & f.flag) !== 0;
      const now = (values.communicationStatus & f.flag) !== 0;
      if (was !== now) parts.push(now ? f.label : `${f.label} cleared`);
    }
  }
  return `${parts.join(', ')} — ${guest} (${body.groupId})`;
}
