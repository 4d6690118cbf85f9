import type { Insertable } from 'kysely';
import { toUnits } from '../../../domain/money';
import { seoHint } from '../../../domain/seo-hints';
import type { Db } from '../database';
import type { DB } from '../tables';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';
import { TICKET_TYPES } from './content/ticket-types';
import { TOUR_CATEGORIES, TOURS } from './content/tours';
import type { Random } from './random';

const LANGUAGES = [
  { code: 'en', name: 'English', isOffers: 1 },
  { code: 'ru', name: 'Russian', isOffers: 1 },
  { code: 'de', name: 'German', isOffers: 0 },
  { code: 'ar', name: 'Arabic', isOffers: 0 },
];

const COMMISSION = 200_000;
/** The second period is the high season: prices rise by this much, rounded to 5 AED. */
const HIGH_SEASON_RISE = 1.08;

export interface SeedPeriod {
  start: string;
  end: string;
  priceAdult: number;
  priceChild: number;
  priceTrip: number;
  commissionAdult: number;
  commissionChild: number;
  commissionTrip: number;
}

export interface SeedOffer {
  id: number;
  tourId: number;
  supplierId: number;
  minPeople: number;
  maxPeople: number;
  childrenAllowed: boolean;
  infantsAllowed: boolean;
  onRequest: boolean;
  daysOffered: number;
  cityIds: number[];
  slotKeys: string[];
  popularity: number;
  /** The tour's language: guests of Russian-language tours speak Russian. */
  language: string;
  periods: SeedPeriod[];
}

export interface CatalogueRefs {
  supplierIds: number[];
  cityIdByName: Map<string, number>;
  /** Days of price history before today; the scale world books further back than the demo's 60. */
  historyDays?: number;
}

