import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInSchema } from '../../../contract';
import { validateSignIn } from '../../../src/features/auth/components/sign-in-validation';
import { setLanguage } from '../../../src/platform/i18n';
import { clearNotifications } from '../../../src/platform/notifications/store';
import { loginHref, paths } from '../../../src/platform/paths';
import { getSession, sessionStorageChanged } from '../../../src/platform/session';
import { PublicShell } from '../../../src/public-shell/PublicShell';
import { publicScreenOf, signedOutStart, signInHref } from '../../../src/public-shell/public-routes';
import { makeToken, stubApi } from '../platform/harness';

const here = () => window.location.pathname + window.location.search;

/** Opens the public shell at a URL, as main.tsx does for a signed-out visitor. */
function openShell(url: string) {
  window.history.replaceState(null, '', signedOutStart(...splitUrl(url)));
  const openApp = vi.fn<(path: string) => Promise<void>>(async () => undefined);
  const preloadApp = vi.fn<() => void>();
  render(<PublicShell openApp={openApp} preloadApp={preloadApp} />);
  return { openApp, preloadApp };
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(async () => {
  vi.unstubAllGlobals();
  clearNotifications();
  await setLanguage('en');
});

describe('public shell: sign-in without Ionic', () => {
  it("drops a garbage token from storage and says 'Unauthorized' on sign-in (01-platform section 8)", async () => {
    stubApi({});
    localStorage.setItem('token', 'not-a-token');
    // What main.tsx asks first: is there a session?
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    openShell('/agent/bookings');
    expect(here()).toBe('/account/login?returnUrl=%2Fagent%2Fbookings');
    expect((await screen.findByRole('alert')).textContent).toContain('Unauthorized');
  });

  it("shows the form with the app's header, and no Ionic element", async () => {
    stubApi({});
    openShell('/account/login');
    expect(screen.getByText('Sign in', { selector: '.ps-title' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(document.querySelector('input[name="email"]')).toBeTruthy();
    expect(document.querySelector('input[name="password"]')).toBeTruthy();
    expect(screen.getByText('Forgot password?').getAttribute('href')).toBe('/account/resetpassword');
    expect(document.body.querySelector('[class^="ion-"], ion-app, ion-button, ion-input')).toBeNull();
  });

  it("says what is missing with the spec's messages, without calling the server", async () => {
    const fetchMock = stubApi({});
    openShell('/account/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and opens the app on the role’s main screen', async () => {
    const token = makeToken({ roles: ['agent'] });
    const fetchMock = stubApi({ 'POST /api/auth/signin': { body: { token, returnUrl: null } } });
    const { openApp, preloadApp } = openShell('/account/login');
    await fillAndSubmit(' ann@example.com ', 'secret');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/agent/bookings'));
    expect(openApp).toHaveBeenCalledOnce();
    expect(preloadApp).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body))).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      returnUrl: null,
    });
  });

  it('follows the return URL a protected page left, and sends it to the server', async () => {
    const token = makeToken({ roles: ['admin'] });
    const fetchMock = stubApi({
      'POST /api/auth/signin': { body: { token, returnUrl: '/bookings?page=2' } },
    });
    const { openApp } = openShell('/bookings?page=2');
    expect(here()).toBe(`/account/login?returnUrl=${encodeURIComponent('/bookings?page=2')}`);
    await fillAndSubmit('ann@example.com', 'secret');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/bookings?page=2'));
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body)).returnUrl).toBe(
      '/bookings?page=2',
    );
  });

  it('shows a refused sign-in as the tooltip icon and its text, and stays', async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 401,
        body: { title: 'Unauthorized', message: 'Wrong email of password' },
      },
    });
    const { openApp } = openShell('/account/login');
    await fillAndSubmit('ann@example.com', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email of password');
    const icon = screen.getByRole('button', { name: 'Show error' });
    expect(icon.getAttribute('title')).toBe('Wrong email of password');
    await userEvent.setup().click(icon);
    expect(screen.getByRole('tooltip').textContent).toBe('Wrong email of password');
    expect(openApp).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(here()).toBe('/account/login');
  });

  it('keeps the throttling message of a 429', async () => {
    stubApi({
      'POST /api/auth/signin': {
        status: 429,
        body: { title: 'Too many attempts', message: 'Try again in 15 minutes' },
      },
    });
    openShell('/account/login');
    await fillAndSubmit('ann@example.com', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Try again in 15 minutes');
  });

  it('switches to Russian and keeps the choice where the app reads it', async () => {
    stubApi({});
    openShell('/account/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'RU' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(screen.getByText('Забыли пароль?')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите адрес эл. почты')).toBeTruthy();
  });

  it('moves on to the app when another tab signs in', async () => {
    stubApi({});
    const { openApp } = openShell('/account/login');
    act(() => {
      localStorage.setItem('token', makeToken({ roles: ['agent'] }));
      sessionStorageChanged();
    });
    await waitFor(() => expect(openApp).toHaveBeenCalledWith('/'));
  });
});

