import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { slotsOn } from '../domain/new-booking';
import { chooseFrom, dayFromNow, findSale, tapDate } from './support/new-booking';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  // The page scrolls inside ion-content, so a full-page shot shows what is in view: start at the top.
  await page
    .locator('.ion-page:not(.ion-page-hidden) ion-content[role="main"]')
    .last()
    .evaluate((el) => (el as unknown as { scrollToTop(ms: number): Promise<void> }).scrollToTop(0));
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function downloadStartsWithPdf(page: Page, linkName: string): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1'), `${linkName} is a PDF`).toBe('%PDF');
}

test('an agent on a tablet books a tour for an in-house guest, downloads its documents and finds it listed; operations cancel it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'agent');
  await page.goto('/agent/bookings/add');
  await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();

  // Three days ahead: clear of any notice period, and two arrow taps into the carousel.
  const date = dayFromNow(3);
  const sale = await findSale(page, date);

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await tapDate(page, date);

  await chooseFrom(page, 'Hotel', sale.hotel.name);
  await chooseFrom(page, 'Guest in house', sale.guest.name);
  await expect(page.getByLabel('Guest name')).toHaveValue(sale.guest.name);

  await chooseFrom(page, 'Tour', sale.tour.nameDisplay);
  const ticket = page
    .getByRole('group', { name: 'Ticket' })
    .getByRole('button', { name: sale.offer.nameDisplay })
    .first();
  if (sale.offerCount > 1) await ticket.click();
  await expect(ticket).toHaveAttribute('aria-pressed', 'true');
  const slots = page.getByRole('group', { name: 'Time slot' }).getByRole('button');
  if (sale.slotCount > 1) {
    await expect(save).toBeDisabled();
    await slots.nth(slotsOn(sale.offer, date).findIndex((s) => s.id === sale.slot.id)).click();
  }
  for (let n = 1; n < sale.offer.minNumOfPeople; n++)
    await page.getByRole('button', { name: 'Add one: Adults' }).click();
  await expect(page.getByTestId('booking-total')).toContainText('AED');

  await page.getByLabel('Collect (USD)').fill('10');
  await expect(page.getByLabel('Collect (AED)')).toHaveValue('36.5');

  await shoot(page, testInfo, 'new-booking-820x1180');
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, testInfo, 'new-booking-390x844');
  await page.setViewportSize(VIEWPORTS.desktop);
  await shoot(page, testInfo, 'new-booking-1440x900');
  await page.setViewportSize(VIEWPORTS.tablet);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/agent\/bookings\/details\/\d+$/, { timeout: 15_000 });
  const id = /(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: `Booking confirmed #${id}` })).toBeVisible();
  await expect(page.getByText(sale.tour.nameDisplay)).toBeVisible();
  // The form page fades out as the confirmation comes in; shoot once it has gone.
  await expect(save).toBeHidden();
  await shoot(page, testInfo, 'booking-confirmed-820x1180');

  await downloadStartsWithPdf(page, 'Download invoice');
  await downloadStartsWithPdf(page, 'Voucher (English)');
  await downloadStartsWithPdf(page, 'Voucher (Русский)');

  // The agent finds it in the list, by the guest's name.
  const rowOf = (p: Page) =>
    p
      .getByRole('table')
      .locator('tbody tr')
      .filter({ has: p.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });
  await page.goto('/agent/bookings');
  await page.getByRole('textbox', { name: 'Guest name' }).fill(sale.guest.name);
  await expect(rowOf(page)).toBeVisible();

  // Operations find it among all agencies' bookings and cancel it.
  const ops = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.desktop,
  });
  const opsPage = await ops.newPage();
  await signIn(opsPage, 'operations');
  await opsPage.goto('/bookings');
  await opsPage.getByRole('textbox', { name: 'Guest name' }).fill(sale.guest.name);
  await rowOf(opsPage).getByRole('button', { name: 'Cancel booking' }).click();
  // The question states the refund before Yes (issue 24 item 9).
  await expect(opsPage.locator('ion-alert')).toContainText(
    /Refund \d+%: \d+\.\d\d of \d+\.\d\d USD\.|No refund: the cancellation policy gives nothing back/,
  );
  await opsPage.locator('ion-alert').getByRole('button', { name: 'Yes' }).click();
  await expect(opsPage.getByText(new RegExp(`Booking #${id} cancelled`))).toBeVisible();
  await ops.close();

  // The agent's details now say so, and who cancelled it.
  await page.goto(`/agent/bookings/details/${id}`);
  await expect(page.getByText('This booking is cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText(/Cancelled by \S/);
});
