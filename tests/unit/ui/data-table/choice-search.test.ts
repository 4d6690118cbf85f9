import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { matchingChoices } from '../../../../src/ui/data-table/filters/choice-search';

const t = ((key: string) => (key === 'Yes' ? 'Да' : key)) as unknown as TFunction;
const options = [
  { label: 'Standard (shared 4x4)', value: 3 },
  { label: 'Private Standard', value: 'p' },
  { label: 'Quad bike 30 minutes', value: 7 },
  { label: 'Yes', value: 1 },
];

describe('matchingChoices (the filters’ search box)', () => {
  it('keeps every choice, in order, while nothing is typed', () => {
    expect(matchingChoices(options, '  ', t).map((o) => o.value)).toEqual([3, 'p', 7, 1]);
  });

  it('keeps the choices whose shown name holds the text, in any case', () => {
    expect(matchingChoices(options, ' STANDARD ', t)).toEqual([
      { value: 3, name: 'Standard (shared 4x4)' },
      { value: 'p', name: 'Private Standard' },
    ]);
  });

  it('searches the translated name, not the English key', () => {
    expect(matchingChoices(options, 'да', t).map((o) => o.value)).toEqual([1]);
    expect(matchingChoices(options, 'yes', t)).toEqual([]);
  });
});
