import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { NewBookingTour } from '../contract/bookings';
import { isOfferedOn, isoWeekdayOf } from '../domain/day-mask';
import { chooseFrom, dayFromNow, findSale, getJson } from './support/new-booking';
import { pdfText } from './support/pdf-text';
import { theOneVisible } from './support/browser';
import { expectTapTarget, expectWhole } from './support/layout';
import { signIn } from './support/session';
import { setTimeSlots } from './support/time-slots';
import { VIEWPORTS } from './support/viewports';

const SIZES = [
  ['390x844', VIEWPORTS.phone],
  ['820x1180', VIEWPORTS.tablet],
  ['1280x800', VIEWPORTS.laptop],
  ['1440x900', VIEWPORTS.desktop],
] as const;

/** The screen at the four sizes, each shot from the top of its scrolling content. */
async function shootSizes(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const back = page.viewportSize();
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page
      .locator('.ion-page:not(.ion-page-hidden) ion-content[role="main"]')
      .last()
      .evaluate((el) => (el as unknown as { scrollToTop(ms: number): Promise<void> }).scrollToTop(0));
    const file = testInfo.outputPath(`${name}-${size}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name}-${size}`, { path: file, contentType: 'image/png' });
  }
  if (back) await page.setViewportSize(back);
}

const displayDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/** The carousel's slide of a day, stepping the carousel on until it shows. */
async function slideOf(page: Page, day: string) {
  const slide = page.locator(`.date-slide[title="${displayDate(day)}"]`);
  for (let step = 0; step < 10 && !(await slide.isVisible()); step++)
    await page.getByRole('button', { name: 'Later dates' }).click();
  return slide;
}

async function chooseDay(page: Page, day: string) {
  await (await slideOf(page, day)).click();
}

const saveButton = (page: Page) => page.locator('.save-bar-button').filter({ visible: true });
const clickSave = async (page: Page) => (await theOneVisible(page.locator('.save-bar-button'))).click();

