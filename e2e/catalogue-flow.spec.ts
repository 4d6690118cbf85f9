import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { NewBookingTour } from '../contract/bookings';
import { theOneVisible } from './support/browser';
import { chooseOption } from './support/ion-select';
import { agentOnTablet, chooseFrom, chooseSale, getJson } from './support/new-booking';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 15, the whole catalogue on a tablet: what an editor creates from nothing (a tour, its photo,
// a ticket with a valid period and prices) an agent sells at once, at the editor's price.

/** The page Ionic shows: the one it left stays in the DOM (hidden, or visible while animating). */
const inView = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();

test('on a tablet an editor creates a tour with a photo and a priced ticket; an agent books it at that price', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);

  // The agent's side first: a hotel with in-house guests three days ahead (two carousel taps away).
  const { agent, agentPage, sale } = await agentOnTablet(browser, testInfo.project.use.baseURL);

  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'editor');

  // 1. A real image file, uploaded through the media manager.
  const photoTitle = `camel-ride-${stamp}`;
  const file = testInfo.outputPath(`${photoTitle}.jpg`);
  writeFileSync(
    file,
    await sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#c9a227' } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  await page.goto('/mediamanager');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('article', { name: photoTitle, exact: true })).toBeVisible();
  await expect(page.locator('.uploading-item')).toHaveCount(0);

  // 2. A new tour: the required fields on Basic details.
  await page.goto('/tours');
  await (await theOneVisible(page.getByRole('link', { name: 'Add Tour' }))).click();
  await expect(page).toHaveURL(/\/tours\/add$/);
  const tourName = `Camel Caravan Sunset ${stamp}`;
  await (await theOneVisible(page.getByLabel('Tour Code'))).fill(`CCS-${stamp}`);
  await (await theOneVisible(page.getByLabel('Display name'))).fill(tourName);
  await chooseOption(page, 'Categories', /./);
  await chooseOption(page, 'Recommended For', 'Everybody');
  await chooseOption(page, 'Language', /./);

  // 3. Its photo, from the library through the photo picker; the first photo added is the main one.
  await inView(page).locator('ion-segment-button[data-section="media"]').click();
  await inView(page).getByRole('button', { name: 'Add photos' }).click();
  const library = page.locator('ion-modal.photo-library-modal');
  await library.getByRole('button', { name: photoTitle, exact: true }).click();
  await library.getByRole('button', { name: 'Add 1' }).click();
  await expect(library).toBeHidden();
  await expect(inView(page).locator('.photo-hero .photo-caption')).toContainText(photoTitle);
  await expect(inView(page).getByText('No photos are selected')).toHaveCount(0);

  await inView(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tours\/\d+$/, { timeout: 15_000 });
  await expect(page.getByText('Tour saved')).toBeVisible();
  const tourId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(await theOneVisible(page.getByLabel('Display name'))).toHaveValue(tourName);
  // The saved tour kept its photo, and the media manager says the photo is used in it.
  const saved = await getJson<{ heroImageId: number | null; photos: Array<{ title: string }> }>(
    page,
    `/api/tours/manage/${tourId}`,
  );
  expect(saved.photos.map((p) => p.title)).toEqual([photoTitle]);
  expect(saved.heroImageId).not.toBeNull();

  // 4. A ticket of the tour, from its Tickets tab: a valid period (today for a month) and prices.
  await inView(page).locator('ion-segment-button[data-section="tickets"]').click();
  await inView(page).getByRole('link', { name: 'Add Ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tourId}/add$`));
  const ticketName = `Sunset ride ${stamp}`;
  await (await theOneVisible(page.getByLabel('Ticket code'))).fill(`SR-${stamp}`);
  await (await theOneVisible(page.getByLabel('Display name'))).fill(ticketName);
  await inView(page).getByLabel('Maximum number of people').fill('8');
  await inView(page).getByLabel('Duration, hours').fill('3');
  await inView(page).locator('ion-segment-button[data-section="prices"]').click();
  await inView(page).getByRole('button', { name: 'Add period' }).click();
  const adult = inView(page).getByRole('group', { name: 'Per adult' });
  await adult.getByLabel('Recommended AED with VAT').fill('315');
  await adult.getByLabel('Recommended AED with VAT').blur();
  await expect(adult.getByLabel('Recommended AED without VAT')).toHaveValue('300.00');
  await expect(adult.getByLabel('Net AED with VAT')).toHaveValue('252.00');
  await inView(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tourId}/\\d+$`), { timeout: 15_000 });
  const offerId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(inView(page).getByLabel('Ticket code')).toHaveValue(`SR-${stamp}`);

  // 5. The agent, without reloading anything by hand: the new tour is on sale at the editor's price.
  const tours = await getJson<NewBookingTour[]>(agentPage, '/api/agent/tours/fornewbooking');
  const tour = tours.find((t) => t.id === tourId);
  expect(tour, 'the agent is offered the new tour').toBeTruthy();
  const offer = tour!.offers.find((o) => o.id === offerId);
  expect(offer, 'the agent is offered the new ticket').toBeTruthy();
  await agentPage.goto('/agent/bookings/add');
  await expect(agentPage.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await chooseSale(agentPage, {
    ...sale,
    tour: tour!,
    offer: offer!,
    offerCount: tour!.offers.length,
    slotCount: offer!.timeSlots.length,
  });
  await chooseFrom(agentPage, 'Guest in house', sale.guest.name);
  await expect(agentPage.getByTestId('booking-total')).toContainText('315.00');
  await agentPage.getByRole('button', { name: 'Save' }).click();
  await expect(agentPage).toHaveURL(/\/agent\/bookings\/details\/\d+$/, { timeout: 15_000 });
  const bookingId = /(\d+)$/.exec(agentPage.url())?.[1];
  await expect(agentPage.getByRole('heading', { name: `Booking confirmed #${bookingId}` })).toBeVisible();
  await expect(inView(agentPage).getByText(tourName).first()).toBeVisible();

  // …and finds it in the bookings list, by the guest's name.
  await agentPage.goto('/agent/bookings');
  await agentPage.getByRole('textbox', { name: 'Guest name' }).fill(sale.guest.name);
  const row = agentPage
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: agentPage.locator('td:first-child', { hasText: new RegExp(`^${bookingId}$`) }) });
  await expect(row).toBeVisible();
  // The list names the ticket sold (its display name), priced in USD at the account's 3.65 rate.
  await expect(row).toContainText(ticketName);
  await expect(row).toContainText('86.30');
  await agent.close();
});
