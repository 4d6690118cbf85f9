import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  backoffMs,
  dueChains,
  newEntry,
  recoverInterrupted,
  resend,
  startSending,
} from '../../../../src/platform/outbox/transitions';
import type { OutboxEntry } from '../../../../src/platform/outbox/types';

const input = {
  userId: 7,
  kind: 'group-info' as const,
  entity: 'group:A',
  method: 'POST' as const,
  path: '/api/arrivals/groupinfo',
  body: { a: 1 },
  label: 'Room 12',
};
const fixed = () => 0.5;

describe('outbox state machine', () => {
  it('starts waiting and due now, keyed by its own id', () => {
    const e = newEntry(input, 'id-1', 1000);
    expect(e).toMatchObject({ state: 'waiting', key: 'id-1', attempts: 0, nextAttemptAt: 1000 });
    expect(startSending(e, 1001).state).toBe('sending');
  });

  it('is sent on 2xx and keeps the answer', () => {
    const e = afterAnswer(startSending(newEntry(input, 'i', 0), 1), 200, { ok: 1 }, 2);
    expect(e).toMatchObject({ state: 'sent', result: { ok: 1 } });
  });

  it('goes to the user on 409 (conflict) and on other 4xx (refused), with the reason', () => {
    const conflict = afterAnswer(
      newEntry(input, 'i', 0),
      409,
      { title: 'Conflict', message: 'Someone else changed notes' },
      5,
    );
    expect(conflict.state).toBe('conflict');
    expect(conflict.error).toMatchObject({ status: 409, message: 'Someone else changed notes' });
    for (const status of [400, 403, 404, 422])
      expect(afterAnswer(newEntry(input, 'i', 0), status, {}, 5).state).toBe('refused');
  });

  it('retries network errors and 5xx with growing back-off, never blindly 4xx', () => {
    let e = newEntry(input, 'i', 0);
    e = afterAnswer(e, 0, null, 1000, fixed);
    expect(e).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: 1000 + 2000 });
    e = afterAnswer(e, 503, null, 5000, fixed);
    expect(e).toMatchObject({ state: 'waiting', attempts: 2, nextAttemptAt: 5000 + 4000 });
    expect(backoffMs(3, fixed)).toBe(8000);
    expect(backoffMs(30, fixed)).toBe(5 * 60_000);
  });

  it('waits for a new sign-in on 401 without losing the entry', () => {
    const e = afterAnswer(newEntry(input, 'i', 0), 401, null, 10);
    expect(e).toMatchObject({ state: 'waiting', needsSignIn: true, attempts: 0 });
  });

  it('puts an interrupted send back in the queue with the same key', () => {
    const e = recoverInterrupted(startSending(newEntry(input, 'i', 0), 1), 9);
    expect(e).toMatchObject({ state: 'waiting', key: 'i', nextAttemptAt: 9 });
  });

  it('resends after a conflict with a new body under a new key', () => {
    const conflict = afterAnswer(newEntry(input, 'i', 0), 409, {}, 5);
    const again = resend(conflict, { a: 2 }, 'key-2', 6);
    expect(again).toMatchObject({
      state: 'waiting',
      key: 'key-2',
      id: 'i',
      body: { a: 2 },
      attempts: 0,
      error: undefined,
    });
  });
});

describe('queue order per entity', () => {
  const at = (
    id: string,
    entity: string,
    createdAt: number,
    patch: Partial<OutboxEntry> = {},
  ): OutboxEntry => ({
    ...newEntry({ ...input, entity }, id, createdAt),
    ...patch,
  });

  it('sends the oldest of each entity first and holds later ones back', () => {
    const chains = dueChains([at('b2', 'B', 3), at('a1', 'A', 1), at('a2', 'A', 2), at('b1', 'B', 0)], 10, 7);
    expect(chains.map((chain) => chain.map((e) => e.id))).toEqual([
      ['b1', 'b2'],
      ['a1', 'a2'],
    ]);
  });

  it('holds an entity behind a conflict, a refusal or a back-off, but not other entities', () => {
    const chains = dueChains(
      [
        at('a1', 'A', 1, { state: 'conflict' }),
        at('a2', 'A', 2),
        at('b1', 'B', 3, { nextAttemptAt: 100 }),
        at('b2', 'B', 4),
        at('c1', 'C', 5, { state: 'sent' }),
        at('c2', 'C', 6),
        at('d1', 'D', 7, { state: 'refused' }),
        at('d2', 'D', 8),
      ],
      10,
      7,
    );
    expect(chains.map((chain) => chain.map((e) => e.id))).toEqual([['c2']]);
  });

  it('chains each entity’s entries in order up to the first that cannot go now, longest chain first', () => {
    const chains = dueChains(
      [
        at('b2', 'B', 4),
        at('a1', 'A', 1),
        at('b1', 'B', 3),
        at('a2', 'A', 2, { nextAttemptAt: 1_000 }),
        at('a3', 'A', 5),
        at('c1', 'C', 6, { state: 'sent' }),
        at('c2', 'C', 7),
        at('c3', 'C', 8),
        at('c4', 'C', 9),
        at('d1', 'D', 10, { state: 'conflict' }),
        at('d2', 'D', 11),
        at('e1', 'E', 12, { userId: 8 }),
        at('e2', 'E', 13),
        at('f1', 'F', 14),
        at('f2', 'F', 15, { userId: 8 }),
      ],
      100,
      7,
    );
    expect(chains.map((chain) => chain.map((e) => e.id))).toEqual([
      ['c2', 'c3', 'c4'],
      ['b1', 'b2'],
      ['a1'],
      ['f1'],
    ]);
  });
});
