import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  apiAs,
  guideDay,
  guideOnPhone,
  slotDayWithBookings,
  type DayBooking,
  type DayManifest,
} from './support/check-in';
import { showToCamera } from './support/fake-camera';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

/**
 * A guide's day on a phone (issue 25 items 4–6): the guide opens a slot-day's manifest, checks one guest
 * in by holding a real voucher's QR code up to the camera, taps another, goes offline, checks in a
 * third, comes back online, and the outbox sends it once; and the same screen in Russian, with the
 * refusals a scan can meet.
 *
 * The camera: Chromium's getUserMedia is replaced (before the app loads) by a canvas stream that draws
 * the QR image of the voucher, rendered with the `qrcode` package from the content the voucher PDF
 * prints (`CARAVAN:{bookingId}:{clientRef}`, server/documents/booking-pdfs.ts). Everything after the
 * stream is the app's own: the <video>, the decoder (Linux Chromium has no BarcodeDetector for QR,
 * so the ZXing WebAssembly ponyfill served by us reads it), the verdict and the outbox. A fake-device
 * .y4m file would need the booking's code before the browser starts, one browser per code.
 */

const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const cardOf = (page: Page, b: DayBooking) => page.locator(`li.day-booking[data-booking-id="${b.id}"]`);

test('a guide checks guests in on a phone: a scanned voucher, a tap, and a tap offline sent once', async ({
  browser,
}, testInfo) => {
  const { ops, day, dispose } = await guideDay(testInfo, 3);
  const [scanned, tapped, offline] = day.manifest.bookings;

  // My day links here; the guide opens the slot-day operations just put them on.
  const { context, page } = await guideOnPhone(browser, testInfo, day);
  await expect(cardOf(page, scanned)).toBeVisible();
  await expect(page.getByText(`Checked in 0 of ${day.manifest.bookings.length}`)).toBeVisible();
  await shoot(page, testInfo, 'manifest-390x844');

  // 1. The voucher's QR code, held up to the camera.
  await page.getByRole('button', { name: 'Scan code' }).click();
  await showToCamera(page, `CARAVAN:${scanned.id}:${scanned.clientRef}`);
  await expect(page.locator('.day-scan-message.is-ok')).toHaveText(`Checked in: ${scanned.guestName}`, {
    timeout: 20_000,
  });
  await expect(cardOf(page, scanned).locator('.day-chip-checkedIn')).toHaveText(/^Checked in \d\d:\d\d$/);
  await shoot(page, testInfo, 'scanned-390x844');
  // Held up again: the guide is told, with a buzz, rather than checking in twice.
  await page.waitForTimeout(3_500);
  await expect(page.locator('.day-scan-message.is-refused')).toContainText(
    `${scanned.guestName}: Already checked in at`,
    { timeout: 10_000 },
  );
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { caravanVibrations: unknown[] }).caravanVibrations.length,
    ),
  ).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Stop scanning' }).click();

  // 2. A tap on another guest.
  await cardOf(page, tapped)
    .getByRole('button', { name: `Check in ${tapped.guestName}` })
    .click();
  await expect(cardOf(page, tapped).locator('.day-chip-checkedIn')).toBeVisible();
  await expect(cardOf(page, tapped).locator('.day-chip-waiting')).toBeHidden();

  // 3. No network: the third is shown checked in at once, waiting to be sent.
  // Answers to the check-in POSTs, from the page or its service worker.
  const answered: string[] = [];
  context.on('response', (r) => {
    const req = r.request();
    if (req.method() === 'POST' && req.url().endsWith(`/api/day/${day.slotId}/${day.date}/checkins`))
      answered.push(req.postData() ?? '');
  });
  await context.setOffline(true);
  await page.reload();
  await expect(cardOf(page, offline)).toBeVisible();
  await expect(page.getByText(/Offline: the manifest kept on this device/)).toBeVisible();
  await cardOf(page, offline)
    .getByRole('button', { name: `Check in ${offline.guestName}` })
    .click();
  await expect(cardOf(page, offline).locator('.day-chip-checkedIn')).toBeVisible();
  await expect(cardOf(page, offline).locator('.day-chip-waiting')).toBeVisible();
  await expect(visibleHeader(page).locator('.outbox-count')).toHaveText('1');
  await expect(page.getByText(`Checked in 3 of ${day.manifest.bookings.length}`)).toBeVisible();
  await shoot(page, testInfo, 'offline-check-in-390x844');

  // 4. The network is back: the outbox sends it, once.
  await context.setOffline(false);
  await expect(cardOf(page, offline).locator('.day-chip-waiting')).toBeHidden({ timeout: 30_000 });
  await expect(visibleHeader(page).locator('.outbox-status')).toBeHidden({ timeout: 30_000 });
  const after = (await (await ops.get(`/api/day/${day.slotId}/${day.date}`)).json()) as DayManifest;
  for (const b of [scanned, tapped, offline])
    expect(after.bookings.find((x) => x.id === b.id)!.checkIn).toMatchObject({
      state: 'checkedIn',
      by: 'Yusuf Haddad',
    });
  // Sent once: one answered POST for it (the offline attempts never reached the server).
  expect(answered.filter((p) => p.includes(`"bookingId":${offline.id}`))).toHaveLength(1);

  await page.setViewportSize(VIEWPORTS.laptop);
  await shoot(page, testInfo, 'manifest-1280x800');
  await context.close();
  await dispose();
});

