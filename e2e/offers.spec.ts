import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { NewBookingTour } from '../contract/bookings';
import { toDisplayDate } from '../domain/dates';
import { agentOnTablet, chooseFrom, chooseSale, getJson } from './support/new-booking';
import { signIn } from './support/session';
import { setTimeSlots } from './support/time-slots';
import { VIEWPORTS } from './support/viewports';

interface SlotGroupRow {
  id: number;
  name: string;
  timeSlots: Array<{ id: number; name: string }>;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page
    .locator('.ion-page:not(.ion-page-hidden) ion-content[role="main"]')
    .last()
    .evaluate((el) => (el as unknown as { scrollToTop(ms: number): Promise<void> }).scrollToTop(0));
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Ticks options of an Ionic multi-select (an alert with checkboxes) and confirms. */
test('an empty new ticket shows the contract’s messages and is not saved', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'editor');
  await page.goto('/tours/1/add');
  await expect(page.getByRole('link', { name: 'Back to tour' })).toHaveAttribute('href', '/tours/1');
  await page.getByRole('button', { name: 'Save' }).click();
  // Each message under its field, and all of them listed at the top of the section (and its tab).
  const messages = [
    'Ticket code is required',
    'Display name is required',
    'Minimum duration is 1 hour',
    'Maximum number of people is required',
  ];
  const listed = page.getByRole('list', { name: 'Errors in Basic details' });
  for (const message of messages) {
    await expect(page.locator('.field-error', { hasText: message })).toBeVisible();
    await expect(listed.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/tours\/1\/add$/);
});

test('an unknown ticket says so and goes back to its tour; an unparseable id goes to the tour', async ({
  page,
}) => {
  await signIn(page, 'editor');
  await page.goto('/tours/1/999999');
  await expect(page.getByText('Ticket not found or you are not allowed to manage it')).toBeVisible();
  await expect(page).toHaveURL(/\/tours\/1$/);
  await page.goto('/tours/1/abc');
  await expect(page).toHaveURL(/\/tours\/1$/);
});

test('offline, a ticket shows its last-seen data read only and Save needs the network', async ({
  page,
  context,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'editor');
  const { offer } = await getJson<{ offer: { id: number; tourId: number; nameInternal: string } }>(
    page,
    '/api/offers/manage/1',
  );
  await page.goto(`/tours/${offer.tourId}/${offer.id}`);
  await expect(page.getByLabel('Ticket code')).toHaveValue(offer.nameInternal);
  await context.setOffline(true);
  await expect(page.getByText('Offline: read only')).toBeVisible();
  await expect(page.getByText('Saving needs the network')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByLabel('Ticket code')).not.toBeEditable();
  await context.setOffline(false);
});

