import { describe, expect, it } from 'vitest';
import { changedFields, fieldsChangedSince, sameContent } from '../../../domain/changed-fields';

describe('changedFields', () => {
  it('names the top-level fields whose content differs, in name order', () => {
    const before = { id: 1, name: 'A', tags: [1, 2], stops: [{ name: 'x' }], note: null as string | null };
    const after = { id: 1, name: 'B', tags: [1, 2], stops: [{ name: 'y' }], note: 'n' };
    expect(changedFields(before, after)).toEqual(['name', 'note', 'stops']);
  });

  it('treats null, undefined and an empty string as no value, and skips ignored fields', () => {
    expect(changedFields({ a: '', b: null, v: 1 }, { a: null, b: undefined, v: 2 }, ['v'])).toEqual([]);
  });

  it('sees order and length of lists', () => {
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent([1], [1, 1])).toBe(false);
    expect(sameContent([], null)).toBe(false);
    expect(sameContent({ a: [{ b: 1 }] }, { a: [{ b: 1 }] })).toBe(true);
  });

  it('joins the fields of several saves once each', () => {
    expect(fieldsChangedSince([{ changedFields: ['b', 'a'] }, { changedFields: ['a', 'c'] }])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
