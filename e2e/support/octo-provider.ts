import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { slotsOn } from '../../domain/new-booking';
import { chooseFrom, dayFromNow, findSale, tapDate, type Sale } from './new-booking';

// The OCTO demo supplier this server serves, as the new-booking specs of issue 26 use it: a slot is
// mapped in the server's own database file, as a supplier's editor would map it, and put back after.

const database = () => new Database(path.join(process.env.CARAVAN_E2E_DATA_DIR!, 'caravan.db'));

/** The demo provider's row and its supplier. */
export function demoProvider(): { id: number; supplierId: number } {
  const db = database();
  try {
    return db
      .prepare(
        "SELECT id, supplier_id AS supplierId FROM external_providers WHERE base_url = '/octo-demo/v1' ORDER BY id LIMIT 1",
      )
      .get() as { id: number; supplierId: number };
  } finally {
    db.close();
  }
}

function supplierOfTour(tourId: number): number {
  const db = database();
  try {
    return (db.prepare('SELECT supplier_id AS s FROM tours WHERE id = ?').get(tourId) as { s: number }).s;
  } finally {
    db.close();
  }
}

/** Maps the slot to a demo product (or back to none, `null`). */
export function mapSlot(
  slotId: number,
  providerId: number,
  to: { product: string; option: string; time: string } | null,
): void {
  const db = database();
  try {
    db.prepare(
      `UPDATE time_slots SET is_external_id = ?, external_provider_id = ?, external_product_id = ?,
         external_product_mapping_value = ?, external_id = ? WHERE id = ?`,
    ).run(
      to ? 1 : 0,
      to ? providerId : null,
      to?.product ?? null,
      to?.option ?? null,
      to?.time ?? null,
      slotId,
    );
  } finally {
    db.close();
  }
}

/**
 * Forgets what the provider answered (Caravan keeps a departure's and a calendar's answer 60 s): a test
 * that changes the provider's stock behind Caravan's back, as another reseller would, reads it anew
 * rather than an answer an earlier spec left.
 */
export function forgetProviderAnswers(providerId: number): void {
  const db = database();
  try {
    db.prepare('DELETE FROM external_provider_cache WHERE provider_id = ?').run(providerId);
  } finally {
    db.close();
  }
}

/** A sale of the demo provider's supplier on a day three days ahead, with children allowed. */
export async function providerSale(
  page: Page,
  daysAhead = 3,
): Promise<{ sale: Sale; provider: { id: number } }> {
  const provider = demoProvider();
  const date = dayFromNow(daysAhead);
  const sale = await findSale(
    page,
    date,
    (tour) => supplierOfTour(tour.id) === provider.supplierId && tour.offers.some((o) => o.childrenAllowed),
  );
  return { sale, provider };
}

/** The form filled up to the slot, with the hotel's in-house guest, as an agent would. */
export async function chooseProviderSale(page: Page, sale: Sale): Promise<void> {
  await tapDate(page, sale.date);
  await chooseFrom(page, 'Hotel', sale.hotel.name);
  await chooseFrom(page, 'Guest in house', sale.guest.name);
  await chooseFrom(page, 'Tour', sale.tour.nameDisplay);
  const ticket = page
    .getByRole('group', { name: 'Ticket' })
    .getByRole('button', { name: sale.offer.nameDisplay })
    .first();
  if (sale.offerCount > 1) await ticket.click();
  await expect(ticket).toHaveAttribute('aria-pressed', 'true');
  if (sale.slotCount > 1)
    await page
      .getByRole('group', { name: 'Time slot' })
      .getByRole('button')
      .nth(slotsOn(sale.offer, sale.date).findIndex((s) => s.id === sale.slot.id))
      .click();
  for (let n = 1; n < sale.offer.minNumOfPeople; n++)
    await page.getByRole('button', { name: 'Add one: Adults' }).click();
}
