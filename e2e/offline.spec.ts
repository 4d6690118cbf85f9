import { randomUUID } from 'node:crypto';
import {
  expect,
  request as apiRequest,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { chooseSale, dayFromNow, findSale, findSameSaleLater, getJson } from './support/new-booking';
import { DEMO_PASSWORD, emailOf, signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

interface ApiArrival {
  groupId: string;
  hotelId: number | null;
  hotelName: string | null;
  roomNumber: string | null;
  isDeleted: boolean;
  groupInfo: { communicationStatus: number; hotels: Array<{ hotelId: number; roomNumber: string }> } | null;
}
interface AgentBookingsPage {
  entities: Array<{ id: number; guestName: string }>;
}

const CALL_INITIATED = 1;
/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;

async function phoneContext(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.phone,
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

/** Signs in and waits until the service worker controls the page: from then on the app starts offline. */
async function install(page: Page, role: DemoRole): Promise<void> {
  await signIn(page, role);
  await waitForServiceWorkerControl(page);
}

async function inHouse(page: Page): Promise<ApiArrival[]> {
  const response = await page.request.post('/api/arrivals/filtered', {
    data: { inHouse: true, itemsPerPage: 500 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { entities: ApiArrival[] }).entities;
}

/** One guest per group, each with a room no other in-house guest shares, so a room search finds one card. */
function distinctGuests(all: ApiArrival[], count: number, fits: (a: ApiArrival) => boolean): ApiArrival[] {
  const rooms = new Map<string, number>();
  for (const a of all) if (a.roomNumber) rooms.set(a.roomNumber, (rooms.get(a.roomNumber) ?? 0) + 1);
  const groups = new Set<string>();
  const chosen: ApiArrival[] = [];
  for (const a of all) {
    if (chosen.length === count) break;
    if (!a.roomNumber || a.isDeleted || rooms.get(a.roomNumber) !== 1 || groups.has(a.groupId) || !fits(a))
      continue;
    groups.add(a.groupId);
    chosen.push(a);
  }
  expect(chosen, `the demo data has ${count} in-house guests to edit`).toHaveLength(count);
  return chosen;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

async function cardOf(page: Page, guest: ApiArrival) {
  await page.getByRole('searchbox').fill(guest.roomNumber!);
  const card = page.getByRole('article', { name: `Group ${guest.groupId}` });
  await expect(card).toBeVisible();
  return card;
}

async function bookOffline(
  page: Page,
  sale: Awaited<ReturnType<typeof findSale>>,
  guestName: string,
): Promise<void> {
  await page.goto('/agent/bookings/add');
  await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();
  await chooseSale(page, sale);
  await page.getByLabel('Guest name').fill(guestName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/agent\/bookings$/);
  await expect(page.getByRole('list', { name: 'Waiting to be sent' }).getByText(guestName)).toBeVisible();
}

test('offline in a lobby: cached screens open, 3 arrival edits and 2 bookings queue, survive a reload and reach the server once each', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const rep = await phoneContext(browser, testInfo);
  const agent = await phoneContext(browser, testInfo);
  const sent: string[] = [];
  for (const { context } of [rep, agent]) {
    context.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (
        r.request().method() === 'POST' &&
        r.ok() &&
        (path === '/api/arrivals/groupinfo' || path === '/api/agent/bookings')
      )
        sent.push(path);
    });
  }

  // Online first: the rep's list and the agent's catalogue for the day are seen once, so they are cached.
  await install(rep.page, 'arrivalsmanager');
  await expect(rep.page.getByText(/^Guests: \d+$/)).toBeVisible();
  const guests = distinctGuests(
    await inHouse(rep.page),
    3,
    (a) => !((a.groupInfo?.communicationStatus ?? 0) & CALL_INITIATED),
  );

  await install(agent.page, 'agent');
  const sale = await findSale(agent.page, dayFromNow(3));
  await agent.page.goto('/agent/bookings/add');
  await chooseSale(agent.page, sale);
  await agent.page.waitForTimeout(CACHE_WRITE_MS);
  await agent.page.goto('/agent/bookings');
  await expect(agent.page.getByRole('button', { name: 'Add New Booking' }).first()).toBeVisible();
  await rep.page.waitForTimeout(CACHE_WRITE_MS);

  // The network goes; the installed app still starts, from the service worker and the saved cache.
  await rep.context.setOffline(true);
  await agent.context.setOffline(true);
  await rep.page.reload();
  await expect(rep.page.getByText(/^Guests: \d+$/)).toBeVisible();
  await expect(visibleHeader(rep.page).getByText(/^Offline — data from \d\d:\d\d$/)).toBeVisible();

  for (const guest of guests) {
    const call = (await cardOf(rep.page, guest)).getByRole('button', { name: 'Call initiated' });
    await call.click();
    await expect(call).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(visibleHeader(rep.page).locator('.outbox-count')).toHaveText('3');
  await shoot(rep.page, testInfo, 'arrivals-offline-390x844');

  const stamp = Date.now() % 1_000_000;
  const names = [`Offline Guest A${stamp}`, `Offline Guest B${stamp}`];
  for (const name of names) await bookOffline(agent.page, sale, name);

  // Still offline, both apps restart: the queue is on the device, not in the page.
  await rep.page.reload();
  await expect(rep.page.getByText(/^Guests: \d+$/)).toBeVisible();
  await expect(visibleHeader(rep.page).locator('.outbox-count')).toHaveText('3');
  await expect(
    (await cardOf(rep.page, guests[0])).getByRole('button', { name: 'Call initiated' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await agent.page.reload();
  for (const name of names)
    await expect(agent.page.getByRole('list', { name: 'Waiting to be sent' }).getByText(name)).toBeVisible();
  await shoot(agent.page, testInfo, 'bookings-waiting-390x844');
  await agent.page.goto('/outbox');
  await expect(agent.page.getByRole('list', { name: 'Not sent yet' }).getByText(names[1])).toBeVisible();
  await shoot(agent.page, testInfo, 'outbox-offline-390x844');
  expect(sent).toEqual([]);

  // The network returns: everything goes out by itself, once.
  await rep.context.setOffline(false);
  await agent.context.setOffline(false);
  await expect(visibleHeader(rep.page).locator('.outbox-status')).toBeHidden({ timeout: 30_000 });
  await expect(agent.page.getByRole('list', { name: 'Waiting to be sent' })).toBeHidden({ timeout: 30_000 });

  const after = await inHouse(rep.page);
  for (const guest of guests) {
    const now = after.find((a) => a.groupId === guest.groupId);
    expect(
      (now?.groupInfo?.communicationStatus ?? 0) & CALL_INITIATED,
      `call initiated for ${guest.groupId}`,
    ).toBe(CALL_INITIATED);
  }
  const display = `${sale.date.slice(8, 10)}.${sale.date.slice(5, 7)}.${sale.date.slice(0, 4)}`;
  for (const name of names) {
    const list = await getJson<AgentBookingsPage>(
      agent.page,
      `/api/agent/bookings?f=${encodeURIComponent(name)}&from=${display}&to=${display}`,
    );
    expect(
      list.entities.map((b) => b.guestName),
      `bookings for ${name}`,
    ).toEqual([name]);
  }
  expect(sent.filter((p) => p === '/api/arrivals/groupinfo')).toHaveLength(3);
  expect(sent.filter((p) => p === '/api/agent/bookings')).toHaveLength(2);

  await rep.context.close();
  await agent.context.close();
});

test('a room changed on the server while the rep was offline: the conflict is shown and settled both ways', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { context, page } = await phoneContext(browser, testInfo);
  await install(page, 'arrivalsmanager');
  await expect(page.getByText(/^Guests: \d+$/)).toBeVisible();
  const [kept, taken] = distinctGuests(
    await inHouse(page),
    2,
    (a) => a.hotelId !== null && a.groupInfo !== null,
  );
  const stamp = Date.now() % 100_000;
  const roomOf = async (guest: ApiArrival) =>
    (await inHouse(page))
      .find((a) => a.groupId === guest.groupId)
      ?.groupInfo?.hotels.find((h) => h.hotelId === guest.hotelId)?.roomNumber;

  await context.setOffline(true);
  for (const guest of [kept, taken]) {
    await (await cardOf(page, guest)).getByRole('button', { name: 'Edit group' }).click();
    const sheet = page.locator('ion-modal.group-sheet');
    await sheet.getByRole('textbox', { name: 'Room' }).fill(`M${stamp}`);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
    // The screen has stopped waiting for the server and said so: the answer now goes to the Outbox alone.
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device — will be sent when online' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  }

  // Meanwhile both groups move (API requests do not go through the offline browser): one at the desk,
  // by another user, the other by this same rep on another device (the browser's own cookie).
  const desk = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  const deskSignIn = await desk.post('/api/auth/signin', {
    data: { email: emailOf('arrivalsadmin'), password: DEMO_PASSWORD, returnUrl: null },
  });
  const deskToken = ((await deskSignIn.json()) as { token: string }).token;
  const deskName = (
    JSON.parse(Buffer.from(deskToken.split('.')[1], 'base64url').toString('utf8')) as { fullName: string }
  ).fullName;
  for (const guest of [kept, taken]) {
    const current = guest.groupInfo?.hotels.find((h) => h.hotelId === guest.hotelId)?.roomNumber ?? '';
    const rival = await (guest === kept ? desk : page.request).post('/api/arrivals/groupinfo', {
      data: {
        groupId: guest.groupId,
        values: { rooms: { [guest.hotelId!]: `T${stamp}` } },
        base: { rooms: { [guest.hotelId!]: current } },
      },
      headers: {
        'Idempotency-Key': `e2e-offline-rival-${guest.groupId}-${stamp}`,
        ...(guest === kept ? { Authorization: `Bearer ${deskToken}` } : {}),
      },
    });
    expect(rival.status()).toBe(200);
  }
  await desk.dispose();

  await context.setOffline(false);
  await expect(visibleHeader(page).getByRole('link', { name: 'Need your attention: 2' })).toBeVisible({
    timeout: 30_000,
  });
  await visibleHeader(page).getByRole('link', { name: 'Need your attention: 2' }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  const conflicts = page.getByRole('list', { name: 'Not sent yet' });
  await expect(conflicts.getByText('Conflict', { exact: true })).toHaveCount(2);
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await shoot(page, testInfo, `outbox-conflicts-${name}`);
  }
  await page.setViewportSize(VIEWPORTS.phone);

  // Keep mine for one group, take theirs for the other, in whichever order the Outbox lists them.
  for (let settled = 0; settled < 2; settled++) {
    await page.goto('/outbox');
    await page
      .getByRole('list', { name: 'Not sent yet' })
      .getByRole('link', { name: 'Resolve' })
      .first()
      .click();
    const dialog = page.locator('ion-modal.conflict-dialog');
    await expect(dialog.locator('.conflict-title')).toBeVisible();
    const title = (await dialog.locator('ion-title').textContent()) ?? '';
    const target = title.includes(kept.groupId) ? kept : taken;
    // Who changed the group meanwhile, and when (the device's clock: 'HH:MM' today).
    await expect(dialog.locator('.conflict-title')).toHaveText(
      target === kept
        ? new RegExp(`^${deskName} changed this group at \\d\\d:\\d\\d$`)
        : /^You changed this group on another device at \d\d:\d\d$/,
    );
    await dialog.getByRole('button', { name: target === kept ? 'Keep mine' : 'Take theirs' }).click();
    await expect
      .poll(() => roomOf(target), { timeout: 15_000 })
      .toBe(target === kept ? `M${stamp}` : `T${stamp}`);
  }
  await page.goto('/outbox');
  await expect(page.getByText('Everything made on this device has reached the server.')).toBeVisible({
    timeout: 15_000,
  });
  expect(await roomOf(kept)).toBe(`M${stamp}`);
  expect(await roomOf(taken)).toBe(`T${stamp}`);
  await context.close();
});

test('the answer to a new booking is lost after the server saved it: the resend makes no second booking', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, page } = await phoneContext(browser, testInfo);
  await install(page, 'agent');
  const sale = await findSale(page, dayFromNow(3));
  const guestName = `Lost Answer ${Date.now() % 1_000_000}`;

  const answers: Array<{ status: number; body: { id?: number } }> = [];
  let dropped = false;
  await context.route('**/api/agent/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    answers.push({ status: response.status(), body: (await response.json()) as { id?: number } });
    if (!dropped) {
      // The server has committed the booking; the network drops before its answer arrives.
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });

  await page.goto('/agent/bookings/add');
  await chooseSale(page, sale);
  await page.getByLabel('Guest name').fill(guestName);
  await page.getByRole('button', { name: 'Save' }).click();
  // The outbox retries with the same idempotency key after its back-off and gets the stored answer.
  await expect.poll(() => answers.length, { timeout: 30_000 }).toBe(2);
  expect(answers.map((a) => a.status)).toEqual([201, 201]);
  expect(answers[1].body.id).toBe(answers[0].body.id);

  const display = `${sale.date.slice(8, 10)}.${sale.date.slice(5, 7)}.${sale.date.slice(0, 4)}`;
  const list = await getJson<AgentBookingsPage>(
    page,
    `/api/agent/bookings?f=${encodeURIComponent(guestName)}&from=${display}&to=${display}`,
  );
  expect(list.entities.map((b) => b.id)).toEqual([answers[0].body.id]);
  await context.close();
});

test('a booking queued offline finds its slot filled meanwhile: refused with the reason, edited to another day and resent, it is made once', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { context, page } = await phoneContext(browser, testInfo);
  await install(page, 'agent');
  const sale = await findSale(page, dayFromNow(3));
  await page.goto('/agent/bookings/add');
  await chooseSale(page, sale);
  await page.waitForTimeout(CACHE_WRITE_MS);
  await page.goto('/agent/bookings');
  await expect(page.getByRole('button', { name: 'Add New Booking' }).first()).toBeVisible();

  await context.setOffline(true);
  const guestName = `Refused Guest ${Date.now() % 1_000_000}`;
  await bookOffline(page, sale, guestName);

  // Meanwhile an agency admin sells the slot's last seats on that day.
  const admin = await phoneContext(browser, testInfo);
  await signIn(admin.page, 'agencyadmin');
  const sell = (adults: number) =>
    admin.page.request.post('/api/agent/bookings', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        clientRef: randomUUID(),
        date: sale.date,
        tourId: sale.tour.id,
        offerId: sale.offer.id,
        timeSlotId: sale.slot.id,
        hotelId: sale.hotel.id,
        adults,
        guestName: 'Coach Party',
      },
    });
  let full = false;
  for (let sold = 0; sold < 60 && !full; sold++) {
    const answer = await sell(sale.offer.maxNumOfPeople);
    if (answer.status() === 201) continue;
    expect(answer.status()).toBe(422);
    const left = /Not enough places: (\d+) left/.exec(((await answer.json()) as { message: string }).message);
    if (left && Number(left[1]) >= sale.offer.minNumOfPeople)
      expect((await sell(Number(left[1]))).status()).toBe(201);
    full = true;
  }
  expect(full, 'the slot filled up').toBe(true);
  await admin.context.close();

  // The network returns: the server refuses the queued booking, and the outbox says why.
  await context.setOffline(false);
  await page.goto('/outbox');
  const attention = page.getByRole('list', { name: 'Not sent yet' });
  await expect(page.getByText('Need your attention: 1').first()).toBeVisible({ timeout: 30_000 });
  await expect(attention.getByText(guestName)).toBeVisible();
  await expect(attention.getByText(/is full on this date|Not enough places/)).toBeVisible();
  await shoot(page, testInfo, 'outbox-refused-390x844');

  // Edit and resend: the form reopens with the booking; a later day of the same ticket, then Save.
  await attention.getByRole('link', { name: 'Edit and resend' }).click();
  await expect(page).toHaveURL(/\/agent\/bookings\/add\?entry=/);
  await expect(page.getByLabel('Guest name')).toHaveValue(guestName);
  const later = await findSameSaleLater(page, sale);
  await chooseSale(page, later);
  await expect(page.getByLabel('Guest name')).toHaveValue(guestName);
  await page.getByRole('button', { name: 'Save' }).click();
  // Online again, the resend is answered at once: the confirmation of the booking.
  await expect(page).toHaveURL(/\/agent\/bookings\/details\/\d+$/);
  await expect(page.getByText(/^Booking confirmed #\d+$/)).toBeVisible();

  const display = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
  const booked = await getJson<{ entities: Array<{ guestName: string; date: string }> }>(
    page,
    `/api/agent/bookings?f=${encodeURIComponent(guestName)}&from=${display(sale.date)}&to=${display(later.date)}`,
  );
  expect(booked.entities.map((b) => [b.guestName, b.date])).toEqual([[guestName, later.date]]);
  await page.goto('/outbox');
  await expect(page.getByRole('list', { name: 'Not sent yet' })).toBeHidden();
  await context.close();
});
