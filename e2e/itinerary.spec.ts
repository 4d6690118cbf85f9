import { expect, test, type Page } from '@playwright/test';
import { theOneVisible } from './support/browser';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 15: the tour editor's itinerary popup (02-catalogue §4): a new itinerary opens with one empty
// stop; saving without a stop warns 'Please add at least on stop'; times are HH:MM; the saved itinerary
// joins the tour's list and is saved with the tour.

/** The signed-in user's tours, through the API as the page is signed in (the AuthToken cookie). */
async function ownTours(page: Page): Promise<Array<{ id: number; nameDisplay: string }>> {
  return page.evaluate(async () => {
    const res = await fetch('/api/tours/manageList?page=1&itemsPerPage=500', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
    const body = (await res.json()) as { entities: Array<{ id: number; nameDisplay: string }> };
    return body.entities;
  });
}

/** A tour's editor on its Itinerary tab (on a phone every section is on the one page). */
async function openItineraryTab(page: Page, tourId: number): Promise<void> {
  await page.goto(`/tours/${tourId}`);
  await expect(await theOneVisible(page.getByText('Back to tours'))).toBeVisible();
  const tab = page.locator('ion-segment-button', { hasText: 'Itinerary' });
  if (await tab.isVisible()) await tab.click();
  const add = page.getByRole('button', { name: 'Add itinerary' });
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeVisible();
}

const popupOf = (page: Page) => page.locator('ion-modal.tour-itinerary-modal');

test.describe('itinerary popup, tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('an editor adds an itinerary with a timed stop, saves the tour and finds it after reload', async ({
    page,
  }) => {
    await signIn(page, 'editor');
    const tours = await ownTours(page);
    // Not the first tour: the FAQ spec edits that one.
    const tour = tours[tours.length - 1];
    await openItineraryTab(page, tour.id);

    await page.getByRole('button', { name: 'Add itinerary' }).click();
    const popup = popupOf(page);
    await expect(popup.getByText('Add itinerary')).toBeVisible();
    // A new itinerary opens with one empty stop.
    const stops = popup.getByRole('list', { name: 'Stops' }).locator(':scope > li');
    await expect(stops).toHaveCount(1);
    const name = `Sunset route ${Date.now() % 100000}`;
    await popup.getByLabel('Name', { exact: true }).fill(name);

    // Without a stop the popup warns and stays open.
    await popup.getByRole('button', { name: 'Delete: 1' }).click();
    await expect(stops).toHaveCount(0);
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Please add at least on stop');
    await expect(popup.getByLabel('Name', { exact: true })).toHaveValue(name);

    await popup.getByRole('button', { name: 'Add stop' }).click();
    await expect(stops).toHaveCount(1);
    await expect(popup.getByRole('alert')).toHaveCount(0);
    await stops.first().getByLabel('Stop name').fill('Dune camp');
    const time = stops.first().getByLabel('Time', { exact: true });
    await time.pressSequentially('1730');
    await expect(time).toHaveValue('17:30');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup).toBeHidden();

    const list = page.getByRole('list', { name: 'Itineraries' });
    const saved = list.locator(':scope > li', { hasText: name });
    await expect(saved).toContainText('17:30 Dune camp');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Tour saved')).toBeVisible();

    await page.reload();
    await openItineraryTab(page, tour.id);
    const again = page.getByRole('list', { name: 'Itineraries' }).locator(':scope > li', { hasText: name });
    await expect(again).toContainText('17:30 Dune camp');
    // Opened again, it shows the stop it was saved with.
    await again.getByRole('button', { name: `Edit: ${name}` }).click();
    await expect(popup.getByText('Edit itinerary')).toBeVisible();
    await expect(popup.getByLabel('Stop name')).toHaveValue('Dune camp');
    await expect(popup.getByLabel('Time', { exact: true })).toHaveValue('17:30');
  });
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`itinerary popup screenshot ${size} ${viewport.width}x${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'editor');
    const tours = await ownTours(page);
    await openItineraryTab(page, tours[tours.length - 1].id);
    await page.getByRole('button', { name: 'Add itinerary' }).click();
    const popup = popupOf(page);
    await popup.getByLabel('Name', { exact: true }).fill('Old town walk');
    await popup.getByRole('button', { name: 'Add stop' }).click();
    const stops = popup.getByRole('list', { name: 'Stops' }).locator(':scope > li');
    await stops.nth(0).getByLabel('Stop name').fill('Al Fahidi fort');
    await stops.nth(0).getByLabel('Time', { exact: true }).pressSequentially('0900');
    await stops.nth(1).getByLabel('Stop name').fill('Abra crossing');
    await stops.nth(1).getByLabel('Time', { exact: true }).pressSequentially('1030');
    // Save with a stop unnamed shows the field's message in place.
    await stops.nth(1).getByLabel('Stop name').fill('');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByText('Stop name is required')).toBeVisible();
    await page.waitForTimeout(500); // the modal's enter animation
    const file = testInfo.outputPath(`itinerary-popup-${size}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`itinerary-popup-${size}`, { path: file, contentType: 'image/png' });
    // Save stays in view at the foot of the popup however long the itinerary; the content scrolls to
    // its last stop and the Add stop below it.
    await expect(popup.getByRole('button', { name: 'Save' })).toBeInViewport();
    await popup
      .locator('ion-content')
      .evaluate((el) =>
        (el as unknown as { scrollToBottom(duration: number): Promise<void> }).scrollToBottom(0),
      );
    await expect(popup.getByRole('button', { name: 'Add stop' })).toBeInViewport();
    await expect(popup.getByRole('button', { name: 'Save' })).toBeInViewport();
    const bottom = testInfo.outputPath(`itinerary-popup-${size}-bottom.png`);
    await page.screenshot({ path: bottom });
    await testInfo.attach(`itinerary-popup-${size}-bottom`, { path: bottom, contentType: 'image/png' });
  });
}
