export type { OutboxEntry, OutboxState, OutboxFailure, NewOutboxEntry } from './types';
export { enqueue, requestDrain, settled, resendEntry, discardEntry } from './queue';
export { useOutbox } from './use-outbox';
export { isPending, needsUser } from './transitions';
export { drainOutbox, type DrainOutcome } from './drain';
