import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { NewBookingTour, OfferPriceLine } from '../contract/bookings';
import { slotsOn, validOffers } from '../domain/new-booking';
import {
  chooseFrom,
  chooseSale,
  dayFromNow,
  findSale,
  findSameSaleLater,
  getJson,
  tapDate,
} from './support/new-booking';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

/** The sizes every touched screen is looked at (issue 14): phone, tablet and two desktops. */
const SIZES = {
  phone: VIEWPORTS.phone,
  tablet: VIEWPORTS.tablet,
  laptop: { width: 1280, height: 800 },
  desktop: VIEWPORTS.desktop,
};

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const visible = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();

/** A tour, ticket and live slot sold on the date whose ticket takes at most 12 people, with a price. */
async function findSmallTicket(page: Page, date: string) {
  const tours = await getJson<NewBookingTour[]>(page, '/api/agent/tours/fornewbooking');
  for (const tour of tours) {
    for (const offer of validOffers(tour, date, null)) {
      if (offer.maxNumOfPeople > 12 || offer.minNumOfPeople > 1) continue;
      const slot = slotsOn(offer, date).find((s) => s.type === 0);
      if (!slot && offer.timeSlots.length > 0) continue;
      const prices = await getJson<OfferPriceLine[]>(
        page,
        `/api/agent/offers/price?tourId=${tour.id}&date=${date}`,
      );
      if (prices.some((p) => p.offerId === offer.id))
        return {
          tour,
          offer,
          slot,
          offerCount: validOffers(tour, date, null).length,
          slotCount: slotsOn(offer, date).length,
        };
    }
  }
  throw new Error(`No ticket for at most 12 people is sold on ${date}`);
}

async function chooseDate(page: Page, date: string): Promise<void> {
  await tapDate(page, date);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClear(save: Locator, toast: Locator): Promise<void> {
  await expect(save).toBeInViewport();
  const [s, n] = [await save.boundingBox(), await toast.boundingBox()];
  expect(s && n, 'Save and the notification are on screen').toBeTruthy();
  expect(overlaps(s!, n!), `notification ${JSON.stringify(n)} covers Save ${JSON.stringify(s)}`).toBe(false);
}

test.describe('the new-booking form tells its limits as the agent goes (tablet)', () => {
  // The page sends the booking itself (no service worker), so the test can answer for the server.
  test.use({ viewport: VIEWPORTS.tablet, serviceWorkers: 'block' });

  test('counters stop at the ticket’s maximum and say why; a refusal is told clear of Save and never lands in the outbox', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'agent');
    await page.goto('/agent/bookings/add');
    const form = visible(page);
    await expect(form.getByRole('heading', { name: 'Core Info' })).toBeVisible();

    // The booking messages show beside their fields once the agent has been in them (or tapped
    // Save): an untouched form is not red (issue 24 item 10).
    await expect(form.getByText('Offer is required')).toHaveCount(0);
    await expect(form.getByText('Guest name is required')).toHaveCount(0);

    const date = dayFromNow(3);
    const small = await findSmallTicket(page, date);
    await chooseDate(page, date);
    await chooseFrom(page, 'Tour', small.tour.nameDisplay);
    const ticket = form
      .getByRole('group', { name: 'Ticket' })
      .getByRole('button', { name: small.offer.nameDisplay })
      .first();
    if (small.offerCount > 1) await ticket.click();
    await expect(form.getByText('Offer is required')).toBeHidden();
    if (small.slotCount > 1)
      await form
        .getByRole('group', { name: 'Time slot' })
        .getByRole('button')
        .nth(slotsOn(small.offer, date).findIndex((s) => s.id === small.slot?.id))
        .click();

    // Tapping + stops at the ticket's maximum, and the form says why.
    const addAdult = form.getByRole('button', { name: 'Add one: Adults' });
    const adults = form.getByRole('group', { name: 'Adults' }).locator('output');
    for (let n = 1; n < small.offer.maxNumOfPeople + 3 && (await addAdult.isEnabled()); n++)
      await addAdult.click();
    await expect(adults).toHaveText(String(small.offer.maxNumOfPeople));
    await expect(addAdult).toBeDisabled();
    await expect(
      form.getByText(
        `This ticket takes ${small.offer.minNumOfPeople} to ${small.offer.maxNumOfPeople} people`,
      ),
    ).toBeVisible();
    if (!small.offer.infantsAllowed)
      await expect(form.getByText('Infants are not allowed on this ticket')).toBeVisible();

    await form.getByLabel('Guest name').fill('Limits Guest');
    await expect(form.getByText('Guest name is required')).toBeHidden();
    await expect(form.getByTestId('booking-total')).toContainText('AED');
    await shoot(page, testInfo, 'new-booking-limits-820x1180');

    // The server refuses (the slot filled meanwhile): told at once, and clear of Save at every size.
    await page.route('**/api/agent/bookings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ title: 'Slot is full', message: 'Not enough places: 0 left' }),
          })
        : route.fallback(),
    );
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Slot is full' });
    await expect(toast).toBeVisible();
    await expect(save).toBeEnabled();
    // Online, a refusal is the form's: no red count in the header, nothing in the outbox.
    await expect(visible(page).locator('ion-header .outbox-status')).toBeHidden();
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await expectClear(save, toast);
      await shoot(page, testInfo, `new-booking-refused-${name}-${size.width}x${size.height}`);
    }
    await page.setViewportSize(VIEWPORTS.tablet);
    // An error stays until closed.
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();

    await page.goto('/outbox');
    await expect(page.getByText('Everything made on this device has reached the server.')).toBeVisible();
  });
});

