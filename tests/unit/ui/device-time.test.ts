import { describe, expect, it } from 'vitest';
import { deviceTime } from '../../../src/ui/device-time';

describe('the time cached data is from', () => {
  const now = new Date(2026, 10, 23, 18, 30);

  it("is the time of day for today's data", () => {
    expect(deviceTime(new Date(2026, 10, 23, 9, 5).getTime(), now)).toBe('09:05');
  });

  it('adds the date for an older day', () => {
    expect(deviceTime(new Date(2026, 10, 21, 23, 59).getTime(), now)).toBe('21.11.2026 23:59');
  });
});
