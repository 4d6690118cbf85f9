import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOf } from '../../../domain/local-time';
import { supplierToday, useSupplierToday } from '../../../src/platform/use-today';
import { signInAs } from './harness';

const MINUTE = 60_000;

describe("the screens' today: the user's supplier's date", () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it("is Dubai's new day from its midnight, while UTC's calendar still shows the day before", () => {
    // 00:30 on 1 Dec in Dubai is 20:30 UTC on 30 Nov.
    const night = instantOf('2026-12-01', 30, 'Asia/Dubai');
    expect(new Date(night).toISOString()).toBe('2026-11-30T20:30:00.000Z');
    expect(supplierToday({ timeZone: 'Asia/Dubai' }, night)).toBe('2026-12-01');
    // Agency users and tokens without the zone read the default zone's (Dubai's) calendar.
    expect(supplierToday({ timeZone: null }, night)).toBe('2026-12-01');
    expect(supplierToday(null, night)).toBe('2026-12-01');
  });

  it("is still yesterday in Los Angeles after UTC's midnight", () => {
    const early = Date.UTC(2026, 11, 1, 3, 0); // 19:00 on 30 Nov in Los Angeles
    expect(supplierToday({ timeZone: 'America/Los_Angeles' }, early)).toBe('2026-11-30');
    expect(supplierToday({ timeZone: 'Asia/Dubai' }, early)).toBe('2026-12-01');
  });

  it("follows the signed-in user's zone and moves at the supplier's midnight", () => {
    vi.useFakeTimers({ now: instantOf('2026-12-01', 24 * 60 - 1, 'Asia/Dubai') }); // 23:59 in Dubai
    signInAs({ roles: ['editor'], tz: 'Asia/Dubai' });
    const { result } = renderHook(() => useSupplierToday());
    expect(result.current).toBe('2026-12-01');
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current).toBe('2026-12-02');
  });

  it("reads a Los Angeles supplier's date, not Dubai's nor UTC's", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 3, 0) });
    signInAs({ roles: ['editor'], tz: 'America/Los_Angeles' });
    const { result } = renderHook(() => useSupplierToday());
    expect(result.current).toBe('2026-11-30');
  });
});
