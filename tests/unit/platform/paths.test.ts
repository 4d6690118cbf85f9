import { describe, expect, it } from 'vitest';
import { guessRoute } from '../../../src/platform/path-list';
import { accessOf, loginHref, paths, routeOf } from '../../../src/platform/paths';
import { parseIdOrAdd, parseNumericId } from '../../../src/platform/route-params';

describe('route table', () => {
  it.each([
    ['/agent/bookings/add', 'agentNewBooking'],
    ['/agent/bookings/g-QUJD', 'agentGroupBookings'],
    ['/agent/bookings/details/12', 'agentBookingDetails'],
    ['/tours/add', 'tour'],
    ['/tours/5/add', 'offer'],
    ['/auth/logmein/bob@example.com/', 'logMeIn'],
    ['/ARRIVALS', 'arrivals'],
    ['/nowhere', null],
  ])('opens %s as %s', (path, name) => {
    expect(routeOf(path)).toBe(name);
  });

  it('guesses, without react-router, the route react-router picks (the entry chunk preloads that screen)', () => {
    const samples = [
      ...Object.values(paths).map((p) => p.pattern.replaceAll(/:[a-zA-Z]+/g, '12')),
      '/agent/bookings/add',
      '/agent/bookings/g-QUJD',
      '/tours/add',
      '/tours/5/add',
      '/ARRIVALS',
      '/Arrivals/',
      '/auth/logmein/bob@example.com/',
      '/nowhere',
      '/admin',
      '/timeslots/3/4/5',
      '/',
    ];
    expect(samples.map(guessRoute)).toEqual(samples.map(routeOf));
  });

  it('gives routes their areas of the one role table', () => {
    expect(accessOf('/arrivals')).toBe('arrivals');
    expect(accessOf('/agent/commissions')).toBe('agent');
    expect(accessOf('/timeslots/3/add')).toBe('catalogue');
    expect(accessOf('/admin/staff')).toBe('admin');
    expect(accessOf('/account/login')).toBe('guest');
    expect(accessOf('/account/resetpassword')).toBe('public');
    expect(accessOf('/search')).toBe('user');
    expect(accessOf('/nowhere')).toBe('user');
  });

  it('builds the sign-in address with an encoded return URL', () => {
    expect(loginHref('/arrivals?x=1&y=2')).toBe('/account/login?returnUrl=%2Farrivals%3Fx%3D1%26y%3D2');
    expect(loginHref('/')).toBe('/account/login');
  });
});

describe('route ids', () => {
  it.each([
    ['12', 12],
    ['007', 7],
    ['12a', null],
    ['-3', null],
    ['1.5', null],
    ['', null],
    [undefined, null],
  ])('parses the numeric id %j as %j', (value, id) => {
    expect(parseNumericId(value)).toBe(id);
  });

  it('reads add as a new record and refuses words', () => {
    expect(parseIdOrAdd('add')).toBe(0);
    expect(parseIdOrAdd('ADD')).toBe(0);
    expect(parseIdOrAdd('42')).toBe(42);
    expect(parseIdOrAdd('new')).toBeNull();
  });
});
