import { beforeEach, describe, expect, it } from 'vitest';
import { allEntries, putEntry, removeEntry } from '../../../../src/platform/outbox/store';
import {
  nextDueAt,
  SENDING_STALE_MS,
  STALE_AFTER_MS,
  summarize,
  unsentCount,
} from '../../../../src/platform/outbox/summary';
import { newEntry } from '../../../../src/platform/outbox/transitions';
import type { OutboxEntry, OutboxState } from '../../../../src/platform/outbox/types';

const HOUR = 3600_000;
const entry = (
  id: string,
  state: OutboxState,
  createdAt: number,
  extra: Partial<OutboxEntry> = {},
): OutboxEntry => ({
  ...newEntry(
    {
      userId: 7,
      kind: 'booking',
      entity: id,
      method: 'POST',
      path: '/api/agent/bookings',
      body: {},
      label: id,
    },
    id,
    createdAt,
  ),
  state,
  ...extra,
});

describe('outbox summary', () => {
  const now = 100 * HOUR;

  it('counts waiting and sending as waiting, conflicts and refusals as needing the user, and ignores sent', () => {
    const entries = [
      entry('a', 'waiting', now),
      entry('b', 'sending', now),
      entry('c', 'conflict', now),
      entry('d', 'refused', now),
      entry('e', 'sent', now),
    ];
    expect(summarize(entries, now)).toEqual({ waiting: 2, needsUser: 2, stale: 0 });
  });

  it('calls out what has waited for more than 24 hours', () => {
    const entries = [
      entry('old', 'waiting', now - STALE_AFTER_MS - 1),
      entry('new', 'waiting', now - 23 * HOUR),
    ];
    expect(summarize(entries, now).stale).toBe(1);
  });

  it('knows when the next backed-off entry falls due', () => {
    const entries = [
      entry('a', 'waiting', 0, { nextAttemptAt: now + 5_000 }),
      entry('b', 'waiting', 0, { nextAttemptAt: now + 2_000 }),
      entry('c', 'refused', 0, { nextAttemptAt: now }),
    ];
    expect(nextDueAt(entries)).toBe(now + 2_000);
    expect(nextDueAt([entry('s', 'sent', 0)])).toBeNull();
  });

  it('looks again at an entry left marked sending by a worker stopped mid-send', () => {
    const entries = [
      entry('a', 'waiting', 0, { nextAttemptAt: now + 60_000 }),
      entry('b', 'sending', 0, { updatedAt: now }),
    ];
    expect(nextDueAt(entries)).toBe(now + SENDING_STALE_MS);
  });

  describe('unsent count for sign-out', () => {
    beforeEach(async () => {
      for (const e of await allEntries()) await removeEntry(e.id);
    });

    it("counts one user's unsent operations, stuck ones included, not other users' and not sent ones", async () => {
      await putEntry(entry('w', 'waiting', 1));
      await putEntry(entry('r', 'refused', 2));
      await putEntry(entry('s', 'sent', 3));
      await putEntry(entry('other', 'waiting', 4, { userId: 8 }));
      expect(await unsentCount(7)).toBe(2);
      expect(await unsentCount(9)).toBe(0);
    });
  });
});

describe('queueing order', () => {
  it('keeps the order of edits made within one millisecond', async () => {
    const { enqueue } = await import('../../../../src/platform/outbox/queue');
    const { outboxKind: groupInfo } = await import('../../../../src/features/arrivals/outbox-kind');
    const edit = { groupId: 'g', values: { notes: 'n' } };
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await enqueue(groupInfo, { userId: 7, payload: edit, label: String(i) }));
    const times = made.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(5);
  });
});