describe('public shell: the other signed-out screens', () => {
  it('goes to password reset and back without leaving the page', async () => {
    stubApi({});
    openShell('/account/login');
    const user = userEvent.setup();
    await user.click(screen.getByText('Forgot password?'));
    expect(here()).toBe('/account/resetpassword');
    expect(
      screen.getByText('To reset your password, ask your agency administrator or Caravan support.'),
    ).toBeTruthy();
    await user.click(screen.getByText('Back to sign in'));
    expect(here()).toBe('/account/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs out what is left of an expired session: server cookie, all local storage, then sign-in', async () => {
    const fetchMock = stubApi({ 'POST /api/auth/signout': { body: { ok: true } } });
    localStorage.setItem('token', makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('languages', '{"date":"","items":[]}');
    openShell('/account/logout?to=%2Fagent%2Fbookings');
    await waitFor(() => expect(here()).toBe('/account/login?returnUrl=%2Fagent%2Fbookings'));
    expect(localStorage.length).toBe(0);
    const signOuts = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/signout');
    expect(signOuts).toHaveLength(1);
    // A JSON request without a body is refused (400), which would leave the HttpOnly cookie behind.
    expect(signOuts[0][1]?.body).toBe('{}');
  });

  it('shows the verification text alone', () => {
    openShell('/verify-modulbank');
    expect(screen.getByText('modulbank-verification: caravan')).toBeTruthy();
    expect(document.querySelector('.ps-header')).toBeNull();
  });
});

describe('public shell: in step with the app', () => {
  it('serves exactly the routes that need no signed-in user', () => {
    const open = Object.values(paths)
      .filter((p) => p.access === 'public' || p.access === 'guest')
      .map((p) => p.pattern);
    const all = Object.values(paths).map((p) => p.pattern);
    expect(all.filter((p) => publicScreenOf(p) !== null).sort()).toEqual([...open].sort());
    expect(publicScreenOf('/Account/Login/')).toBe('login');
    expect(publicScreenOf('/account/login/x')).toBeNull();
  });

  it('asks for sign-in as the app’s guard does', () => {
    for (const url of ['/', '/bookings', '/arrivals?date=2026-11-22', '/auth/logmein/bob@example.com/']) {
      expect(signInHref(url)).toBe(loginHref(url));
    }
    expect(signedOutStart('/tours/12', '?x=1')).toBe(loginHref('/tours/12?x=1'));
    expect(signedOutStart('/account/resetpassword', '')).toBe('/account/resetpassword');
  });

  it("checks the sign-in fields as the contract's schema does", () => {
    const samples = [
      { email: '', password: '' },
      { email: '   ', password: 'x' },
      { email: 'ann@example.com', password: '' },
      { email: `${'a'.repeat(250)}@x.io`, password: 'x'.repeat(201) },
      { email: `${'a'.repeat(249)}@x.io`, password: 'x'.repeat(200) },
      { email: 'ann@example.com', password: 'secret' },
    ];
    for (const values of samples) {
      const parsed = signInSchema.safeParse({ ...values, returnUrl: null });
      const expected: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) expected[String(issue.path[0])] ??= issue.message;
      expect({ values, errors: validateSignIn(values) }).toEqual({ values, errors: expected });
    }
  });
});