test('in Russian, with the refusals a scan meets: another slot-day, a cancelled booking, an unknown code', async ({
  browser,
}, testInfo) => {
  const { ops, guideApi, day, dispose } = await guideDay(testInfo, 2);
  const other = (await slotDayWithBookings(ops, guideApi, 1, day)).manifest.bookings[0];

  const { context, page } = await guideOnPhone(browser, testInfo, day, {
    serviceWorker: false,
    language: 'ru',
  });
  await expect(page.getByText(`На месте 0 из ${day.manifest.bookings.length}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сканировать код' })).toBeVisible();

  await page.getByRole('button', { name: 'Сканировать код' }).click();
  await showToCamera(page, `CARAVAN:${other.id}:${other.clientRef}`);
  await expect(page.locator('.day-scan-message.is-refused')).toHaveText(
    `Бронирования №${other.id} нет в этом списке: другой тур или день`,
    { timeout: 20_000 },
  );
  await showToCamera(page, 'https://example.com/not-a-voucher');
  await expect(page.locator('.day-scan-message.is-refused')).toHaveText(
    'Неизвестный код: это не ваучер и не билет Caravan',
  );
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { caravanVibrations: unknown[] }).caravanVibrations.length,
    ),
  ).toBeGreaterThanOrEqual(2);
  await shoot(page, testInfo, 'refused-scan-ru-390x844');

  // A guest's ticket code (one QR per guest) checks the booking in too.
  const guest = day.manifest.bookings[0];
  await showToCamera(page, `CARAVAN-TICKET:${guest.id}:1:${guest.clientRef}`);
  await expect(page.locator('.day-scan-message.is-ok')).toHaveText(`Отмечен: ${guest.guestName}`);
  await expect(cardOf(page, guest).locator('.day-chip-checkedIn')).toHaveText(/^На месте \d\d:\d\d$/);
  await context.close();
  await dispose();
});

test('two devices check in the same guest: online the second is told who and when; offline both are kept and the conflict shows after sync', async ({
  browser,
}, testInfo) => {
  const { baseURL, ops, day, dispose } = await guideDay(testInfo, 2);
  const driverApi = await apiAs(baseURL, 'driver');
  const [online, offline] = day.manifest.bookings;
  const driverChecksIn = async (b: DayBooking) => {
    const res = await driverApi.post(`/api/day/${day.slotId}/${day.date}/checkins`, {
      data: { bookingId: b.id, action: 'checkIn' },
    });
    expect(res.ok()).toBe(true);
  };

  const { context, page } = await guideOnPhone(browser, testInfo, day);
  await expect(cardOf(page, online)).toBeVisible();

  // Online: the driver's phone was first, a moment after the guide's manifest loaded.
  await driverChecksIn(online);
  await cardOf(page, online)
    .getByRole('button', { name: `Check in ${online.guestName}` })
    .click();
  await expect(page.getByText(/^Already checked in at \d\d:\d\d by Imran Qureshi$/).first()).toBeVisible();
  await expect(cardOf(page, online).locator('.day-chip-checkedIn')).toBeVisible();

  // Offline: the guide checks the other guest in; meanwhile the driver does too.
  await context.setOffline(true);
  await cardOf(page, offline)
    .getByRole('button', { name: `Check in ${offline.guestName}` })
    .click();
  await expect(cardOf(page, offline).locator('.day-chip-waiting')).toBeVisible();
  await driverChecksIn(offline);
  await context.setOffline(false);
  // After sync: the server kept the driver's; the guide's is kept on the device as a conflict, shown.
  const problem = cardOf(page, offline).locator('.day-problem');
  await expect(problem).toContainText(/Already checked in at \d\d:\d\d by Imran Qureshi/, {
    timeout: 30_000,
  });
  await shoot(page, testInfo, 'offline-conflict-390x844');
  const after = (await (await ops.get(`/api/day/${day.slotId}/${day.date}`)).json()) as DayManifest;
  expect(after.bookings.find((b) => b.id === offline.id)!.checkIn).toMatchObject({ by: 'Imran Qureshi' });
  await page.goto('/outbox');
  await expect(page.getByText('Check-in of ' + offline.guestName)).toBeVisible();
  await page.goBack();
  await problem.getByRole('button', { name: 'Dismiss' }).click();
  await expect(problem).toBeHidden();
  await context.close();
  await dispose();
  await driverApi.dispose();
});

test('on a phone, a guide records cash and takes back a mistaken check-in online and a no-show offline, each sent once', async ({
  browser,
}, testInfo) => {
  const { ops, day, dispose } = await guideDay(testInfo, 2);
  const [paying, absent] = day.manifest.bookings;
  const { context, page } = await guideOnPhone(browser, testInfo, day);
  const card = cardOf(page, paying);
  await expect(card).toBeVisible();

  // Cash at 390 px: a wrong amount is refused in the form, a right one shown on the card.
  await card.getByRole('button', { name: 'Cash', exact: true }).click();
  const amount = card.locator('.day-cash-form ion-input input');
  await amount.fill('0');
  await card.getByRole('button', { name: 'Save cash' }).click();
  await expect(card.getByText('Amount must be more than 0')).toBeVisible();
  await amount.fill('45,50');
  await card.locator('ion-segment-button').filter({ hasText: 'AED' }).click();
  const save = card.getByRole('button', { name: 'Save cash' });
  const box = (await save.boundingBox())!;
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await shoot(page, testInfo, 'cash-form-390x844');
  await save.click();
  await expect(card.getByText('Cash collected: 45.50 AED by Yusuf Haddad')).toBeVisible();
  await expect(card.locator('.day-chip-waiting')).toBeHidden();

  // A check-in tapped by mistake, taken back online.
  await card.getByRole('button', { name: `Check in ${paying.guestName}` }).click();
  await expect(card.locator('.day-chip-checkedIn')).toBeVisible();
  await expect(card.locator('.day-chip-waiting')).toBeHidden();
  await card.getByRole('button', { name: `Undo check-in of ${paying.guestName}` }).click();
  await expect(card.locator('.day-chip-checkedIn')).toBeHidden();
  await expect(card.getByRole('button', { name: `Check in ${paying.guestName}` })).toBeVisible();
  await expect(card.locator('.day-chip-waiting')).toBeHidden();

  // Offline: a no-show and its undo wait on the device, shown at once, and go in order when back.
  const posted: string[] = [];
  context.on('response', (r) => {
    const req = r.request();
    if (req.method() === 'POST' && req.url().endsWith(`/api/day/${day.slotId}/${day.date}/checkins`))
      posted.push(req.postData() ?? '');
  });
  await context.setOffline(true);
  const other = cardOf(page, absent);
  await other.getByRole('button', { name: 'No-show' }).click();
  await expect(other.locator('.day-chip-noShow')).toBeVisible();
  await other.getByRole('button', { name: `Undo no-show of ${absent.guestName}` }).click();
  await expect(other.locator('.day-chip-noShow')).toBeHidden();
  await expect(visibleHeader(page).locator('.outbox-count')).toHaveText('2');
  await shoot(page, testInfo, 'undo-offline-390x844');
  await context.setOffline(false);
  await expect(visibleHeader(page).locator('.outbox-status')).toBeHidden({ timeout: 30_000 });
  const after = (await (await ops.get(`/api/day/${day.slotId}/${day.date}`)).json()) as DayManifest & {
    bookings: Array<DayBooking & { checkIn: { cash: { amount: number; currency: string } | null } | null }>;
  };
  expect(after.bookings.find((b) => b.id === paying.id)!.checkIn).toMatchObject({
    state: null,
    cash: { amount: 45.5, currency: 'AED' },
  });
  expect(after.bookings.find((b) => b.id === absent.id)!.checkIn).toMatchObject({ state: null });
  const ofAbsent = posted.filter((p) => p.includes(`"bookingId":${absent.id}`));
  expect(ofAbsent.map((p) => (JSON.parse(p) as { action: string }).action)).toEqual(['noShow', 'undo']);
  await context.close();
  await dispose();
});

test('the availability chart shows how many guests are checked in on the slot-day, beside its crew', async ({
  browser,
}, testInfo) => {
  const { baseURL, guideApi, day, dispose } = await guideDay(testInfo, 2);
  const checked = day.manifest.bookings.slice(0, 2) as Array<
    DayBooking & { numAdults: number; numChildren: number; numInfants: number }
  >;
  for (const b of checked) {
    const res = await guideApi.post(`/api/day/${day.slotId}/${day.date}/checkins`, {
      data: { bookingId: b.id, action: 'checkIn' },
    });
    expect(res.ok()).toBe(true);
  }
  const guests = checked.reduce((n, b) => n + b.numAdults + b.numChildren + b.numInfants, 0);
  const [y, m, d] = day.date.split('-');
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.laptop });
  const page = await context.newPage();
  await signIn(page, 'operations');
  await page.goto('/availability');
  const cell = page.locator(
    `.av-grid td button[aria-label*="${d}.${m}.${y}"][aria-label*="Guide: Yusuf Haddad"][aria-label*="${guests} checked in"]`,
  );
  await expect(cell.first()).toBeVisible({ timeout: 20_000 });
  await expect(cell.first().locator('.av-checked-in')).toHaveText(`${guests} checked in`);
  await expect(cell.first().locator('.av-crew')).toContainText('Yusuf');
  await cell.first().click();
  const fact = page.locator('ion-modal .av-facts > div').filter({ hasText: 'Checked in' });
  await expect(fact).toHaveText(`Checked in${guests}`);
  await shoot(page, testInfo, 'chart-checked-in-1280x800');
  await context.close();
  await dispose();
});