test('an editor sets up a slot group with two slots and a hotel pick-up override and links them in the ticket editor; an agent on a tablet books it and sees the pick-up time on the confirmation and voucher; operations see the seat on the chart and close the next day, which the agent’s carousel then disables', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  // The agent's sale first: a hotel with in-house guests and a ticket sold there.
  const agentContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.tablet,
  });
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent');
  const date = dayFromNow(3);
  const nextDay = dayFromNow(4);
  // A tour that sells this one ticket, also the day after: closing that day's slots closes the tour then.
  const sale = await findSale(
    agent,
    date,
    (tour) => tour.offers.length === 1 && isOfferedOn(tour.offers[0].daysOffered, isoWeekdayOf(nextDay)),
  );

  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, 'editor');

  // A pick-up set whose only override is the guest's hotel: 07:15–07:30.
  await page.goto('/pickuptimes/add');
  await expect(page.getByText('Add pick up time').first()).toBeVisible();
  await clickSave(page);
  await expect(page.getByText('Pick up time name is required')).toBeVisible();
  await (await theOneVisible(page.getByLabel('Name'))).fill('Harbour pick-ups');
  await page.getByText('Override hotels pick up times').click();
  await page.getByRole('textbox', { name: 'Hotel' }).fill(sale.hotel.name);
  // The regions' table has its own row boxes (its mass edit): the hotel's is in the hotel's row.
  await page
    .getByRole('row')
    .filter({ hasText: sale.hotel.name })
    .getByRole('checkbox', { name: `Select row ${sale.hotel.id}`, exact: true })
    .check();
  await page.getByRole('button', { name: 'Edit pick up time of the selected hotels' }).click();
  const mass = page.getByRole('group', { name: 'Pick up time for the selected hotels' });
  await expect(mass.getByLabel('Start')).toHaveValue('00:00');
  await mass.getByLabel('Start').fill('07:15');
  await mass.getByLabel('End').fill('07:30');
  await mass.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Only hotels with overridden times' }).click();
  const hotelRow = page.locator('tr').filter({ hasText: sale.hotel.name });
  await expect(hotelRow).toHaveCount(1);
  await expect(hotelRow).toContainText('07:15');
  await expect(hotelRow).toContainText('07:30');
  await shootSizes(page, testInfo, 'pickup-edit');
  await clickSave(page);
  await expect(page).toHaveURL(/\/pickuptimes$/);
  await expect(page.getByRole('link', { name: 'Harbour pick-ups' })).toBeVisible();
  await shootSizes(page, testInfo, 'pickup-list');

  // A group: no slot before it is saved.
  await page.goto('/timeslots/add');
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(page.getByText('Save the time slot group first')).toBeVisible();
  await (await theOneVisible(page.getByLabel('Name'))).fill('Harbour departures');
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('0');
  await clickSave(page);
  await expect(page.getByText('Capacity must be between 1 and 999999').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('40');
  await page.getByLabel('Pick up time').selectOption({ label: 'Harbour pick-ups' });
  await clickSave(page);
  await expect(page).not.toHaveURL(/\/timeslots\/add$/);
  await expect(page).toHaveURL(/\/timeslots\/[A-Za-z0-9+/=%]+$/);
  const groupUrl = new URL(page.url()).pathname;
  const groupId = Number(atob(decodeURIComponent(groupUrl.split('/')[2])));
  expect(groupId).toBeGreaterThan(0);

  // Two slots.
  for (const [name, start, end] of [
    ['Early boat', '08:00', '10:00'],
    ['Late boat', '14:00', '16:00'],
  ]) {
    await (await theOneVisible(page.getByRole('link', { name: 'Add Time Slot' }))).click();
    await expect(page).toHaveURL(new RegExp(`${groupUrl}/add$`));
    await page
      .getByRole('region', { name: 'Basic details' })
      .getByRole('textbox', { name: 'Name' })
      .fill(name);
    await (await theOneVisible(page.locator('ion-segment-button[data-section="time"]'))).click();
    const times = page.getByRole('region', { name: 'Time settings' });
    await times.getByLabel('Start time').fill(start.replace(':', ''));
    await times.getByLabel('End time').fill(end.replace(':', ''));
    if (name === 'Early boat') await shootSizes(page, testInfo, 'slot-edit');
    await clickSave(page);
    await expect(page).toHaveURL(new RegExp(`${groupUrl}/\\d+$`));
    await page.goto(groupUrl);
    await expect(page.locator('.ts-slot-card', { hasText: name })).toBeVisible();
  }
  await shootSizes(page, testInfo, 'group-edit');

  // Offline the editor shows the last-seen group read-only, and Save says it needs the network.
  await page.context().setOffline(true);
  await expect(page.getByText('Offline: read only')).toBeVisible();
  await expect(saveButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Saving needs the network')).toBeVisible();
  await page.context().setOffline(false);
  await expect(saveButton(page)).not.toHaveAttribute('aria-disabled', 'true');

  // The list links each slot into its group's page.
  await page.goto('/timeslots');
  const early = page.getByRole('link', { name: 'Early boat' });
  await expect(early).toHaveAttribute('href', /#ts-\d+$/);
  await shootSizes(page, testInfo, 'timeslots-list');

  // The ticket's editor links the two new slots to the ticket, in place of the ones it had.
  await page.goto(`/tours/${sale.tour.id}/${sale.offer.id}`);
  const ticket = page.locator('.ion-page:not(.ion-page-hidden)').last();
  await expect(ticket.getByLabel('Ticket code')).not.toHaveValue('');
  await (await theOneVisible(page.locator('ion-segment-button[data-section="slots"]'))).click();
  await setTimeSlots(page, ['Harbour departures · Early boat', 'Harbour departures · Late boat']);
  await shootSizes(page, testInfo, 'ticket-slots');
  await (await theOneVisible(page.getByRole('button', { name: 'Save' }))).click();
  await expect
    .poll(async () => {
      const tours = await getJson<NewBookingTour[]>(agent, '/api/agent/tours/fornewbooking');
      const offer = tours.find((x) => x.id === sale.tour.id)?.offers.find((o) => o.id === sale.offer.id);
      return offer?.timeSlots.map((s) => s.name).sort();
    })
    .toEqual(['Early boat', 'Late boat']);

  // The agent books the early boat on a tablet.
  await agent.goto('/agent/bookings/add');
  await expect(agent.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await chooseDay(agent, date);
  await chooseFrom(agent, 'Hotel', sale.hotel.name);
  await chooseFrom(agent, 'Guest in house', sale.guest.name);
  await chooseFrom(agent, 'Tour', sale.tour.nameDisplay);
  // The day after is still on sale: its slide can be chosen.
  await expect(await slideOf(agent, nextDay)).toBeEnabled();
  await agent.getByRole('group', { name: 'Time slot' }).getByRole('button', { name: /08:00/ }).click();
  const adults = Math.max(1, sale.offer.minNumOfPeople);
  for (let n = 1; n < adults; n++) await agent.getByRole('button', { name: 'Add one: Adults' }).click();
  await agent.getByRole('button', { name: 'Save' }).click();
  await expect(agent).toHaveURL(/\/agent\/bookings\/details\/\d+$/, { timeout: 15_000 });
  const pickUp = agent.locator('dt', { hasText: 'Pick-up Time' }).locator('xpath=following-sibling::dd[1]');
  await expect(pickUp).toHaveText('07:15-07:30');
  // The voucher the guest is handed says when to be in the lobby.
  const [voucher] = await Promise.all([
    agent.waitForEvent('download'),
    agent.getByRole('link', { name: 'Voucher (English)' }).click(),
  ]);
  const voucherText = await pdfText(readFileSync(await voucher.path()));
  expect(voucherText).toContain(sale.guest.name);
  expect(voucherText).toMatch(/Pick-up[^\n]*\n07:15–07:30/);

  // Operations see the seat on the chart, and close the next day of both boats for sale.
  const opsContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.desktop,
  });
  const ops = await opsContext.newPage();
  await signIn(ops, 'operations');
  await ops.goto('/availability');
  await ops.getByLabel('Time slot group').selectOption({ label: 'Harbour departures' });
  // Operations reach every supplier's slots: each cell's name says whose after the slot's time.
  const cell = (slot: string, day: string) =>
    ops.getByRole('button', { name: new RegExp(`^${slot} \\d\\d:\\d\\d, [^,]+, ${displayDate(day)},`) });
  await expect(cell('Early boat', date)).toHaveAccessibleName(
    new RegExp(`, ${40 - adults} left, ${adults}/40 sold`),
  );
  await expect(cell('Late boat', date)).toHaveAccessibleName(new RegExp(`, ${40 - adults} left, 0/40 sold`));
  await cell('Early boat', date).click();
  const sheet = ops.locator('ion-modal');
  await expect(sheet.getByText(sale.guest.name)).toBeVisible();
  await expect(sheet.getByText(/07:15-07:30/)).toBeVisible();
  await shootSizes(ops, testInfo, 'chart-slot-day');
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();
  for (const slot of ['Early boat', 'Late boat']) {
    await cell(slot, nextDay).click();
    await sheet.getByLabel('Reason').fill('Boat in dock');
    await sheet.getByRole('button', { name: 'Close for sale' }).click();
    await expect(sheet.getByRole('button', { name: 'Open for sale' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(cell(slot, nextDay)).toHaveAccessibleName(/, Closed, .*Boat in dock$/);
  }
  await shootSizes(ops, testInfo, 'chart');

  // The agent's carousel now disables that day for this tour.
  await agent.goto('/agent/bookings/add');
  await expect(agent.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await chooseDay(agent, date);
  await chooseFrom(agent, 'Hotel', sale.hotel.name);
  await chooseFrom(agent, 'Guest in house', sale.guest.name);
  await chooseFrom(agent, 'Tour', sale.tour.nameDisplay);
  await expect(await slideOf(agent, nextDay)).toBeDisabled();
  await opsContext.close();
  await agentContext.close();
});

test('the groups table at 1,280 px shows every column header whole, wrapped rather than cut', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  await signIn(page, 'editor');
  await page.goto('/timeslots');
  const heads = page.getByRole('columnheader');
  await expect(heads.filter({ hasText: 'Minimum Advanced Booking' })).toBeVisible();
  for (const head of await heads.all()) await expectWhole(head);
});

test('schedules lists: the pick-up sets fit a tablet beside the menu; on a phone a set opens from its card’s name, and a short slot link is a 44 px target', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await signIn(page, 'editor');
  await page.goto('/pickuptimes');
  await expect(page.getByRole('link', { name: 'City tour pick-ups' })).toBeVisible();
  await expectWhole(page.locator('.dt-scroll').filter({ visible: true }));

  // The name is the set's only link: the phone's card showed it as plain text, with no way in.
  await page.setViewportSize(VIEWPORTS.phone);
  const name = page.locator('.dt-card').getByRole('link', { name: 'City tour pick-ups' });
  await expectTapTarget(name);
  await name.click();
  await expect(page).toHaveURL(/\/pickuptimes\/\d+$/);
  await expect(await theOneVisible(page.getByLabel('Name'))).toHaveValue('City tour pick-ups');

  await page.goto('/timeslots');
  const entry = page.locator('.dt-card').getByRole('link', { name: 'Entry', exact: true });
  // The cards are drawn as they come into view (a virtual list), and Miracle Garden's is far down:
  // scroll as a thumb would until it is drawn.
  await expect(page.locator('.dt-card').first()).toBeVisible();
  await page.mouse.move(195, 600);
  await expect(async () => {
    if ((await entry.count()) === 0) await page.mouse.wheel(0, 700);
    expect(await entry.count()).toBe(1);
  }).toPass({ timeout: 15_000 });
  await expectTapTarget(entry);
});
