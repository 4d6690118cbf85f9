import { describe, expect, it } from 'vitest';
import { acceptTimeInput, minutesToTime, timeToMinutes } from '../../../domain/time-input';

describe('time input HH:MM', () => {
  it('accepts digits that keep a valid 24-hour time and formats them', () => {
    expect(acceptTimeInput('', '1')).toBe('1');
    expect(acceptTimeInput('1', '14')).toBe('14');
    expect(acceptTimeInput('14', '143')).toBe('14:3');
    expect(acceptTimeInput('14:3', '14:35')).toBe('14:35');
    expect(acceptTimeInput('23:5', '23:59')).toBe('23:59');
  });

  it('reverts when the first digit is above 2, hours above 23 or minute tens above 5', () => {
    expect(acceptTimeInput('', '3')).toBe('');
    expect(acceptTimeInput('2', '24')).toBe('2');
    expect(acceptTimeInput('12', '126')).toBe('12');
    expect(acceptTimeInput('12:3', '12:3a')).toBe('12:3');
  });

  it('converts to minutes; a broken value becomes 0', () => {
    expect(timeToMinutes('14:35')).toBe(875);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('24:00')).toBe(0);
    expect(timeToMinutes('12:61')).toBe(0);
    expect(timeToMinutes('garbage')).toBe(0);
    expect(timeToMinutes(null)).toBe(0);
    expect(minutesToTime(875)).toBe('14:35');
    expect(minutesToTime(-5)).toBe('00:00');
  });
});
