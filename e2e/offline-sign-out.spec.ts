import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/browser';
import { DEMO_PASSWORD, emailOf, signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 23 item 3: 'Sign out anyway' made offline must end the session on the device at once, reach
// the server when the network returns, and leave the unsent edit for its owner's next sign-in.

// The e2e project compiles without the DOM library; these run inside the page.
declare function fetch(
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number }>;

interface ApiArrival {
  groupId: string;
  roomNumber: string | null;
  isDeleted: boolean;
  groupInfo: { communicationStatus: number } | null;
}

const CALL_INITIATED = 1;
/** The persisted query cache is written a second after the last change (query-cache/persistence.ts). */
const CACHE_WRITE_MS = 1_500;
const visibleHeader = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden) ion-header').last();

/** The status the page gets for a call it makes itself (through its service worker), or 0 offline. */
function statusFromPage(page: Page, url: string, method = 'GET', body?: unknown): Promise<number> {
  return page.evaluate(
    async ([target, verb, payload]) => {
      try {
        const init =
          verb === 'GET'
            ? {}
            : {
                method: verb,
                headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
                body: payload,
              };
        return (await fetch(target, init)).status;
      } catch {
        return 0;
      }
    },
    [url, method, JSON.stringify(body ?? null)] as const,
  );
}

test("'Sign out anyway' offline ends the session on the device at once and on the server when back online; the edit waits for its owner", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const sent: string[] = [];
  context.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/arrivals/groupinfo' && r.ok())
      sent.push(r.request().postData() ?? '');
  });

  // An API caller of its own (not the browser's cookies) to look at the server's side.
  const desk = await apiRequest.newContext({ baseURL });
  const signedIn = await desk.post('/api/auth/signin', {
    data: { email: emailOf('arrivalsmanager'), password: DEMO_PASSWORD, returnUrl: null },
  });
  const deskToken = ((await signedIn.json()) as { token: string }).token;
  const inHouse = async () => {
    const res = await desk.post('/api/arrivals/filtered', {
      data: { inHouse: true, itemsPerPage: 500 },
      headers: { Authorization: `Bearer ${deskToken}` },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { entities: ApiArrival[] }).entities;
  };
  const rooms = new Map<string, number>();
  const all = await inHouse();
  for (const a of all) if (a.roomNumber) rooms.set(a.roomNumber, (rooms.get(a.roomNumber) ?? 0) + 1);
  const guest = all.find(
    (a) =>
      a.roomNumber &&
      !a.isDeleted &&
      rooms.get(a.roomNumber) === 1 &&
      !((a.groupInfo?.communicationStatus ?? 0) & CALL_INITIATED),
  );
  expect(guest, 'an in-house guest to mark').toBeDefined();
  const callInitiated = async () =>
    ((await inHouse()).find((a) => a.groupId === guest!.groupId)?.groupInfo?.communicationStatus ?? 0) &
    CALL_INITIATED;

  await signIn(page, 'arrivalsmanager');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(/^Guests: \d+$/)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'AuthToken');
  expect(cookie, 'the session cookie').toBeDefined();
  await page.waitForTimeout(CACHE_WRITE_MS);

  // Offline: one edit queued, then 'Sign out anyway'.
  await context.setOffline(true);
  await page.getByRole('searchbox').fill(guest!.roomNumber!);
  const call = page.getByRole('article', { name: `Group ${guest!.groupId}` }).getByRole('button', {
    name: 'Call initiated',
  });
  await call.click();
  await expect(call).toHaveAttribute('aria-pressed', 'true');
  await expect(visibleHeader(page).locator('.outbox-count')).toHaveText('1');
  await page.goto('/account/logout');
  await expect(page.getByText('Not yet on the server: 1')).toBeVisible();
  await expect(
    page.getByText('They stay on this device and are sent after you sign in again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/account\/login/);

  // The network returns with nobody signed in: the cookie answers for nobody, no guest reaches the
  // page, and the edit stays on the device.
  await context.setOffline(false);
  expect(await statusFromPage(page, '/api/auth/me')).toBe(401);
  expect(await statusFromPage(page, '/api/arrivals/filtered', 'POST', { inHouse: true })).toBe(401);
  // The sign-out reaches the server: the old cookie no longer names a session anywhere.
  await expect
    .poll(
      async () =>
        (await desk.get('/api/auth/me', { headers: { Cookie: `AuthToken=${cookie!.value}` } })).status(),
      { timeout: 30_000 },
    )
    .toBe(401);
  await page.waitForTimeout(3_000);
  expect(sent).toEqual([]);
  expect(await callInitiated()).toBe(0);

  // Its owner signs in again: the edit goes out, once.
  await signIn(page, 'arrivalsmanager');
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(1);
  await expect.poll(callInitiated, { timeout: 15_000 }).toBe(CALL_INITIATED);
  await page.waitForTimeout(3_000);
  expect(sent).toHaveLength(1);
  await desk.dispose();
  await context.close();
});
