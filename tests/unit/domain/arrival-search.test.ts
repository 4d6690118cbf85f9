import { describe, expect, it } from 'vitest';
import { matchesArrivalSearch, phoneSearchDigits, phoneSearchText } from '../../../domain/arrival-search';

const zhao = { touristName: 'Zhao Lei', rooms: ['1204'], phones: ['+86 138 1234 5678, +971 50 771-2044'] };

describe('the arrivals search box', () => {
  it('finds a name by any part of it, whatever the case', () => {
    expect(matchesArrivalSearch(zhao, 'zhao')).toBe(true);
    expect(matchesArrivalSearch(zhao, ' LEI ')).toBe(true);
    expect(matchesArrivalSearch(zhao, 'Fedorov')).toBe(false);
  });

  it('finds a room only as a whole', () => {
    expect(matchesArrivalSearch(zhao, '1204')).toBe(true);
    expect(matchesArrivalSearch(zhao, '120')).toBe(false);
  });

  it('finds a phone number by its digits, however they are spaced or written', () => {
    expect(matchesArrivalSearch(zhao, '+8613812345678')).toBe(true);
    expect(matchesArrivalSearch(zhao, '138 1234 5678')).toBe(true);
    expect(matchesArrivalSearch(zhao, '050-771-2044')).toBe(false);
    expect(matchesArrivalSearch(zhao, '50 771 2044')).toBe(true);
    expect(matchesArrivalSearch(zhao, '(50) 771-20')).toBe(true);
  });

  it('does not join the digits of two numbers into one', () => {
    expect(phoneSearchText('+86 138 1234 5678, +971 50')).toBe('8613812345678,97150');
    expect(matchesArrivalSearch(zhao, '5678971')).toBe(false);
  });

  it('takes a short number for a room, not a phone', () => {
    expect(phoneSearchDigits('2044')).toBeNull();
    expect(matchesArrivalSearch(zhao, '2044')).toBe(false);
    expect(phoneSearchDigits('771 204')).toBe('771204');
    expect(phoneSearchDigits('Room 771204')).toBeNull();
  });

  it('matches everyone when nothing is typed', () => {
    expect(matchesArrivalSearch(zhao, '  ')).toBe(true);
  });
});
