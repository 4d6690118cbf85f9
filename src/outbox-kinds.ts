import type { OutboxKind } from './platform/outbox/kinds';

/**
 * Every operation kind of the app: each feature's `outbox-kind.ts` exports its `outboxKind`, and is
 * found here by its name, so a new kind is one new file. Registered at start by the page (main.tsx)
 * and the service worker (sw.ts), which both send the outbox; kind files import no React or zod,
 * since the worker's bundle includes them.
 */
export const OUTBOX_KINDS: readonly OutboxKind<any>[] = Object.values(
  import.meta.glob<OutboxKind<any>>('./features/*/outbox-kind.ts', { eager: true, import: 'outboxKind' }),
);
