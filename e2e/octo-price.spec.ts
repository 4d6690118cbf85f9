import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { theOneVisible } from './support/browser';
import { getJson } from './support/new-booking';
import { demoProvider, mapSlot } from './support/octo-provider';
import { signIn } from './support/session';
import { VIEWPORTS } from './support/viewports';

// Issue 26 item 8: in the slot mapping, Caravan's own price beside the supplier's net (octo/pricing),
// and a warning where Caravan would sell below it. The spec makes its own slot, mapped to the OCTO demo
// supplier's Dubai Frame day ticket (net: adult AED 40.00, child AED 16.00), and its own tickets selling
// only that slot, priced below the adult net; the tickets are deleted at the end.

const api = { 'X-Requested-With': 'XMLHttpRequest' };
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const display = (iso: string) => iso.split('-').toReversed().join('.');

interface Period extends Record<string, unknown> {
  guid: string;
}
interface OfferForEdit {
  offer: Record<string, unknown> & { id: number; version: number; validPeriods: Period[] };
}
interface GroupDetails {
  timeSlots: { id: number; name: string; offers: { id: number }[] }[];
}

async function send(
  page: Page,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<{ id: number }> {
  const res = await page.request[method](path, { data, headers: api });
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: number };
}

test("the slot mapping sets Caravan's price beside the supplier's net and warns below it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.laptop);
  await signIn(page, 'editor');
  const provider = demoProvider();
  const stamp = randomUUID().slice(0, 8);

  // A group and a slot of the editor's own, mapped to the demo's Dubai Frame day ticket.
  const group = await send(page, 'post', '/api/timeslots/group', {
    id: 0,
    name: `Price check ${stamp}`,
    pickUpTimeId: null,
    capacity: 30,
    minimumAdvancedBooking: 0,
    isTimeSlotsIndependant: false,
  });
  const slot = await send(page, 'post', '/api/timeslots', {
    id: 0,
    groupId: group.id,
    name: 'Frame entry',
    description: null,
    startHour: 10,
    startMinutes: 0,
    endHour: 11,
    endMinutes: 0,
    timeType: 2,
    interval: null,
    pickUpTimeId: 0,
    duration: null,
    cutOffResponseTime: null,
    type: 0,
    daysOffered: 127,
    capacity: null,
    minimumAdvancedBooking: null,
    isExternalId: false,
    externalId: null,
    externalPerChildId: null,
    bookingReferencePrefix: null,
    externalProviderId: null,
    externalProviderCodeType: 0,
    externalProviderDiffProductsAdultChild: false,
    externalProductId: null,
    externalProductMappingValue: null,
    externalProductPerChildId: null,
    externalProductPerChildMappingValue: null,
    externalIsTicketPerPax: false,
    stopSellReason: null,
  });
  mapSlot(slot.id, provider.id, { product: 'dubai-frame', option: 'DEFAULT', time: '00:00' });

  // A ticket selling only that slot, made from one of the demo's tickets: adult AED 35.00 (below the
  // net of 40.00), child AED 20.00 at 10 % (agents' net 18.00, above 16.00).
  const groups = await getJson<{ id: number; name: string }[]>(page, '/api/timeslots/groups');
  const frame = groups.find((g) => g.name === 'Dubai Frame visits');
  expect(frame, 'the demo has its Dubai Frame group').toBeTruthy();
  const frameDetails = await getJson<GroupDetails>(page, `/api/timeslots/groups/${frame!.id}`);
  const demoOffer = frameDetails.timeSlots.flatMap((s) => s.offers)[0];
  const { offer } = await getJson<OfferForEdit>(page, `/api/offers/manage/${demoOffer.id}`);
  const [from, to] = [isoDay(0), isoDay(30)];
  const period = {
    ...offer.validPeriods[0],
    id: 0,
    periodStart: from,
    periodEnd: to,
    commissionPerAdult: 20,
    pricePerChildRec: 20,
    commissionPerChild: 10,
  };
  // Two tickets selling only that slot, made from one of the demo's: one at adult AED 35.00 (below the
  // net), one at AED 45.00 whose agents' net at 20 % (AED 36.00) is below it; children at AED 20.00 at
  // 10 % (agents' net 18.00, above 16.00).
  const makeTicket = async (name: string, adult: number) =>
    send(page, 'post', '/api/offers', {
      ...offer,
      id: 0,
      version: 0,
      nameInternal: name,
      nameDisplay: name,
      childrenAllowed: true,
      timeSlots: [slot.id],
      validPeriods: [{ ...period, guid: randomUUID(), pricePerAdultRec: adult }],
    });
  const [below, agentsBelow] = [`Frame at 35 ${stamp}`, `Frame at 45 ${stamp}`];
  const mine = [await makeTicket(below, 35), await makeTicket(agentsBelow, 45)];
  const when = `${display(from)}–${display(to)}`;

  try {
    await page.goto(`/timeslots/${btoa(String(group.id))}/${slot.id}`);
    await (await theOneVisible(page.locator('ion-segment-button[data-section="external"]'))).click();
    const external = page.getByRole('region', { name: 'External provider' });
    await expect(external.getByRole('note').filter({ hasText: "Supplier's net price" })).toHaveText(
      "Supplier's net price: Adult AED 40.00 · Child AED 16.00",
    );
    const prices = external.getByRole('group', { name: "Caravan's price" });
    await expect(prices.getByRole('listitem')).toHaveText([
      `${below}, ${when}: Adult AED 35.00 (agents’ net AED 28.00) · Child AED 20.00 (agents’ net AED 18.00)`,
      `${agentsBelow}, ${when}: Adult AED 45.00 (agents’ net AED 36.00) · Child AED 20.00 (agents’ net AED 18.00)`,
    ]);
    await expect(prices.getByRole('alert')).toHaveText([
      `${below}, ${when}: Caravan sells the adult ticket at AED 35.00, below the supplier’s net AED 40.00.`,
      `${agentsBelow}, ${when}: after the agents’ commission Caravan receives AED 36.00 for the adult ticket, below the supplier’s net AED 40.00.`,
    ]);

    // On a phone the section is one column and says the same.
    await page.setViewportSize(VIEWPORTS.phone);
    await (
      await theOneVisible(
        page.locator(
          'ion-segment-button[data-section="external"], button.form-sections-chip[data-section="external"]',
        ),
      )
    ).click();
    await expect(prices.getByRole('alert').first()).toBeVisible();
  } finally {
    for (const { id } of mine) {
      const current = await getJson<OfferForEdit>(page, `/api/offers/manage/${id}`);
      await send(page, 'put', `/api/offers/${id}/deleted`, {
        isDeleted: true,
        version: current.offer.version,
      });
    }
  }
});
