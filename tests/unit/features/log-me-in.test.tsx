import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, makeToken, renderApp, signInAs, stubApi } from '../platform/harness';

afterEach(() => vi.unstubAllGlobals());

describe('log in as user', () => {
  it("takes over the user's session and lands on /", async () => {
    const bobToken = makeToken({
      email: 'bob@example.com',
      fullName: 'Bob Agent',
      roles: ['agent'],
      uid: 42,
    });
    const fetchMock = stubApi({
      'GET /api/auth/logmein': { body: { token: bobToken } },
      'GET /api/languages/sync': { body: { date: '', items: [] } },
    });
    signInAs({ roles: ['admin'], email: 'root@example.com', uid: 1 });
    renderApp('/auth/logmein/bob@example.com/');
    expect(await screen.findByText('Welcome, Bob Agent')).toBeTruthy();
    expect(currentLocation()).toBe('/');
    expect(localStorage.getItem('token')).toBe(bobToken);
    const logMeIns = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/logmein'));
    expect(logMeIns.map(([url]) => String(url))).toEqual(['/api/auth/logmein?email=bob%40example.com']);
    // The server refuses a cookie-only logmein (a GET that changes state): the app's call says it is its own.
    expect(new Headers(logMeIns[0][1]?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('says so when there is no such user, keeping the admin signed in', async () => {
    stubApi({
      'GET /api/auth/logmein': { status: 404, body: { title: 'Not found', message: 'User not found' } },
    });
    const adminToken = signInAs({ roles: ['admin'], email: 'root@example.com' });
    renderApp('/auth/logmein/nobody@example.com/');
    expect(await screen.findByText('There is no user with this e-mail')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(adminToken);
    await waitFor(() => expect(currentLocation()).toBe('/auth/logmein/nobody@example.com/'));
  });
});
