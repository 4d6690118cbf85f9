import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentBookingDetails } from '../../../../contract';
import { renderApp, signInAs, stubApi } from '../../platform/harness';

const booking: AgentBookingDetails = {
  id: 42,
  date: '2026-12-01',
  tourId: 1,
  tourName: 'Desert Safari',
  offerId: 2,
  offerName: 'Evening Safari with BBQ',
  hotelId: null,
  hotelName: null,
  pickUpTime: null,
  pickUpTimeStart: null,
  pickUpTimeEnd: null,
  roomNumber: null,
  guestName: 'Ivan Petrov',
  tel: null,
  numAdults: 2,
  numChildren: 0,
  numInfants: 0,
  numFoc: 0,
  grossSales: 170,
  agencyReceivable: 150,
  commission: 20,
  pricePerAdultUsd: 85,
  pricePerChildUsd: 0,
  pricePerTripUsd: 0,
  agentId: 7,
  agentName: 'Ann Smith',
  staffAgentId: null,
  agencyId: 1,
  agencyName: 'Desert Rose Travel',
  status: 4,
  voucher: null,
  notes: null,
  groupId: null,
  canDownloadTickets: false,
  timeZone: 'Asia/Dubai',
  history: [
    {
      at: new Date(2026, 10, 20, 10, 15).toISOString(),
      action: 'confirm',
      byName: 'Omar Al Mansoori',
      from: 1,
      to: 0,
      refundPercent: null,
    },
    {
      at: new Date(2026, 10, 22, 16, 40).toISOString(),
      action: 'cancel',
      byName: 'Ann Smith',
      from: 0,
      to: 4,
      refundPercent: 50,
    },
  ],
};

describe('booking details', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows where the booking stands and each status change with who made it', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({ 'GET /api/agent/bookings/42': { body: booking } });
    renderApp('/agent/bookings/details/42');

    const history = await screen.findByRole('region', { name: 'Status history' });
    const items = history.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      '20.11.2026 10:15 Confirmed by Omar Al Mansoori',
      '22.11.2026 16:40 Cancelled by Ann Smith, refund 50%',
    ]);
    expect(screen.getByText('Status').nextElementSibling?.textContent).toBe('Cancelled');
    expect(screen.getByText('This booking is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('offers its agent what the transition table allows: a quotation request awaits confirmation and can be cancelled', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({ 'GET /api/agent/bookings/42': { body: { ...booking, status: 2, history: [] } } });
    renderApp('/agent/bookings/details/42');

    // The whole app and its lazy route load first: on a busy machine that takes seconds.
    expect(
      await screen.findByText('It awaits confirmation by the supplier.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const actions = screen.getByRole('group', { name: '#42' });
    expect([...actions.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Cancel booking',
    ]);
  });

  it('titles a cancelled booking as cancelled and offers its invoice, not its vouchers', async () => {
    signInAs({ roles: ['agent'] });
    stubApi({ 'GET /api/agent/bookings/42': { body: booking } });
    renderApp('/agent/bookings/details/42');

    expect(await screen.findByRole('heading', { name: 'Booking cancelled #42' })).toBeTruthy();
    expect(screen.queryByText('Booking confirmed #42')).toBeNull();
    const documents = screen.getByRole('navigation', { name: 'Documents' });
    expect([...documents.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Download invoice']);
  });

  it("keeps the spec's title and the vouchers for a booking that stands, and says who booked it for the agency", async () => {
    // Another user: the device keeps each user's own reads, so the cancelled copy above is not theirs.
    signInAs({ roles: ['sales'], uid: 8, fullName: 'Anna Petrova' });
    stubApi({
      'GET /api/agent/bookings/42': { body: { ...booking, status: 0, history: [], staffAgentId: -7 } },
    });
    renderApp('/agent/bookings/details/42');

    expect(await screen.findByRole('heading', { name: 'Booking confirmed #42' })).toBeTruthy();
    const documents = screen.getByRole('navigation', { name: 'Documents' });
    expect([...documents.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Download invoice',
      'Voucher (English)',
      'Voucher (Русский)',
    ]);
    expect(screen.getByText('Booked by').nextElementSibling?.textContent).toBe(
      'Ann Smith (supplier staff) for Desert Rose Travel',
    );
  });
});
