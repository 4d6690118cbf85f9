import { describe, expect, it } from 'vitest';
import {
  appendItem,
  moveAndReindex,
  moveDown,
  moveUp,
  reindex,
  removeAt,
  replaceAt,
} from '../../../../src/ui/inputs/ordered-list';

const faq = () => [
  { index: 1, question: 'A' },
  { index: 2, question: 'B' },
  { index: 3, question: 'C' },
];
const order = (items: readonly { question: string }[]) => items.map((i) => i.question).join('');

describe('ordered-list helpers', () => {
  it('moves an item up or down by swapping it with its neighbour', () => {
    expect(order(moveUp(faq(), 1))).toBe('BAC');
    expect(order(moveDown(faq(), 1))).toBe('ACB');
  });

  it('ignores moves beyond the bounds and returns the same array', () => {
    const items = faq();
    expect(moveUp(items, 0)).toBe(items);
    expect(moveDown(items, 2)).toBe(items);
    expect(moveUp(items, 7)).toBe(items);
    expect(moveDown(items, -1)).toBe(items);
  });

  it('leaves the original array untouched', () => {
    const items = faq();
    moveDown(items, 0);
    expect(order(items)).toBe('ABC');
  });

  it('re-indexes from 1 in the current order', () => {
    const items = [
      { index: 7, question: 'C' },
      { index: 2, question: 'A' },
    ];
    expect(reindex(items).map((i) => i.index)).toEqual([1, 2]);
    expect(moveAndReindex(faq(), 2, 'up').map((i) => `${i.index}${i.question}`)).toEqual(['1A', '2C', '3B']);
  });

  it('removes an item and renumbers the rest', () => {
    const rest = removeAt(faq(), 0);
    expect(rest.map((i) => `${i.index}${i.question}`)).toEqual(['1B', '2C']);
    const items = faq();
    expect(removeAt(items, 3)).toBe(items);
  });
});

describe('ordered-list: add, edit and renumbering', () => {
  it('numbers an added item after the last', () => {
    const items = appendItem(faq(), { question: 'D' });
    expect(items.map((i) => `${i.index}${i.question}`).join(' ')).toBe('1A 2B 3C 4D');
  });

  it('renumbers from 1 after a delete (FAQ questions)', () => {
    expect(
      removeAt(faq(), 0)
        .map((i) => `${i.index}${i.question}`)
        .join(' '),
    ).toBe('1B 2C');
  });

  it('replaces an item keeping its number; a bad position changes nothing', () => {
    const items = faq();
    expect(replaceAt(items, 1, { index: 9, question: 'X' })[1]).toEqual({ index: 2, question: 'X' });
    expect(replaceAt(items, 5, { index: 9, question: 'X' })).toBe(items);
  });

  it('ignores moves beyond the ends without renumbering', () => {
    const items = faq();
    expect(moveAndReindex(items, 0, 'up')).toBe(items);
    expect(moveAndReindex(items, 2, 'down')).toBe(items);
  });
});
