import { setupIonicReact } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Role } from '../../../contract';
import { AppProviders, ROUTER_FUTURE } from '../../../src/app/App';
import { Shell } from '../../../src/app/Shell';
import { initI18n } from '../../../src/platform/i18n';

setupIonicReact();
initI18n();

function encode(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TestUser {
  email?: string;
  fullName?: string;
  roles?: readonly string[];
  uid?: number;
  /** Seconds since the epoch; default one hour from now. */
  exp?: number;
  /** The user's supplier's zone (the `tz` claim); none by default, as an agency user's token. */
  tz?: string;
}

/** An unsigned token with the server's claims: the client never checks signatures. */
export function makeToken({
  email = 'ann@example.com',
  fullName = 'Ann Smith',
  roles = ['agent'],
  uid = 7,
  exp,
  isOperatorStaff,
  tz,
}: TestUser & { isOperatorStaff?: '1' | '0' } = {}): string {
  const claims = {
    email,
    fullName,
    agencyName: 'Desert Trips',
    isAgencyAdmin: '0',
    role: roles.length === 1 ? roles[0] : roles,
    uid,
    supplierId: null,
    agencyId: 3,
    ...(isOperatorStaff === undefined ? {} : { isOperatorStaff }),
    ...(tz === undefined ? {} : { tz }),
    tv: 1,
    exp: exp ?? Math.floor(Date.now() / 1000) + 3600,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function signInAs(user: TestUser & { roles: readonly Role[] | readonly string[] }): string {
  const token = makeToken(user);
  localStorage.setItem('token', token);
  return token;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders the whole shell at a path, as the browser would open it. */
export function renderApp(path: string) {
  return render(
    <AppProviders>
      <IonReactMemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <Shell />
        <LocationProbe />
      </IonReactMemoryRouter>
    </AppProviders>,
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stubs fetch with answers by "METHOD /path" (query ignored); unknown calls answer 404.
 * Returns the mock so tests can read what was sent.
 */
export function stubApi(routes: Record<string, Reply | ((init: RequestInit) => Reply)>) {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { title: 'Not Found', message: `No stub for ${key}` } });
    const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
