import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignInForm } from '../../../src/features/auth/components/use-sign-in-form';
import { initI18n } from '../../../src/platform/i18n';
import { makeToken, renderApp, signInAs, stubApi } from '../platform/harness';

const LANGUAGES = { 'GET /api/languages/sync': { body: { date: '2026-11-22', items: [] } } };

beforeEach(() => {
  initI18n();
  stubApi(LANGUAGES);
});
afterEach(() => vi.unstubAllGlobals());

/** Fills the form's values as typing would, then submits it. */
async function submitWith(email: string, password: string, returnUrl: string | null = null) {
  const onSignedIn = vi.fn<(token: string, returnUrl: string | null) => void>();
  const { result } = renderHook(() => useSignInForm(returnUrl, onSignedIn));
  act(() => {
    result.current.setField('email', email);
    result.current.setField('password', password);
  });
  await act(() => result.current.submit());
  return { result, onSignedIn };
}

describe('sign-in page in the app (after an in-app sign-out)', () => {
  it("says what is missing with the spec's messages", async () => {
    renderApp('/account/login');
    await screen.findByText('Forgot password?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('links to password reset', async () => {
    renderApp('/account/login');
    expect((await screen.findByText('Forgot password?')).getAttribute('href')).toBe('/account/resetpassword');
  });
});

describe('sign-in submit', () => {
  it('sends e-mail, password and return URL, and hands over the token', async () => {
    const token = makeToken({ roles: ['agent'] });
    const fetchMock = stubApi({ 'POST /api/auth/signin': { body: { token, returnUrl: '/arrivals' } } });
    const { result, onSignedIn } = await submitWith('ann@example.com', 'secret', '/arrivals');
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body))).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      returnUrl: '/arrivals',
    });
    expect(onSignedIn).toHaveBeenCalledWith(token, '/arrivals');
    expect(result.current.error).toBeNull();
  });

  it('keeps the wrong-password message for the tooltip, signing nothing out', async () => {
    signInAs({ roles: ['admin'] });
    stubApi({
      'POST /api/auth/signin': {
        status: 401,
        body: { title: 'Unauthorized', message: 'Wrong email of password' },
      },
    });
    const { result, onSignedIn } = await submitWith('ann@example.com', 'nope');
    expect(result.current.error).toBe('Wrong email of password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('keeps the throttling message of a 429', async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 429,
        body: { title: 'Too many attempts', message: 'Try again in 15 minutes' },
      },
    });
    const { result } = await submitWith('ann@example.com', 'x');
    expect(result.current.error).toBe('Try again in 15 minutes');
  });

  it('puts field messages of a 400 beside the fields', async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 400,
        body: { title: 'Bad request', message: 'Invalid input', fields: { email: 'Email is too long' } },
      },
    });
    const { result } = await submitWith('ann@example.com', 'x');
    expect(result.current.fieldErrors.email).toBe('Email is too long');
    expect(result.current.error).toBeNull();
  });

  it('does not call the server with missing fields', async () => {
    const fetchMock = stubApi({});
    const { result } = await submitWith('', '');
    expect(result.current.fieldErrors.email).toBe('Email address is required');
    expect(result.current.fieldErrors.password).toBe('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
