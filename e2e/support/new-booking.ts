import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { NewBookingTour, OfferPriceLine } from '../../contract/bookings';
import { slotsOn, validOffers, validTours } from '../../domain/new-booking';
import { signIn } from './session';
import { VIEWPORTS } from './viewports';

interface Hotel {
  id: number;
  name: string;
  cityId: number;
}
interface Guest {
  id: number;
  name: string;
}

/** GET as the signed-in page (its AuthToken cookie authenticates). */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The device's calendar day `days` after today, as the carousel counts it. */
export function dayFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type Sale = Awaited<ReturnType<typeof findSale>>;

/**
 * A hotel with in-house guests of the agent's agency on the date, and a tour, offer and live slot sold
 * there; `accept` may ask more of the tour (say, that it sells one ticket only).
 */
export async function findSale(
  page: Page,
  date: string,
  accept: (tour: NewBookingTour) => boolean = () => true,
) {
  const hotels = await getJson<Hotel[]>(page, '/api/agent/hotels/fornewbooking');
  const tours = await getJson<NewBookingTour[]>(page, '/api/agent/tours/fornewbooking');
  for (const hotel of hotels.slice(0, 40)) {
    const guests = await getJson<Guest[]>(
      page,
      `/api/agent/customers/inHouse?hotelId=${hotel.id}&date=${date}`,
    );
    if (guests.length === 0) continue;
    for (const tour of validTours(tours, date, hotel).filter(accept)) {
      const prices = await getJson<OfferPriceLine[]>(
        page,
        `/api/agent/offers/price?tourId=${tour.id}&date=${date}`,
      );
      for (const offer of validOffers(tour, date, hotel)) {
        const slot = slotsOn(offer, date).find((s) => s.type === 0);
        if (slot && offer.minNumOfPeople <= 2 && prices.some((p) => p.offerId === offer.id)) {
          return {
            date,
            hotel,
            guest: guests[0],
            tour,
            offer,
            slot,
            offerCount: validOffers(tour, date, hotel).length,
            slotCount: slotsOn(offer, date).length,
          };
        }
      }
    }
  }
  throw new Error(`No hotel with in-house guests and a sellable tour on ${date}`);
}

/** The same hotel, tour, ticket and slot on the first later day (up to `lastDays` ahead) they are sold and priced. */
export async function findSameSaleLater(page: Page, sale: Sale, lastDays = 9): Promise<Sale> {
  for (let days = 1; days <= lastDays; days++) {
    const date = dayFromNow(days);
    if (date <= sale.date) continue;
    const offers = validOffers(sale.tour, date, sale.hotel);
    const slots = slotsOn(sale.offer, date);
    if (!offers.some((o) => o.id === sale.offer.id) || !slots.some((s) => s.id === sale.slot.id)) continue;
    const prices = await getJson<OfferPriceLine[]>(
      page,
      `/api/agent/offers/price?tourId=${sale.tour.id}&date=${date}`,
    );
    if (prices.some((p) => p.offerId === sale.offer.id))
      return { ...sale, date, offerCount: offers.length, slotCount: slots.length };
  }
  throw new Error(`${sale.offer.nameDisplay} is not sold again within ${lastDays} days`);
}

export async function chooseFrom(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
}

/**
 * Taps `date` in the carousel, with the arrows as a user would: the carousel starts on the earliest
 * supplier's tomorrow (Dubai's, which a device in UTC does not share after 20:00) and a form reopened on
 * a later date starts further on, so step back to its first day, then on until the date shows.
 */
export async function tapDate(page: Page, date: string): Promise<void> {
  const slide = page.locator(
    `.date-slide[title="${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}"]`,
  );
  const earlier = page.getByRole('button', { name: 'Earlier dates' });
  for (let step = 0; step < 10 && !(await slide.isVisible()) && (await earlier.isEnabled()); step++)
    await earlier.click();
  for (let step = 0; step < 10 && !(await slide.isVisible()); step++)
    await page.getByRole('button', { name: 'Later dates' }).click();
  await slide.click();
}

/** The date, hotel, tour, ticket, slot and adults of a sale. */
export async function chooseSale(page: Page, sale: Sale): Promise<void> {
  const save = page.getByRole('button', { name: 'Save' });
  await tapDate(page, sale.date);
  await chooseFrom(page, 'Hotel', sale.hotel.name);
  await chooseFrom(page, 'Tour', sale.tour.nameDisplay);
  const ticket = page
    .getByRole('group', { name: 'Ticket' })
    .getByRole('button', { name: sale.offer.nameDisplay })
    .first();
  if (sale.offerCount > 1) await ticket.click();
  await expect(ticket).toHaveAttribute('aria-pressed', 'true');
  if (sale.slotCount > 1) {
    await expect(save).toBeDisabled();
    const slots = page.getByRole('group', { name: 'Time slot' }).getByRole('button');
    await slots.nth(slotsOn(sale.offer, sale.date).findIndex((s) => s.id === sale.slot.id)).click();
  }
  for (let n = 1; n < sale.offer.minNumOfPeople; n++)
    await page.getByRole('button', { name: 'Add one: Adults' }).click();
  await expect(page.getByTestId('booking-total')).toContainText('AED');
}

/**
 * An agent signed in on a tablet in a browser context of its own, and a sale three days ahead (two
 * carousel taps away): a hotel with in-house guests and a tour with a live slot sold there.
 */
export async function agentOnTablet(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ agent: BrowserContext; agentPage: Page; sale: Sale }> {
  const agent = await browser.newContext({ baseURL, viewport: VIEWPORTS.tablet });
  const agentPage = await agent.newPage();
  await signIn(agentPage, 'agent');
  return { agent, agentPage, sale: await findSale(agentPage, dayFromNow(3)) };
}
