import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiFile } from '../../../src/platform/api';
import { useLoadingCount } from '../../../src/platform/loading';
import { clearNotifications, useNotifications } from '../../../src/platform/notifications';
import { getSessionUser } from '../../../src/platform/session';
import { makeToken, signInAs, stubApi } from './harness';

function notifications() {
  return renderHook(() => useNotifications()).result;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearNotifications());
});

describe('api client', () => {
  it('sends the bearer token and the JSON headers', async () => {
    const token = signInAs({ roles: ['agent'] });
    const fetchMock = stubApi({ 'POST /api/languages': { body: { id: 1 } } });
    const result = await api.post('/api/languages', { name: 'German' });
    expect(result).toMatchObject({ IsOk: true, Code: 200, Content: { id: 1 } });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init.body).toBe('{"name":"German"}');
  });

  it('sends no Authorization header without a session, nor with an expired token', async () => {
    const fetchMock = stubApi({ 'GET /api/search': { body: {} } });
    await api.get('/api/search?q=a');
    localStorage.setItem('token', makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    await api.get('/api/search?q=a');
    for (const call of fetchMock.mock.calls)
      expect(new Headers((call[1] as RequestInit).headers).has('Authorization')).toBe(false);
  });

  it('signs out with an Unauthorized notification on a 401', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({
      'GET /api/auth/me': { status: 401, body: { title: 'Unauthorized', message: 'Token expired' } },
    });
    const shown = notifications();
    const result = await api.get('/api/auth/me');
    expect(result).toMatchObject({ IsOk: false, Code: 401 });
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(shown.current.map((n) => [n.type, n.title, n.message])).toEqual([
      ['error', 'Unauthorized', 'Token expired'],
    ]);
  });

  it('keeps the session when the caller says a 401 is its own answer', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({
      'POST /api/auth/signin': {
        status: 401,
        body: { title: 'Unauthorized', message: 'Wrong email of password' },
      },
    });
    const shown = notifications();
    await api.post('/api/auth/signin', {}, { signOutOn401: false, notifyErrors: false });
    expect(getSessionUser()).not.toBeNull();
    expect(shown.current).toEqual([]);
  });

  it('shows other failures titled by the error title, else by the status code', async () => {
    stubApi({
      'DELETE /api/photos/1': { status: 422, body: { title: 'Photo in use', message: 'Used by 2 tours' } },
      'GET /api/tours': { status: 503 },
    });
    const shown = notifications();
    await api.delete('/api/photos/1');
    await api.get('/api/tours');
    expect(shown.current.map((n) => [n.title, n.message])).toEqual([
      ['Photo in use', 'Used by 2 tours'],
      ['503', ''],
    ]);
  });

  it('lets a form opt out of the notification', async () => {
    stubApi({
      'PUT /api/auth/changepassword': {
        status: 400,
        body: { title: 'Bad request', message: 'x', fields: { password: 'Too short' } },
      },
    });
    const shown = notifications();
    const result = await api.put('/api/auth/changepassword', {}, { notifyErrors: false });
    expect(result.Fields).toEqual({ password: 'Too short' });
    expect(shown.current).toEqual([]);
  });

  it('holds a network failure with its message and raises and lowers the loading counter', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((_, reject) => (release = () => reject(new TypeError('Failed to fetch')))),
      ),
    );
    const count = renderHook(() => useLoadingCount()).result;
    const pending = api.get('/api/tours', { notifyErrors: false });
    await vi.waitFor(() => expect(count.current).toBe(1));
    release();
    expect(await pending).toMatchObject({ IsOk: false, Code: 0, ErrorMessage: 'Failed to fetch' });
    await vi.waitFor(() => expect(count.current).toBe(0));
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="tickets-7.pdf"' },
          }),
      ),
    );
    const result = await apiFile('GET', '/api/agent/bookings/downloadtickets/7');
    expect(result).toMatchObject({ IsOk: true, Code: 200, FileName: 'tickets-7.pdf' });
    expect(await result.Content?.text()).toBe('%PDF-1.7');
  });

  it("holds a file download's network failure with the message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Network down'))),
    );
    const result = await apiFile('GET', '/api/agent/bookings/downloadtickets/7', { notifyErrors: false });
    expect(result).toEqual({
      IsOk: false,
      Code: 0,
      Content: null,
      FileName: '',
      ErrorTitle: '',
      ErrorMessage: 'Network down',
    });
  });
});