test('on a phone the section chip follows the thumb to the end: scrolled down by hand, Photos is the one read', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'editor');
  await page.goto('/tours/1/1');
  await expect(page.getByLabel('Ticket code')).not.toHaveValue('');
  const picker = page.getByRole('navigation', { name: 'Ticket' });
  await expect(picker.getByRole('button', { name: 'Basic details' })).toHaveAttribute('aria-current', 'true');
  // Photos is short and last: its top never climbs into the reading band, the end of the page does.
  await page.mouse.move(195, 500);
  await expect(async () => {
    await page.mouse.wheel(0, 2_000);
    await expect(picker.getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-current', 'true', {
      timeout: 500,
    });
  }).toPass({ timeout: 20_000 });
  await expect(picker.getByRole('button', { name: 'Basic details' })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a save the server refuses shows its field message; a stale save says who saved first', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'editor');
  const { offer } = await getJson<{ offer: { id: number; tourId: number; nameDisplay: string } }>(
    page,
    '/api/offers/manage/2',
  );
  await page.goto(`/tours/${offer.tourId}/${offer.id}`);
  await expect(page.getByLabel('Display name')).toHaveValue(offer.nameDisplay);

  // A new period starts after the ticket's last one; moved back to today it overlaps the current
  // period, which the server refuses (400).
  await page.locator('ion-segment-button[data-section="prices"]').click();
  await page.getByRole('button', { name: 'Add period' }).click();
  const today = toDisplayDate(new Date().toISOString().slice(0, 10));
  const start = page.getByLabel('Period start').last();
  await start.fill(today);
  await start.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Valid periods of a ticket must not overlap').first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove period' }).last().click();

  // Delete is a flag, undone by Restore; the form keeps going at the new version.
  await page.locator('ion-segment-button[data-section="basic"]').click();
  await page.getByRole('button', { name: 'Delete ticket' }).click();
  await expect(page.getByText('This ticket is deleted: agents cannot book it.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore ticket' }).click();
  await expect(page.getByText('This ticket is deleted: agents cannot book it.')).toBeHidden();

  // Someone else saves the ticket meanwhile (same body, a new version): this editor's save is stale.
  const current = await getJson<{ offer: Record<string, unknown> }>(page, `/api/offers/manage/${offer.id}`);
  const other = await page.request.put('/api/offers', {
    data: current.offer,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(other.ok(), `the other save answered ${other.status()}`).toBe(true);
  await page.getByLabel('Display name').fill(`${offer.nameDisplay} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Someone saved this before you')).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue(offer.nameDisplay);
  await expect(page.getByText('Someone saved this before you')).toBeHidden();
});

test('an editor on a tablet adds a priced ticket to a tour, and an agent books it at that price', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // The agent's side first: a hotel with in-house guests and a tour with a live slot sold there.
  const { agent, agentPage, sale } = await agentOnTablet(browser, testInfo.project.use.baseURL);

  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'editor');
  const groups = await getJson<SlotGroupRow[]>(page, '/api/timeslots/groups');
  const group = groups.find((g) => g.timeSlots.some((s) => s.id === sale.slot.id));
  expect(group, `a slot group holds slot ${sale.slot.id}`).toBeTruthy();

  await page.goto(`/tours/${sale.tour.id}/add`);
  await expect(page.getByRole('link', { name: 'Back to tour' })).toBeVisible();
  const code = `E2E-${Date.now()}`;
  const name = `Evening ticket ${code}`;
  await page.getByLabel('Ticket code').fill(code);
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Maximum number of people').fill('10');
  await page.getByLabel('Duration, hours').fill('2');
  // On a tablet the sections are tabs.
  await page.locator('ion-segment-button[data-section="slots"]').click();
  await setTimeSlots(page, [`${group!.name} · ${sale.slot.name}`]);
  await page.locator('ion-segment-button[data-section="prices"]').click();

  // A valid period: today for a month, with the account's VAT and commission.
  await page.getByRole('button', { name: 'Add period' }).click();
  const adult = page.getByRole('group', { name: 'Per adult' });
  await adult.getByLabel('Recommended AED with VAT').fill('210');
  await adult.getByLabel('Recommended AED with VAT').blur();
  await expect(adult.getByLabel('Recommended AED without VAT')).toHaveValue('200.00');
  await expect(adult.getByLabel('Commission %')).toHaveValue('20');
  await expect(adult.getByLabel('Net AED with VAT')).toHaveValue('168.00');
  await adult.getByLabel('Net AED with VAT').fill('157.5');
  await adult.getByLabel('Net AED with VAT').blur();
  await expect(adult.getByLabel('Commission %')).toHaveValue('25');
  await expect(adult.getByLabel('Net AED without VAT')).toHaveValue('150.00');

  await shoot(page, testInfo, 'offer-add-820x1180');
  for (const [size, viewport] of [
    ['390x844', VIEWPORTS.phone],
    ['1280x800', VIEWPORTS.laptop],
    ['1440x900', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, testInfo, `offer-add-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.tablet);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${sale.tour.id}/\\d+$`), { timeout: 15_000 });
  const offerId = Number(/(\d+)$/.exec(page.url())?.[1]);
  // Ionic keeps the Add Ticket page in the DOM behind the saved one: read the page in view.
  const saved = page.locator('.ion-page:not(.ion-page-hidden)').last();
  await expect(saved.getByLabel('Ticket code')).toHaveValue(code);
  await saved.locator('ion-segment-button[data-section="prices"]').click();
  await expect(saved.getByRole('group', { name: 'Per adult' }).getByLabel('Commission %')).toHaveValue('25');
  await shoot(page, testInfo, 'offer-edit-820x1180');

  // The agent finds the new ticket under the tour and books it at 210 AED an adult.
  const tours = await getJson<NewBookingTour[]>(agentPage, '/api/agent/tours/fornewbooking');
  const tour = tours.find((t) => t.id === sale.tour.id)!;
  const offer = tour.offers.find((o) => o.id === offerId);
  expect(offer, 'the agent is offered the new ticket').toBeTruthy();
  await agentPage.goto('/agent/bookings/add');
  await expect(agentPage.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await chooseSale(agentPage, {
    ...sale,
    tour,
    offer: offer!,
    offerCount: 2,
    slotCount: offer!.timeSlots.length,
  });
  await chooseFrom(agentPage, 'Guest in house', sale.guest.name);
  await expect(agentPage.getByTestId('booking-total')).toContainText('210.00');
  await agentPage.getByRole('button', { name: 'Save' }).click();
  await expect(agentPage).toHaveURL(/\/agent\/bookings\/details\/\d+$/, { timeout: 15_000 });
  await expect(agentPage.getByRole('heading', { name: /^Booking confirmed #\d+$/ })).toBeVisible();
  // Ionic keeps the new-booking page (which named the ticket too) hidden in the DOM: the shown one counts.
  await expect(agentPage.getByText(name).filter({ visible: true }).first()).toBeVisible();
  await agent.close();
});
