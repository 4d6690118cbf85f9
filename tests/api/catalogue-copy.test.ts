import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferForEdit, TourForEdit } from '../../contract';
import { copyOfOffer, copyOfTour } from '../../domain/catalogue-copy';
import { todayUtc } from '../../domain/dates';
import { duplicateValidPeriod } from '../../domain/price-editing';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// Issue 24 item 18: a duplicated tour, ticket and valid period, made in the editor as the browser makes
// them (domain/catalogue-copy.ts, domain/price-editing.ts), save as new records with the original's content.

describe.each(databases)('duplicating a tour, a ticket and a valid period on $name', ({ url }) => {
  let t: TestContext;
  let editor: string;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    editor = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(editor), ...(payload ? { payload } : {}) });
  const stripOffers = <T extends { offers?: unknown }>(tour: T) => ({ ...tour, offers: undefined });

  it('saves a tour copy with the content of the original, and a ticket copy with its periods and prices', async () => {
    const list = (await call('GET', '/api/tours/manageList?itemsPerPage=50')).json();
    const withTicket = await (async () => {
      for (const row of list.entities as { id: number }[]) {
        const tour = (await call('GET', `/api/tours/manage/${row.id}`)).json() as TourForEdit;
        if (tour.offers.some((o) => !o.isDeleted) && tour.itineraries.length > 0) return tour;
      }
      throw new Error('no demo tour with a ticket and an itinerary');
    })();

    const copy = copyOfTour(withTicket, ' (copy)', randomUUID);
    const saved = await call('POST', '/api/tours', stripOffers(copy));
    expect(saved.statusCode).toBe(200);
    const tour = saved.json() as TourForEdit;
    expect(tour.id).not.toBe(withTicket.id);
    expect(tour).toMatchObject({
      nameInternal: `${withTicket.nameInternal} (copy)`,
      nameDisplay: `${withTicket.nameDisplay} (copy)`,
      url: `${withTicket.url}-copy`,
      shortDescription: withTicket.shortDescription,
      toursCategories: withTicket.toursCategories,
      faqs: withTicket.faqs,
      offers: [],
    });
    expect(tour.itineraries.map((i) => i.stops.map((s) => s.name))).toEqual(
      withTicket.itineraries.map((i) => i.stops.map((s) => s.name)),
    );
    // The original is as it was.
    const original = (await call('GET', `/api/tours/manage/${withTicket.id}`)).json() as TourForEdit;
    expect(original.itineraries).toEqual(withTicket.itineraries);
    // A second copy of the same tour is refused on its url (the editor shows it on the field), not a 500.
    const again = await call('POST', '/api/tours', stripOffers(copy));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ url: 'Url is already used by another tour' });

    const ticketId = withTicket.offers.find((o) => !o.isDeleted)!.id;
    const ticket = (await call('GET', `/api/offers/manage/${ticketId}`)).json() as OfferForEdit;
    const offerCopy = copyOfOffer(ticket.offer, tour.id, ' (copy)', randomUUID);
    const created = await call('POST', '/api/offers', offerCopy);
    expect(created.statusCode).toBe(201);
    const newTicket = (await call('GET', `/api/offers/manage/${created.json().id}`)).json() as OfferForEdit;
    expect(newTicket.offer).toMatchObject({
      tourId: tour.id,
      nameDisplay: `${ticket.offer.nameDisplay} (copy)`,
      timeSlots: ticket.offer.timeSlots,
      bookingType: ticket.offer.bookingType,
    });
    const prices = (o: OfferForEdit) =>
      o.offer.validPeriods.map((p) => ({ ...p, id: 0, offerId: 0, guid: '' }));
    expect(prices(newTicket)).toEqual(prices(ticket));
    // The original ticket keeps its own periods.
    const originalTicket = (await call('GET', `/api/offers/manage/${ticketId}`)).json() as OfferForEdit;
    expect(originalTicket.offer.validPeriods.map((p) => p.id)).toEqual(
      ticket.offer.validPeriods.map((p) => p.id),
    );

    // Next season: the last period duplicated to the next free dates, with its prices.
    const periods = newTicket.offer.validPeriods;
    const last = periods.at(-1)!;
    const next = duplicateValidPeriod(last, todayUtc(), randomUUID(), periods);
    const withSeason = await call('PUT', '/api/offers', {
      ...newTicket.offer,
      validPeriods: [...periods, next],
    });
    expect(withSeason.statusCode).toBe(200);
    const after = (await call('GET', `/api/offers/manage/${created.json().id}`)).json() as OfferForEdit;
    expect(after.offer.validPeriods).toHaveLength(periods.length + 1);
    const added = after.offer.validPeriods.find((p) => p.periodStart === next.periodStart)!;
    expect(added.pricePerAdultRec).toBe(last.pricePerAdultRec);
    expect(added.commissionPerAdult).toBe(last.commissionPerAdult);
  });
});
