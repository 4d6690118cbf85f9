import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { dayFromNow, tapDate } from './support/new-booking';
import { chooseProviderSale, forgetProviderAnswers, mapSlot, providerSale } from './support/octo-provider';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 26 item 3: the supplier's limits while the agent chooses, not after Save. The slot sells the
// OCTO demo supplier's shared jeep at 15:30; the demo is filled over its own OCTO API (as other resellers
// would fill it): some places on the sale's day, all of them the day after. The slot choice shows the
// places left, and the date carousel greys and names the sold-out day before it is chosen.

const DEMO = '/octo-demo/v1';
const KEY = 'caravan-demo-octo-key+e2e-limits';
const octo = { authorization: `Bearer ${KEY}` };
const PRODUCT = { productId: 'desert-safari', optionId: 'ETICKET' };

async function departure(request: APIRequestContext, date: string) {
  const res = await request.post(`${DEMO}/availability`, {
    headers: octo,
    data: { ...PRODUCT, localDateStart: date, localDateEnd: date },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string; vacancies: number }[])[0];
}

/** Holds `places` of the day's departure at the demo supplier; the holds' uuids, to give them back. */
async function hold(request: APIRequestContext, date: string, places: number): Promise<string[]> {
  const { id } = await departure(request, date);
  const uuids: string[] = [];
  for (let left = places; left > 0; left -= 20) {
    const res = await request.post(`${DEMO}/bookings`, {
      headers: octo,
      data: {
        ...PRODUCT,
        availabilityId: id,
        unitItems: Array.from({ length: Math.min(20, left) }, () => ({ unitId: 'adult' })),
      },
    });
    expect(res.status()).toBe(200);
    uuids.push(((await res.json()) as { uuid: string }).uuid);
  }
  return uuids;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const [size, viewport] of [
  ['820x1180', VIEWPORTS.tablet],
  ['390x844', VIEWPORTS.phone],
] as const)
  test(`at ${size} the slot choice shows the provider's places left and the carousel its sold-out day`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'agent');
    await page.goto('/agent/bookings/add');
    await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();
    const { sale, provider } = await providerSale(page, 6);
    const soldDay = dayFromNow(7);
    const held = [
      ...(await hold(page.request, sale.date, 3)),
      ...(await hold(page.request, soldDay, (await departure(page.request, soldDay)).vacancies)),
    ];
    const left = (await departure(page.request, sale.date)).vacancies;
    mapSlot(sale.slot.id, provider.id, { product: 'desert-safari', option: 'ETICKET', time: '15:30' });
    forgetProviderAnswers(provider.id);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Core Info' })).toBeVisible();
      await chooseProviderSale(page, sale);
      // At the slot choice, before Save: the departure's places left at the provider.
      const slotChoice = page.getByRole('group', { name: 'Time slot' });
      const places = sale.slotCount > 1 ? slotChoice : page.locator('.booking-section');
      await expect(places.getByText(new RegExp(`Places left at .+: ${left}$`))).toBeVisible({
        timeout: 20_000,
      });
      // On the carousel: the sold-out day is greyed and named, and can still be looked at.
      const soldSlide = page.locator(
        `.date-slide[title="${soldDay.slice(8, 10)}.${soldDay.slice(5, 7)}.${soldDay.slice(0, 4)}"]`,
      );
      for (let step = 0; step < 10 && !(await soldSlide.isVisible()); step++)
        await page.getByRole('button', { name: 'Later dates' }).click();
      await expect(soldSlide).toContainText('Sold out');
      await expect(soldSlide).toHaveClass(/date-slide-marked/);
      await expect(page.locator('.date-slide-marked')).toHaveCount(1);
      await shoot(page, testInfo, `provider-places-left-${size}`);

      // Chosen anyway: the form says so before Save.
      await tapDate(page, soldDay);
      await expect(
        page
          .getByRole('list', { name: 'Ticket provider terms' })
          .getByText(/is sold out or closed on this date/),
      ).toBeVisible({ timeout: 20_000 });
      await shoot(page, testInfo, `provider-sold-out-day-${size}`);
    } finally {
      mapSlot(sale.slot.id, provider.id, null);
      for (const uuid of held)
        await page.request.post(`${DEMO}/bookings/${uuid}/cancel`, { headers: octo, data: {} });
    }
  });
