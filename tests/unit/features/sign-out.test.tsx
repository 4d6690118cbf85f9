import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allEntries, putEntry, removeEntry } from '../../../src/platform/outbox/store';
import { newEntry } from '../../../src/platform/outbox/transitions';
import { clearDeviceSignOut } from '../../../src/platform/session/device-sign-out';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

afterEach(() => vi.unstubAllGlobals());
// A sign-out the server never heard of (the unreachable case) stays on the device to be sent at the next
// start; each case starts from a device with none, so it counts only its own sign-out calls.
beforeEach(() => clearDeviceSignOut());

describe('sign-out', () => {
  it('tells the server, clears all local storage and ends on sign-in', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/signout': { body: { ok: true } },
      'GET /api/languages/sync': { body: { date: '', items: [] } },
    });
    signInAs({ roles: ['agent'] });
    localStorage.setItem('languages', '{"date":"","items":[]}');
    renderApp('/account/logout');
    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(localStorage.length).toBe(0);
    const signOuts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/auth/signout' && init?.method === 'POST',
    );
    expect(signOuts).toHaveLength(1);
  });

  it("keeps the language choice ('language') and clears everything else", async () => {
    stubApi({ 'POST /api/auth/signout': { body: { ok: true } } });
    signInAs({ roles: ['agent'] });
    localStorage.setItem('language', 'ru');
    localStorage.setItem('languages', '{"date":"","items":[]}');
    renderApp('/account/logout');
    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(localStorage.getItem('language')).toBe('ru');
  });

  it('goes to the ?to= path, which asks for sign-in again with it as return URL', async () => {
    stubApi({ 'POST /api/auth/signout': { body: { ok: true } } });
    signInAs({ roles: ['agent'] });
    renderApp('/account/logout?to=%2Fagent%2Fbookings');
    await waitFor(() => expect(currentLocation()).toBe('/account/login?returnUrl=%2Fagent%2Fbookings'));
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    signInAs({ roles: ['agent'] });
    renderApp('/account/logout');
    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks first when changes are still waiting, and keeps them on the device either way', async () => {
    for (const e of await allEntries()) await removeEntry(e.id);
    const fetchMock = stubApi({ 'POST /api/auth/signout': { body: { ok: true } } });
    signInAs({ roles: ['arrivalsmanager'], uid: 7 });
    const queued = newEntry(
      {
        userId: 7,
        kind: 'group-info',
        entity: 'g',
        method: 'POST',
        path: '/api/arrivals/groupinfo',
        body: {},
        label: 'Room 12',
      },
      'q1',
      Date.now(),
    );
    await putEntry(queued);
    renderApp('/account/logout');
    expect(await screen.findByText('Not yet on the server: 1')).toBeTruthy();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/signout')).toHaveLength(0);

    fireEvent.click(await screen.findByText('Sign out anyway'));
    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect((await allEntries()).map((e) => e.id)).toEqual(['q1']);
  });
});
