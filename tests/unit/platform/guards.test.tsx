import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signInAs, stubApi } from './harness';

const REFUSAL = 'You are not allowed to access this page';

beforeEach(() => {
  stubApi({ 'GET /api/languages/sync': { body: { date: '2026-11-22', items: [] } } });
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends a signed-out user to sign-in with the path and query as return URL', async () => {
    renderApp('/arrivals?date=2026-11-22');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/account/login?returnUrl=${encodeURIComponent('/arrivals?date=2026-11-22')}`,
      ),
    );
    expect(await screen.findByText('Forgot password?')).toBeTruthy();
  });

  it('sends a signed-out user opening / to plain sign-in', async () => {
    renderApp('/');
    await waitFor(() => expect(currentLocation()).toBe('/account/login'));
  });

  it('treats an expired token as signed out', async () => {
    signInAs({ roles: ['admin'], exp: Math.floor(Date.now() / 1000) - 60 });
    renderApp('/account');
    await waitFor(() => expect(currentLocation()).toBe('/account/login?returnUrl=%2Faccount'));
  });

  it('shows the page to a user holding one of the route roles, whatever the case', async () => {
    signInAs({ roles: ['ArrivalsManager'] });
    renderApp('/arrivals');
    expect(await screen.findByText('Arrivals', { selector: 'ion-title .header-title' })).toBeTruthy();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('refuses a signed-in user lacking the route roles, without leaving the page', async () => {
    signInAs({ roles: ['agent'] });
    renderApp('/arrivals');
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(currentLocation()).toBe('/arrivals');
  });

  it.each([
    ['/admin/core', ['editor']],
    ['/tours', ['agent']],
    ['/bookings', ['agent']],
    ['/agent/bookings', ['accounts']],
    ['/agent/bookings/add', ['arrivalsmanager']],
    ['/auth/logmein/bob@example.com/', ['editor']],
  ])('refuses %s to %j', async (path, roles) => {
    signInAs({ roles });
    renderApp(path);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
  });

  it('lets any signed-in user open routes without a role list', async () => {
    signInAs({ roles: ['driver'] });
    renderApp('/controls');
    expect(await screen.findByText('Controls', { selector: 'ion-title .header-title' })).toBeTruthy();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('sends a signed-in user opening sign-in to /', async () => {
    signInAs({ roles: ['operations'] });
    renderApp('/account/login');
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText('Welcome, Ann Smith')).toBeTruthy();
  });

  it('keeps public pages open to signed-out users', async () => {
    renderApp('/verify-modulbank');
    expect(await screen.findByText('modulbank-verification: caravan')).toBeTruthy();
    expect(currentLocation()).toBe('/verify-modulbank');
  });
});
