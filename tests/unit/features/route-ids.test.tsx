import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signInAs, stubApi } from '../platform/harness';

beforeEach(() => {
  stubApi({ 'GET /api/languages/sync': { body: { date: '', items: [] } } });
  signInAs({ roles: ['admin'] });
});
afterEach(() => vi.unstubAllGlobals());

const title = (text: string) => screen.findByText(text, { selector: 'ion-title .header-title' });

describe('route ids', () => {
  it.each([
    ['/agent/bookings/details/abc', '/agent/bookings'],
    ['/agent/bookings/details/12x', '/agent/bookings'],
    ['/agent/bookings/group-7', '/agent/bookings'],
    ['/tours/xyz', '/tours'],
    ['/tours/3.5', '/tours'],
    ['/tours/add/add', '/tours'],
    ['/tours/4/abc', '/tours/4'],
    ['/timeslots/x', '/timeslots'],
    // Group ids in URLs are base64 (02-catalogue §2): 'Mg==' is group 2.
    ['/timeslots/Mg==/y', '/timeslots/Mg=='],
    ['/timeslots/2', '/timeslots'],
    ['/pickuptimes/z', '/pickuptimes'],
    ['/admin/unknown', '/admin/core'],
  ])('sends %s to %s', async (from, to) => {
    renderApp(from);
    await waitFor(() => expect(currentLocation()).toBe(to));
  });

  it.each([
    ['/agent/bookings/details/12', 'Booking Details'],
    // An admin sees the agent screens grouped, beside the operator's own 'Bookings': titled as its menu item.
    ['/agent/bookings/g-QUJDMTIz', 'Agent Bookings'],
    ['/tours/add', 'New Tour'],
    ['/tours/15', 'Edit Tour'],
    ['/tours/15/add', 'Add Ticket'],
    ['/tours/15/9', 'Edit Ticket'],
    ['/timeslots/add', 'New Time Slot Group'],
    ['/timeslots/Mw==/add', 'New Time Slot'],
    ['/pickuptimes/8', 'Edit pick up time'],
    ['/admin/defaultsettings', 'Default Settings'],
    ['/availability', 'Availability Chart'],
    ['/mediamanager', 'Media Manager'],
    ['/testtablefull', 'Test Table'],
  ])('opens %s as %s', async (path, text) => {
    renderApp(path);
    expect(await title(text)).toBeTruthy();
    expect(currentLocation()).toBe(path);
  });

  it('shows an unknown path as not found', async () => {
    renderApp('/no/such/page');
    expect(await title('Page not found')).toBeTruthy();
  });
});
