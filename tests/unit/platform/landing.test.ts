import { describe, expect, it } from 'vitest';
import { landingPath, safeReturnUrl } from '../../../src/platform/session';

describe('landingPath', () => {
  it('follows a same-site return URL with its query', () => {
    expect(landingPath('/arrivals?date=2026-11-22', ['operations'])).toBe('/arrivals?date=2026-11-22');
  });

  it.each([
    [['operations'], '/bookings'],
    [['accounts'], '/bookings'],
    [['agent'], '/agent/bookings'],
    [['arrivalsmanager'], '/arrivals'],
    // The airport rep's day is their home (issue 25 item 8).
    [['airportrep'], '/airport'],
    [['admin'], '/'],
    [['editor'], '/'],
    [[], '/'],
  ] as const)('lands %j on %s without a return URL', (roles, path) => {
    expect(landingPath(null, roles)).toBe(path);
    expect(landingPath('', roles)).toBe(path);
  });

  it("treats a return URL of '/' as none and lands by role", () => {
    expect(landingPath('/', ['agent'])).toBe('/agent/bookings');
  });

  it('prefers operations and accounts over agent and arrivals manager', () => {
    expect(landingPath(null, ['agent', 'accounts'])).toBe('/bookings');
    expect(landingPath(null, ['arrivalsmanager', 'agent'])).toBe('/agent/bookings');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'arrivals',
  ])('ignores the unsafe return URL %s', (url) => {
    expect(landingPath(url, ['agent'])).toBe('/agent/bookings');
  });

  it('never returns to sign-in or sign-out', () => {
    expect(safeReturnUrl('/account/login?returnUrl=/x')).toBeNull();
    expect(safeReturnUrl('/Account/Logout')).toBeNull();
    expect(safeReturnUrl('/account')).toBe('/account');
  });
});