/** Languages, categories, tours with their content, offers, the cities they collect from and prices. */
export async function seedCatalogue(
  db: Db,
  rng: Random,
  refs: CatalogueRefs,
  today: string,
  counts: SeedCounts,
): Promise<SeedOffer[]> {
  const updatedAt = timestamp(addDays(today, -30), 10 * 60);
  const languages = LANGUAGES.map((l, i) => ({ id: i + 1, ...l, isDeleted: 0, imgUrl: null, updatedAt }));
  const languageId = (code: string) => languages.find((l) => l.code === code)!.id;
  const categories = TOUR_CATEGORIES.map((name, i) => ({ id: i + 1, name }));
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;
  const cityId = (name: string) => {
    const id = refs.cityIdByName.get(name);
    if (id === undefined) throw new Error(`Unknown city in tour data: ${name}`);
    return id;
  };

  const tours: Insertable<DB['tours']>[] = [];
  const links: Insertable<DB['tourCategoryLinks']>[] = [];
  const faqs: Insertable<DB['tourFaqs']>[] = [];
  const directions: Insertable<DB['tourDirections']>[] = [];
  const itineraries: Insertable<DB['itineraries']>[] = [];
  const stops: Insertable<DB['itineraryStops']>[] = [];
  const offerRows: Insertable<DB['offers']>[] = [];
  const offerCities: Insertable<DB['offerCities']>[] = [];
  const periods: Insertable<DB['validPeriods']>[] = [];
  const offers: SeedOffer[] = [];

  // Two periods from 60 days ago to a year ahead; the split falls inside the booking window so the demo
  // bookings show both price levels.
  const seasons = [
    { start: addDays(today, -(refs.historyDays ?? 60)), end: addDays(today, 14), rise: 1 },
    { start: addDays(today, 15), end: addDays(today, 365), rise: HIGH_SEASON_RISE },
  ];

  for (const t of TOURS) {
    const tourId = tours.length + 1;
    const supplierId = refs.supplierIds[t.supplier];
    tours.push({
      id: tourId,
      supplierId,
      nameInternal: t.code,
      nameDisplay: t.name,
      url: t.url ?? slugify(t.name),
      cityId: cityId('Dubai'),
      recommendedFor: t.recommendedFor,
      languageId: languageId(t.language ?? 'en'),
      isDeleted: 0,
      isTopTour: t.top ? 1 : 0,
      videoUrl: null,
      heroImageId: null,
      isDefaultCancellationPolicy: 1,
      isDefaultNotesToClientsPostBooking: 1,
      isDefaultTermsAndConditions: 1,
      isDefaultFaq: t.faqs ? 0 : 1,
      cancellationPolicy: '[]',
      termsAndConditions: null,
      faq: t.faqs ? t.faqs.map(([q, a]) => `<p>${q}<br>${a}</p>`).join('\n') : null,
      shortDescription: t.shortDescription,
      salesDescription: t.salesDescription,
      tourItinerary: t.itinerary ? t.itinerary.stops.map(([, name]) => name).join(' → ') : null,
      notesToAgents: t.notesToAgents ?? null,
      seo: t.categories.join(', '),
      seoPageTitle: seoTitleOf(t.name),
      seoPageDescription: t.shortDescription.slice(0, 150),
      notesToClientsPostBooking: null,
      locationTiming: t.timing,
      locationAddress: t.address,
      locationLatitude: t.location[0],
      locationLongitude: t.location[1],
      googlePlacesId: null,
      googlePlacesRating: t.ratings[0],
      googlePlacesTotalRatings: t.ratings[1],
      tripAdvisorId: null,
      tripAdvisorRating: t.ratings[2],
      tripAdvisorTotalRatings: t.ratings[3],
      facebookPageId: null,
      updatedAt,
    });
    for (const c of t.categories) links.push({ tourId, categoryId: categoryId(c) });
    (t.faqs ?? []).forEach(([question, answer], i) =>
      faqs.push({ id: faqs.length + 1, tourId, idx: i + 1, question, answer }),
    );
    for (const [type, description] of t.directions ?? []) directions.push({ tourId, type, description });
    if (t.itinerary) {
      const itineraryId = itineraries.length + 1;
      itineraries.push({ id: itineraryId, tourId, guid: rng.uuid(), idx: 1, name: t.itinerary.name });
      t.itinerary.stops.forEach(([time, name, description], i) =>
        stops.push({
          id: stops.length + 1,
          itineraryId,
          guid: rng.uuid(),
          idx: i + 1,
          time,
          timeEnd: null,
          name,
          description,
          address: null,
          lat: null,
          lng: null,
        }),
      );
    }

    for (const o of t.offers) {
      const offerId = offerRows.length + 1;
      const cityIds = (o.cities ?? ['Dubai']).map(cityId);
      offerRows.push({
        id: offerId,
        tourId,
        nameInternal: o.code,
        nameDisplay: o.name,
        description: o.description,
        minNumOfPeople: o.people[0],
        maxNumOfPeople: o.people[1],
        numberOfHours: o.hours,
        isTicketsRequired: 0,
        minimumAdvancedPayment: 0,
        heroImageId: null,
        childrenAllowed: o.childrenAllowed === false ? 0 : 1,
        childAge: 12,
        infantsAllowed: o.infantsAllowed === false ? 0 : 1,
        infantAge: 3,
        isDirectReporting: 0,
        allowDirectCollection: 0,
        isAppendTransactionFeeB2b: 0,
        isDeleted: 0,
        bookingType: o.onRequest ? 0 : 1,
        daysOffered: o.days ?? 0,
        notesToClientsPostBooking: null,
        isOverrideTourCancellationPolicy: 0,
        cancellationPolicy: '[]',
        updatedAt,
      });
      for (const id of cityIds) offerCities.push({ offerId, cityId: id });

      const seedPeriods = seasons.map((s) => ({
        start: s.start,
        end: s.end,
        priceAdult: toUnits(roundTo5(o.prices[0] * s.rise)),
        priceChild: toUnits(roundTo5(o.prices[1] * s.rise)),
        priceTrip: toUnits(roundTo5(o.prices[2] * s.rise)),
        commissionAdult: COMMISSION,
        commissionChild: COMMISSION,
        commissionTrip: COMMISSION,
      }));
      for (const p of seedPeriods) {
        periods.push({
          id: periods.length + 1,
          offerId,
          guid: rng.uuid(),
          periodStart: p.start,
          periodEnd: p.end,
          minimumAdvancedPayment: 0,
          vat: 50_000,
          vatK: 10_500,
          convRate: 36_500,
          convType: 1,
          priceAdult: p.priceAdult,
          priceChild: p.priceChild,
          priceTrip: p.priceTrip,
          commissionAdult: p.commissionAdult,
          commissionChild: p.commissionChild,
          commissionTrip: p.commissionTrip,
        });
      }
      offers.push({
        id: offerId,
        tourId,
        supplierId,
        minPeople: o.people[0],
        maxPeople: o.people[1],
        childrenAllowed: o.childrenAllowed !== false,
        infantsAllowed: o.infantsAllowed !== false,
        onRequest: o.onRequest === true,
        daysOffered: o.days ?? 0,
        cityIds,
        slotKeys: o.slots,
        popularity: o.popularity,
        language: t.language ?? 'en',
        periods: seedPeriods,
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'languages', languages, counts);
    await insertBatched(trx, 'tourCategories', categories, counts);
    await insertBatched(trx, 'tours', tours, counts);
    await insertBatched(trx, 'tourCategoryLinks', links, counts);
    await insertBatched(trx, 'tourFaqs', faqs, counts);
    await insertBatched(trx, 'tourDirections', directions, counts);
    await insertBatched(trx, 'itineraries', itineraries, counts);
    await insertBatched(trx, 'itineraryStops', stops, counts);
    await insertBatched(trx, 'offers', offerRows, counts);
    await insertBatched(trx, 'offerCities', offerCities, counts);
    await insertBatched(trx, 'validPeriods', periods, counts);
    await insertBatched(
      trx,
      'ticketTypes',
      refs.supplierIds.flatMap((supplierId) =>
        TICKET_TYPES.map((t) => ({
          supplierId,
          name: t.name,
          shortName: t.shortName,
          reorderLevel: t.reorderLevel,
          reservationTime: 15,
        })),
      ),
      counts,
    );
  });
  return offers;
}

/**
 * A page title as a supplier's web editor would write it: within the band the tour editor asks for
 * (domain/seo-hints), so the demo's tours do not all open with a red length hint.
 */
export function seoTitleOf(name: string): string {
  const titles = [
    `${name} | Caravan Dubai`,
    `${name} | Tours in Dubai | Caravan`,
    `${name} | Tickets and tours in Dubai | Caravan`,
    `${name} | Book tickets and tours in Dubai online | Caravan`,
  ];
  return titles.find((title) => seoHint('title', title).valid) ?? titles[0];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function roundTo5(aed: number): number {
  return Math.round(aed / 5) * 5;
}
