import { describe, expect, it } from 'vitest';
import { ageOn, fromDisplayDate, toDisplayDate, toDisplayDateTime } from '../../../domain/dates';
import { formatMoney, fromUnits, round, toUnits } from '../../../domain/money';
import { hidePhones } from '../../../domain/phone';

describe('phone hiding', () => {
  it('shows the first 7 characters and ... for each comma-separated number', () => {
    expect(hidePhones('+79161234567')).toBe('+791612...');
    expect(hidePhones('+79161234567, +4915112345678')).toBe('+791612..., +491511...');
    expect(hidePhones('1234567')).toBe('1234567');
    expect(hidePhones('')).toBe('');
    expect(hidePhones(null)).toBe('');
  });
});

describe('money in 1/10000 units', () => {
  it('converts both ways and rounds half away from zero', () => {
    expect(toUnits(185.5)).toBe(1_855_000);
    expect(fromUnits(1_855_000)).toBe(185.5);
    expect(fromUnits('36500')).toBe(3.65);
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-1.005, 2)).toBe(-1.01);
    expect(round(50.82191780821918, 4)).toBe(50.8219);
    expect(formatMoney(3)).toBe('3.00');
  });
});

describe('dates', () => {
  it('shows API dates as DD.MM.YYYY and reads them back only when real', () => {
    expect(toDisplayDate('2026-11-22')).toBe('22.11.2026');
    expect(fromDisplayDate('22.11.2026')).toBe('2026-11-22');
    expect(fromDisplayDate('31.02.2026')).toBeNull();
    expect(fromDisplayDate('2026-11-22')).toBeNull();
  });

  it('shows a UTC timestamp as DD.MM.YYYY HH:mm in the local time zone', () => {
    const local = new Date(2026, 10, 4, 9, 5, 30);
    expect(toDisplayDateTime(local.toISOString())).toBe('04.11.2026 09:05');
    expect(toDisplayDateTime('not a time')).toBe('');
  });

  it('derives age in whole years from the birth date', () => {
    expect(ageOn('1990-11-23', '2026-11-22')).toBe(35);
    expect(ageOn('1990-11-22', '2026-11-22')).toBe(36);
    expect(ageOn(null, '2026-11-22')).toBeNull();
  });
});
