import type { AlertButton } from '@ionic/react';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorBooking } from '../../../../contract';
import { addDaysUtc, todayUtc } from '../../../../domain/dates';
import { clearNotifications, useNotifications } from '../../../../src/platform/notifications';
import { renderApp, signInAs, stubApi } from '../../platform/harness';

// happy-dom lays nothing out, so the table's virtualiser would draw no row: its scroll area gets the
// height a browser would give it (as in tests/unit/ui/data-table/fixtures.tsx).
const nativeHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.classList.contains('dt-scroll') ? 800 : (nativeHeight?.get?.call(this) ?? 0);
  },
});

const today = todayUtc();
const row = (id: number, status: number, date: string): OperatorBooking =>
  ({
    id,
    date,
    bookingDateTime: `${today}T08:00:00.000Z`,
    tourId: 1,
    tourName: 'Desert Safari',
    offerId: 2,
    offerName: 'Evening Safari',
    hotelId: null,
    hotelName: null,
    customHotelName: null,
    region: null,
    guestName: `Guest ${id}`,
    tel: null,
    ad: 2,
    ch: 0,
    inf: 0,
    foc: 0,
    paid: 0,
    paidTo: null,
    collect: 0,
    collectTo: null,
    voucher: null,
    status,
  }) as OperatorBooking;

const ROWS = [
  row(11, 2, addDaysUtc(today, 3)), // quotation request
  row(12, 3, addDaysUtc(today, 3)), // payment required
  row(13, 0, today), // the tour's day
  row(14, 4, addDaysUtc(today, 3)), // cancelled
];
const page = {
  entities: ROWS,
  pagingInfo: { pageNumber: 1, pageSize: 25, totalItems: ROWS.length, totalPages: 1 },
  sums: { paid: 0, collect: 0, ad: 8, ch: 0, inf: 0, foc: 0 },
  window: { from: today, to: addDaysUtc(today, 7) },
};

/** The buttons a booking's row offers, by their names. */
async function buttonsOf(id: number): Promise<string[]> {
  const group = await screen.findByRole('group', { name: `#${id}` }, { timeout: 10_000 });
  return within(group)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '');
}

describe('status actions on the operations bookings list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    clearNotifications();
  });

  it('offers Confirm on every pending status and Complete from the tour’s day, as the server allows', async () => {
    signInAs({ roles: ['operations'] });
    stubApi({ 'POST /api/bookings/operations': { body: page } });
    renderApp('/bookings');
    expect(await buttonsOf(11)).toEqual(['Confirm', 'Cancel booking']);
    expect(await buttonsOf(12)).toEqual(['Confirm', 'Cancel booking']);
    expect(await buttonsOf(13)).toEqual(['Complete', 'Cancel booking']);
    // A cancelled booking has no status change left; its details link stays (issue 24.3).
    expect(await buttonsOf(14)).toEqual([]);
    const done = screen.getByRole('group', { name: '#14' });
    expect(within(done).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/agent/bookings/details/14',
    );
  });

  it('says what the booking is now when someone else changed it first, not the bare refusal', async () => {
    signInAs({ roles: ['operations'] });
    const shown = renderHook(() => useNotifications()).result;
    stubApi({
      'POST /api/bookings/operations': { body: page },
      'POST /api/bookings/13/cancel': {
        status: 409,
        body: {
          title: 'Booking changed',
          message: 'The booking is already cancelled',
          reason: 'status_changed',
          status: 4,
        },
      },
    });
    renderApp('/bookings');
    const group = await screen.findByRole('group', { name: '#13' }, { timeout: 10_000 });
    within(group).getByRole('button', { name: 'Cancel booking' }).click();
    await waitFor(() => expect(document.querySelector('ion-alert')).not.toBeNull());
    const alert = document.querySelector('ion-alert') as HTMLIonAlertElement;
    const yes = (alert.buttons as AlertButton[]).find((b) => b.text === 'Yes');
    void yes?.handler?.({});
    await waitFor(() =>
      expect(shown.current.map((n) => [n.type, n.title, n.message])).toEqual([
        ['warning', 'Booking changed meanwhile', 'Booking #13 is Cancelled now. Nothing was changed.'],
      ]),
    );
  });
});
