import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

function menuTexts(): string[] {
  // The menu is a nav of lists: each run of links its own list, a group a heading over its list.
  const menu = document.querySelector('ion-menu nav.menu-nav');
  return [...(menu?.querySelectorAll('ion-item, .menu-group-title') ?? [])].map((e) => e.textContent ?? '');
}

beforeEach(() => stubApi({ 'GET /api/languages/sync': { body: { date: '', items: [] } } }));
afterEach(() => vi.unstubAllGlobals());

describe('side menu', () => {
  it("lists a plain agent's screens flat and marks the current one", async () => {
    signInAs({ roles: ['agent'] });
    renderApp('/agent/bookings/add');
    await screen.findByText('Add New Booking', { selector: 'ion-title .header-title' });
    expect(menuTexts()).toEqual(['Home', 'Bookings', 'Commissions', 'Add New Booking']);
    expect(document.querySelector('ion-menu [aria-current="page"]')?.textContent).toBe('Add New Booking');
  });

  it('groups the screens of an admin', async () => {
    signInAs({ roles: ['admin'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    expect(menuTexts()).toEqual([
      'Home',
      'Arrivals',
      'Airport Arrivals',
      'Agent',
      'Agent Bookings',
      'Commissions',
      'Add New Booking',
      'Bookings',
      'Manage',
      'Tours',
      'Time Slots',
      'Pick Up Times',
      'Availability Chart',
      'Media Manager',
      'Ticket Types',
      'Ticket Stock',
      'Admin',
      'Core Info',
      'Contacts',
      'Contracting',
      'Staff',
      'Default Settings',
      'Ticket Providers',
    ]);
  });

  it('opens the screen of the item pressed', async () => {
    signInAs({ roles: ['arrivalsmanager'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    const arrivals = [...document.querySelectorAll('ion-menu ion-item')].find(
      (i) => i.textContent === 'Arrivals',
    );
    await userEvent.setup().click(arrivals as Element);
    await waitFor(() => expect(currentLocation()).toBe('/arrivals'));
    expect(await screen.findByText('Arrivals', { selector: 'ion-title .header-title' })).toBeTruthy();
  });
});
