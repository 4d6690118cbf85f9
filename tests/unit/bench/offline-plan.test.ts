import { describe, expect, it } from 'vitest';
import { checkReplay, expectedFinal, median, planEdits, type GroupStart } from '../../../bench/offline-plan';

const group = (n: number, hotelIds = [10 + n]): GroupStart => ({
  groupId: `G${n}`,
  hotelIds,
  notes: null,
  phoneNumbers: n % 2 ? '+1 1' : null,
  rooms: Object.fromEntries(hotelIds.map((h) => [String(h), `R${n}`])),
});
const groups = Array.from({ length: 40 }, (_, i) => group(i));
const keys = Array.from({ length: 500 }, (_, i) => `k${i}`);

describe('the 500 edits the offline bench queues', () => {
  const edits = planEdits(groups, 500, keys, 's');

  it('queues the number asked for, each under its own key', () => {
    expect(new Set(edits.map((e) => e.key)).size).toBe(500);
  });

  it('spreads them over every group', () => {
    expect(new Set(edits.map((e) => e.groupId)).size).toBe(40);
  });

  it('piles several edits on some groups, none beyond the cap', () => {
    const byGroup = new Map<string, number>();
    for (const e of edits) byGroup.set(e.groupId, (byGroup.get(e.groupId) ?? 0) + 1);
    const counts = [...byGroup.values()];
    expect([Math.max(...counts) > Math.min(...counts), Math.max(...counts) <= 40]).toEqual([true, true]);
  });

  it('sends each edit against the value the previous edit of its group left', () => {
    const notes = edits.filter((e) => e.groupId === 'G0' && e.field === 'notes');
    expect(notes.slice(1).map((e) => e.body.base?.notes)).toEqual(notes.slice(0, -1).map((e) => e.value));
  });

  it('starts each field from the value the server held', () => {
    const first = edits.find((e) => e.groupId === 'G3' && e.field === 'rooms:13');
    expect(first?.body).toEqual({
      groupId: 'G3',
      values: { rooms: { '13': first?.value } },
      base: { rooms: { '13': 'R3' } },
    });
  });

  it('gives every edit a value no other edit has, so a lost one shows', () => {
    expect(new Set(edits.map((e) => `${e.field}=${e.value}`)).size).toBe(500);
  });

  it('refuses a plan the groups cannot take under the cap', () => {
    expect(() => planEdits(groups.slice(0, 2), 500, keys, 's')).toThrow(/cannot take 500 edits/);
  });
});

describe('lost and duplicated after the replay', () => {
  const edits = planEdits(groups.slice(0, 4), 20, keys, 's', 10);
  const final = expectedFinal(edits);
  const allKeys = edits.map((e) => e.key);
  const once = new Map(allKeys.map((k) => [k, 1]));

  it('finds nothing lost or duplicated when every key was stored once and the last values won', () => {
    expect(checkReplay(edits, (f) => final.get(f), allKeys, once)).toMatchObject({ lost: 0, duplicated: 0 });
  });

  it('counts an edit the server never stored as lost', () => {
    expect(checkReplay(edits, (f) => final.get(f), allKeys.slice(1), once)).toMatchObject({
      notStored: 1,
      lost: 1,
    });
  });

  it('counts a field whose server value is not the last queued as lost', () => {
    const [changed] = final.keys();
    expect(checkReplay(edits, (f) => (f === changed ? 'older' : final.get(f)), allKeys, once)).toMatchObject({
      wrongFinal: 1,
      lost: 1,
    });
  });

  it('counts a key sent twice as duplicated', () => {
    expect(
      checkReplay(edits, (f) => final.get(f), allKeys, new Map([...once, [allKeys[3], 2]])).duplicated,
    ).toBe(1);
  });

  it('counts a write stored under a key that was never queued as duplicated', () => {
    expect(checkReplay(edits, (f) => final.get(f), [...allKeys, 'other'], once)).toMatchObject({
      unexpectedKeys: 1,
      duplicated: 1,
    });
  });
});

describe('median', () => {
  it('takes the middle of an odd count', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
