import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { OfferPriceLine } from '../contract/bookings';
import { toDisplayDate } from '../domain/dates';
import { formatMoney, round } from '../domain/money';
import { chooseSale, dayFromNow, findSale, getJson } from './support/new-booking';
import { signIn, type DemoRole } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 17, Contracting: an admin gives an agency net rates for a ticket on a tablet; that agency's
// agent then sees the contracted net in the new-booking price. The second agency's agent is used:
// no other spec books as them, so the contract changes no other spec's figures.

const AGENT = 'agent2' as DemoRole;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page
    .locator('.ion-page:not(.ion-page-hidden) ion-content[role="main"]')
    .last()
    .evaluate((el) => (el as unknown as { scrollToTop(ms: number): Promise<void> }).scrollToTop(0));
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The agency of a demo user, as their token names it. */
async function agencyOf(page: Page, role: DemoRole): Promise<string> {
  const res = await page.request.post('/api/auth/signin', {
    data: { email: `${role}@caravan.demo`, password: 'caravan2026', returnUrl: null },
  });
  const { token } = (await res.json()) as { token: string };
  return (
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { agencyName: string }
  ).agencyName;
}

test("an admin gives an agency net rates on a tablet, and that agency's agent sees the contracted net", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = dayFromNow(0);

  // The agent's sale: a ticket on a day three days ahead, and its price before any contract.
  const agentContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: VIEWPORTS.tablet,
  });
  const agent = await agentContext.newPage();
  await signIn(agent, AGENT);
  const sale = await findSale(agent, dayFromNow(3));
  const before = (
    await getJson<OfferPriceLine[]>(agent, `/api/agent/offers/price?tourId=${sale.tour.id}&date=${sale.date}`)
  ).find((l) => l.offerId === sale.offer.id)!;
  expect(before.contract).toBeNull();
  const priceAdult = before.pricePerAdultRec.aed;
  const netAdult = round(priceAdult * 0.62, 2);

  // The admin on a tablet: finds the agency, opens it, and adds net rates for the ticket.
  await page.setViewportSize(VIEWPORTS.tablet);
  const agencyName = await agencyOf(page, AGENT);
  await signIn(page, 'admin');
  await page.goto('/admin/contracting');
  await page.getByRole('searchbox', { name: 'Search agencies' }).fill(agencyName.slice(0, 6));
  const open = page.getByRole('button', { name: `Contracts of ${agencyName}` });
  await expect(open).toBeVisible();
  await shoot(page, testInfo, 'contracting-820x1180-agencies');
  await open.click();
  await expect(page.getByRole('heading', { name: agencyName })).toBeVisible();
  await expect(page.getByText(/^No contract yet/)).toBeVisible();

  // Saving an empty commission shows the field's message; then the admin switches to net rates.
  await page.getByRole('button', { name: 'Save contract' }).click();
  await expect(page.getByText('Commission percent is required').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Contract type' }).selectOption('netRates');
  await page.locator('ion-segment-button[data-section="rates"]').click();
  const picker = page.getByRole('combobox', { name: 'Ticket', exact: true });
  await expect(picker.locator('option', { hasText: sale.offer.nameDisplay }).first()).toBeAttached();
  const value = await picker
    .locator('option')
    .filter({ hasText: `${sale.tour.nameDisplay} · ${sale.offer.nameDisplay}` })
    .first()
    .getAttribute('value');
  await picker.selectOption(value!);
  await page.getByRole('button', { name: 'Add ticket' }).click();
  await page.getByRole('spinbutton', { name: 'Adult net' }).fill(String(netAdult));
  await expect(page.getByText(`Price ${formatMoney(priceAdult)} · commission`)).toBeVisible();
  await shoot(page, testInfo, 'contracting-820x1180-net-rates');
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByRole('button', { name: 'Save contract' })).toBeInViewport();
  await shoot(page, testInfo, 'contracting-390x844-net-rates');
  await page.setViewportSize(VIEWPORTS.tablet);

  await page.getByRole('button', { name: 'Save contract' }).click();
  await expect(page.getByText('Contract saved')).toBeVisible();
  const card = page.getByRole('list', { name: 'Contract history' }).getByRole('listitem').first();
  await expect(card).toContainText(`From ${toDisplayDate(today)}`);
  await expect(card).toContainText('In force');
  await expect(card).toContainText('Net rates for 1 ticket');
  await expect(card).toContainText(formatMoney(netAdult));
  // Offline the history stays on screen, read-only: no Save, no Remove, no editing.
  await page.context().setOffline(true);
  await expect(page.getByText('Offline: read only').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save contract' })).toBeDisabled();
  await expect(page.getByText('Saving needs the network')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contract type' })).toBeDisabled();
  await expect(card).toContainText(formatMoney(netAdult));
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Save contract' })).toBeEnabled();

  await page.setViewportSize(VIEWPORTS.desktop);
  await shoot(page, testInfo, 'contracting-1440x900-history');
  await page.setViewportSize(VIEWPORTS.phone);
  await shoot(page, testInfo, 'contracting-390x844-history');

  // Back on the list, the agency shows its contract in force.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'All agencies' }).click();
  await page.getByRole('searchbox', { name: 'Search agencies' }).fill(agencyName);
  await expect(page.getByRole('row').filter({ hasText: agencyName })).toContainText('Net rates for 1 ticket');
  await shoot(page, testInfo, 'contracting-1440x900-agencies');
  await page.setViewportSize(VIEWPORTS.laptop);
  await shoot(page, testInfo, 'contracting-1280x800-agencies');

  // The agent opens a new booking for that ticket: the price shows their contracted net.
  await agent.goto('/agent/bookings/add');
  // The contract moved the catalogue's write mark: the tours for sale are read again, on a busy machine.
  await expect(agent.getByRole('heading', { name: 'Core Info' })).toBeVisible({ timeout: 30_000 });
  await chooseSale(agent, sale);
  const adults = Math.max(1, sale.offer.minNumOfPeople);
  const trip = before.netPerTrip.aed; // the trip keeps the ticket's own commission
  const net = agent.getByTestId('booking-net');
  await expect(net).toContainText(`AED ${formatMoney(round(adults * netAdult + trip, 4))}`);
  await expect(net).toContainText(`by your contract from ${toDisplayDate(today)}`);
  // The published price the guest pays has not moved.
  await expect(agent.getByTestId('booking-total')).toContainText(
    `AED ${formatMoney(round(adults * priceAdult + before.pricePerTripRec.aed, 4))}`,
  );
  await shoot(agent, testInfo, 'contracting-agent-price-820x1180');
  await agentContext.close();
});
