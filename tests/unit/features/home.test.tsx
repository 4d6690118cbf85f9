import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs, stubApi } from '../platform/harness';

const buttons = () => [...document.querySelectorAll('.home-screens ion-button')].map((b) => b.textContent);

let fetchMock: ReturnType<typeof stubApi>;
beforeEach(() => {
  fetchMock = stubApi({ 'GET /api/languages/sync': { body: { date: '2026-11-22', items: [] } } });
});
afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it("greets the user and offers an agent's screens", async () => {
    signInAs({ roles: ['agent'], fullName: 'Ann Smith' });
    renderApp('/');
    expect(await screen.findByText('Welcome, Ann Smith')).toBeTruthy();
    expect(buttons()).toEqual(['Bookings', 'Commissions', 'Add New Booking']);
  });

  it('refreshes the cached language list in the background once signed in', async () => {
    signInAs({ roles: ['agent'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    await waitFor(() => expect(localStorage.getItem('languages')).toBe('{"date":"2026-11-22","items":[]}'));
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/languages/sync')),
    ).toHaveLength(1);
  });

  it("offers an editor the Manage screens and not the agent's, which would refuse them", async () => {
    signInAs({ roles: ['editor'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    expect(buttons()).toEqual([
      'Tours',
      'Time Slots',
      'Pick Up Times',
      'Availability Chart',
      'Media Manager',
      'Ticket Types',
    ]);
    expect(screen.getByRole('heading', { name: 'Manage', level: 2 })).toBeTruthy();
  });

  it("puts an admin's top-level Bookings before the titled sections, not under Agent", async () => {
    signInAs({ roles: ['admin'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    expect(buttons().slice(0, 7)).toEqual([
      'Arrivals',
      'Airport Arrivals',
      'Bookings',
      'Ticket Stock',
      'Agent Bookings',
      'Commissions',
      'Add New Booking',
    ]);
    const first = document.querySelector('.home-section');
    expect(first?.querySelector('h2')).toBeNull();
    expect(first?.querySelectorAll('ion-button')).toHaveLength(4);
  });

  it('offers a tickets admin the attraction-ticket stock', async () => {
    signInAs({ roles: ['ticketsadmin'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    expect(buttons()).toEqual(['Ticket Stock']);
  });

  it('offers an arrivals admin the arrivals screens they may open', async () => {
    signInAs({ roles: ['arrivalsadmin'] });
    renderApp('/');
    await screen.findByText('Welcome, Ann Smith');
    expect(buttons()).toEqual(['Arrivals', 'Airport Arrivals']);
  });

  it('takes the airport rep to their day, their one screen (issue 25 item 8)', async () => {
    signInAs({ roles: ['airportrep'], fullName: 'Aisha Rahman' });
    renderApp('/');
    expect(await screen.findByText('Airport Arrivals', { selector: 'ion-title, ion-title *' })).toBeTruthy();
    expect(screen.queryByText('Welcome, Aisha Rahman')).toBeNull();
  });

  it("takes a driver from Home to My day, whose slot-day opens the manifest's page", async () => {
    fetchMock = stubApi({
      'GET /api/languages/sync': { body: { date: '2026-11-22', items: [] } },
      'GET /api/myday': {
        body: {
          today: '2026-11-28',
          tomorrow: '2026-11-29',
          timeZone: 'Asia/Dubai',
          slots: [
            {
              timeSlotId: 5,
              date: '2026-11-28',
              role: 'driver',
              slotName: 'Morning departure',
              tours: ['Dubai City Tour'],
              startTime: '09:00',
              pickUpStart: '08:10',
              bookings: 2,
              adults: 3,
              children: 1,
              infants: 0,
              vehicle: 'Bus 3 · DXB 12345',
              partner: { id: 3, fullName: 'Yusuf Haddad', phone: '+971 55 218 7730' },
            },
          ],
        },
      },
    });
    signInAs({ roles: ['driver'], fullName: 'Dan Driver' });
    renderApp('/');
    const tour = await screen.findByText('Dubai City Tour');
    expect(tour.closest('a')?.getAttribute('href')).toBe('/day/5/2026-11-28');
    expect(screen.getByText('Guide: Yusuf Haddad')).toBeTruthy();
    expect(screen.getByText('Nothing assigned to you.')).toBeTruthy();
    expect(screen.queryByText('Welcome, Dan Driver')).toBeNull();
  });
});
