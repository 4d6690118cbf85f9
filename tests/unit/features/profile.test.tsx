import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChangePasswordForm } from '../../../src/features/account/components/use-change-password-form';
import { clearNotifications, useNotifications } from '../../../src/platform/notifications';
import { currentLocation, makeToken, renderApp, signInAs, stubApi } from '../platform/harness';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearNotifications());
});

async function changeWith(values: { currentPassword: string; password: string; passwordRepeat: string }) {
  const notes = renderHook(() => useNotifications()).result;
  const { result } = renderHook(() => useChangePasswordForm());
  act(() => {
    for (const [name, value] of Object.entries(values))
      result.current.form.setValue(name as keyof typeof values, value);
  });
  await act(() => result.current.submit());
  return { form: result.current.form, notes };
}

describe('my profile', () => {
  it("shows the user's name, e-mail, agency and roles", async () => {
    stubApi({
      'GET /api/auth/me': {
        body: {
          id: 7,
          email: 'ann@example.com',
          fullName: 'Ann Smith',
          agencyName: 'Desert Trips',
          isAgencyAdmin: false,
          roles: ['agent', 'sales'],
          supplierId: null,
          agencyId: 3,
        },
      },
      'GET /api/languages/sync': { body: { date: '', items: [] } },
    });
    signInAs({ roles: ['agent'] });
    renderApp('/account');
    expect(await screen.findByText('agent, sales')).toBeTruthy();
    expect(screen.getByText('Ann Smith')).toBeTruthy();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(screen.getByText('Desert Trips')).toBeTruthy();
  });
});

describe('change password', () => {
  it('stores the fresh token and says so', async () => {
    signInAs({ roles: ['agent'] });
    const fresh = makeToken({ roles: ['agent'], uid: 7 });
    const fetchMock = stubApi({ 'PUT /api/auth/changepassword': { body: { token: fresh } } });
    const { form, notes } = await changeWith({
      currentPassword: 'old-secret',
      password: 'new-secret-1',
      passwordRepeat: 'new-secret-1',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret-1',
      passwordRepeat: 'new-secret-1',
    });
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(notes.current.map((n) => [n.type, n.title])).toEqual([['success', 'Password changed']]);
    expect(form.getValues()).toEqual({ currentPassword: '', password: '', passwordRepeat: '' });
  });

  it("puts the server's field message beside the field, without a notification", async () => {
    signInAs({ roles: ['agent'] });
    stubApi({
      'PUT /api/auth/changepassword': {
        status: 400,
        body: {
          title: 'Bad request',
          message: 'Check the fields',
          fields: { currentPassword: 'Current password is wrong' },
        },
      },
    });
    const { form, notes } = await changeWith({
      currentPassword: 'bad',
      password: 'new-secret-1',
      passwordRepeat: 'new-secret-1',
    });
    expect(form.getFieldState('currentPassword').error?.message).toBe('Current password is wrong');
    expect(notes.current).toEqual([]);
  });

  it('checks the repeat before asking the server', async () => {
    const fetchMock = stubApi({});
    const { form } = await changeWith({
      currentPassword: 'old',
      password: 'new-secret-1',
      passwordRepeat: 'new-secret-2',
    });
    expect(form.getFieldState('passwordRepeat').error?.message).toBe('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('notifies a failure that names no field', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({
      'PUT /api/auth/changepassword': { status: 500, body: { title: 'Server error', message: 'Try later' } },
    });
    const { notes } = await changeWith({
      currentPassword: 'old-secret',
      password: 'new-secret-1',
      passwordRepeat: 'new-secret-1',
    });
    expect(notes.current.map((n) => [n.type, n.title, n.message])).toEqual([
      ['error', 'Server error', 'Try later'],
    ]);
  });
});

describe('an ended session', () => {
  it('signs out with Unauthorized and asks for sign-in with the page as return URL', async () => {
    stubApi({
      'GET /api/auth/me': { status: 401, body: { title: 'Unauthorized', message: 'Your session has ended' } },
      'GET /api/languages/sync': { body: { date: '', items: [] } },
    });
    signInAs({ roles: ['agent'] });
    const notes = renderHook(() => useNotifications()).result;
    renderApp('/account');
    await waitFor(() => expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(notes.current.map((n) => [n.type, n.title, n.message])).toEqual([
      ['error', 'Unauthorized', 'Your session has ended'],
    ]);
  });
});
