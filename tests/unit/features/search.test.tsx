import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

beforeEach(() => signInAs({ roles: ['operations'] }));
afterEach(() => vi.unstubAllGlobals());

describe('search page', () => {
  it('lists bookings, arrivals and tours found, each opening its screen', async () => {
    const fetchMock = stubApi({
      'GET /api/search': {
        body: {
          bookings: [
            {
              kind: 'booking',
              id: 12,
              title: 'Booking 12',
              subtitle: 'Ann Smith, 22.11.2026',
              href: '/agent/bookings/details/12',
            },
          ],
          arrivals: [
            {
              kind: 'arrival',
              id: 3,
              title: 'Ann Smith',
              subtitle: 'Atlantis, room 1204',
              href: '/arrivals',
            },
          ],
          tours: [],
        },
      },
    });
    renderApp('/search?q=ann');
    expect(await screen.findByText('Booking 12')).toBeTruthy();
    expect(screen.getByText('Atlantis, room 1204')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tours' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/search?q=ann')).toBe(true);
    await userEvent.setup().click(screen.getByText('Booking 12'));
    await waitFor(() => expect(currentLocation()).toBe('/agent/bookings/details/12'));
  });

  it('says when nothing was found', async () => {
    stubApi({ 'GET /api/search': { body: { bookings: [], arrivals: [], tours: [] } } });
    renderApp('/search?q=zzz');
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeTruthy();
  });

  it('explains what to do without a search text, asking the server nothing', async () => {
    const fetchMock = stubApi({});
    renderApp('/search');
    expect(
      await screen.findByText('Type what you are looking for in the search box and hit Enter.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/search'))).toBe(false);
  });
});
