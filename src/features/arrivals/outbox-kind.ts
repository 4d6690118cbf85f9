import type { SaveGroupInfo } from '../../../contract';
import {
  defineOutboxKind,
  httpVerdict,
  type OutboxAnswer,
  type OutboxVerdict,
} from '../../platform/outbox/kinds';

// Read by the service worker too (src/outbox-kinds.ts): no React, no zod, only types from contract/.

export const GROUP_INFO_PATH = '/api/arrivals/groupinfo';
export const groupInfoEntity = (groupId: string) => `group-info:${groupId}`;

/** The server's 409 for fields someone else changed meanwhile: it names them with their values now. */
function isFieldConflict(body: unknown): boolean {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Array.isArray(b.conflicts) && typeof b.groupInfo === 'object' && b.groupInfo !== null;
}

/**
 * A replayed answer is the edit already saved. A 409 listing fields with the server's values is the
 * rep's to settle field by field (reason 'fields_changed'); any other 409 stays a conflict too, shown
 * as not saved.
 */
export function classifyGroupInfo(answer: OutboxAnswer): OutboxVerdict {
  if (answer.status === 409 && isFieldConflict(answer.body))
    return { outcome: 'conflict', reason: 'fields_changed' };
  return httpVerdict(answer);
}

/** An arrival edit (phone, room, notes, group status, contact flags), against the values it started from. */
export const outboxKind = defineOutboxKind<SaveGroupInfo>({
  name: 'group-info',
  entity: (edit) => groupInfoEntity(edit.groupId),
  request: (edit) => ({ method: 'POST', path: GROUP_INFO_PATH, body: edit }),
  classify: classifyGroupInfo,
  view: {
    title: 'Arrival edit',
    resolve: { text: 'Resolve', href: (entry) => `/arrivals?resolve=${entry.id}` },
  },
});
