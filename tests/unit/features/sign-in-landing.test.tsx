import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

afterEach(() => vi.unstubAllGlobals());

describe('landing after sign-in', () => {
  it('shows the refusal text, not the page, when a return URL needs a role the user lacks', async () => {
    stubApi({ 'GET /api/languages/sync': { body: { date: '', items: [] } } });
    signInAs({ roles: ['agent'] });
    renderApp('/bookings');
    expect(await screen.findByText('You are not allowed to access this page')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/bookings'));
  });
});
