export type { OutboxEntry, OutboxState, OutboxFailure, NewOutboxEntry } from './types';
export { enqueue, requestDrain, settled, resendEntry, discardEntry, type QueuedOperation } from './queue';
export {
  defineOutboxKind,
  registerOutboxKinds,
  outboxKind,
  httpVerdict,
  reasonOf,
  type OutboxKind,
  type OutboxKindView,
  type OutboxAnswer,
  type OutboxVerdict,
  type OutboxRequest,
} from './kinds';
export { useOutbox } from './use-outbox';
export { isPending, needsUser } from './transitions';
export { drainOutbox, type DrainOutcome } from './drain';
export { summarize, nextDueAt, unsentCount, STALE_AFTER_MS, type OutboxSummary } from './summary';
export { useOutboxDriver } from './use-outbox-driver';
export { getEntry as findEntry } from './store';
export { coalesce, SETTLED_QUIET_MS, SETTLED_MAX_WAIT_MS } from './coalesce';
