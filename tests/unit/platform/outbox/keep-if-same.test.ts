import { describe, expect, it } from 'vitest';
import { newEntry, startSending } from '../../../../src/platform/outbox/transitions';
import { keepIfSame } from '../../../../src/platform/outbox/use-outbox';

const entry = newEntry(
  {
    userId: 7,
    kind: 'group-info',
    entity: 'group-info:G1',
    method: 'POST',
    path: '/api/arrivals/groupinfo',
    body: {},
    label: 'Room',
  },
  'id-1',
  1_000,
);

describe('the outbox as screens read it', () => {
  it('stays the same list when a read finds the same entries, so the screens do not rebuild', () => {
    const before = [entry];
    expect(keepIfSame(before, [{ ...entry }])).toBe(before);
    const empty: never[] = [];
    expect(keepIfSame(empty, [])).toBe(empty);
  });

  it('is the new list when an entry changed, came or went', () => {
    const before = [entry];
    const sending = [startSending(entry, 2_000)];
    expect(keepIfSame(before, sending)).toBe(sending);
    const none: never[] = [];
    expect(keepIfSame(before, none)).toBe(none);
    const two = [entry, { ...entry, id: 'id-2' }];
    expect(keepIfSame(before, two)).toBe(two);
  });
});