test.describe('the new-booking form offline (tablet)', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('offline, the form prices another date from the prices kept on the device and says offline where it has nothing', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'agent');
    await page.goto('/agent/bookings/add');
    const form = visible(page);
    await expect(form.getByRole('heading', { name: 'Core Info' })).toBeVisible();
    const sale = await findSale(page, dayFromNow(3));
    const later = await findSameSaleLater(page, sale);
    const guestsLater = await getJson<Array<{ name: string }>>(
      page,
      `/api/agent/customers/inHouse?hotelId=${sale.hotel.id}&date=${sale.date}`,
    );
    const stayingOn = await getJson<Array<{ name: string }>>(
      page,
      `/api/agent/customers/inHouse?hotelId=${sale.hotel.id}&date=${later.date}`,
    );
    const staying = guestsLater.find((g) => stayingOn.some((s) => s.name === g.name));
    const hotels = await getJson<Array<{ id: number; name: string }>>(
      page,
      '/api/agent/hotels/fornewbooking',
    );

    // Online: the sale's day is seen once, so its prices and guests are on the device.
    await chooseSale(page, sale);
    await expect(form.getByRole('combobox', { name: 'Guest in house' })).toBeEnabled();

    await context.setOffline(true);
    await chooseSale(page, later);
    await expect(form.getByTestId('booking-total')).toContainText('AED');
    if (staying) {
      const guest = form.getByRole('combobox', { name: 'Guest in house' });
      await guest.click();
      await expect(page.getByRole('option', { name: new RegExp(`^${staying.name}`) }).first()).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await shoot(page, testInfo, 'new-booking-offline-820x1180');

    // A hotel never seen on this device: the form says it is offline, not that nobody is in house.
    const other = hotels.find((h) => h.id !== sale.hotel.id);
    if (other) {
      await chooseFrom(page, 'Hotel', other.name);
      await expect(form.getByPlaceholder('Offline: no guests saved for this date')).toBeVisible();
      await expect(form.getByPlaceholder('No guests in house on this date')).toHaveCount(0);
    }
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await shoot(page, testInfo, `new-booking-offline-${name}-${size.width}x${size.height}`);
    }
    await context.setOffline(false);
  });
});
