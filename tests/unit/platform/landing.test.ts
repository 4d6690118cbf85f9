import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../contract';
import { rolesAllow } from '../../../src/platform/access';
import { guessRoute, paths } from '../../../src/platform/path-list';
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
    [['ticketsadmin'], '/tickets/stock'],
    [['supplier'], '/bookings'],
    [['superadmin'], '/bookings'],
    // The airport rep's day is their home (issue 25 item 8).
    [['airportrep'], '/airport'],
    [['admin'], '/'],
    [['editor'], '/'],
    [['guide'], '/myday'],
    [['driver'], '/myday'],
    [['operations', 'guide'], '/bookings'],
    [[], '/'],
  ] as const)('lands %j on %s without a return URL', (roles, path) => {
    expect(landingPath(null, roles)).toBe(path);
    expect(landingPath('', roles)).toBe(path);
  });

  // Issue 25 item 11: nobody lands on a screen that refuses them (or on Home when a screen is theirs).
  it.each(ROLES.map((role) => [role]))('lands %s on a screen their roles open', (role) => {
    const path = landingPath(null, [role]);
    const route = guessRoute(path);
    expect({ path, known: route !== null }).toEqual({ path, known: true });
    expect({ path, opens: rolesAllow(paths[route!].access, [role]) }).toEqual({ path, opens: true });
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
