import type { Insertable } from 'kysely';
import { toUnits } from '../../../domain/money';
import type { DB } from '../tables';
import { addDays, timestamp } from './dates';
import type { DemoWorld } from './demo';
import type { Random } from './random';
import type { Chunk, ScaleLoader } from './scale-loader';

/** How big the scale catalogue is (issue 15's benchmark: 2,000 tours, 10,000 offers…). */
export interface ScaleCatalogueCounts {
  tours: number;
  offers: number;
  validPeriods: number;
  /** Photo records (rows with rendition urls; no files). */
  photos: number;
}

const PLACES = [
  'Desert',
  'Marina',
  'Creek',
  'Old Town',
  'Palm',
  'Hatta',
  'Fujairah',
  'Abu Dhabi',
  'Musandam',
  'Jebel Jais',
  'Al Ain',
  'Sharjah',
  'Downtown',
  'Corniche',
  'Mangrove',
];
const KINDS = [
  'Safari',
  'City Tour',
  'Dhow Cruise',
  'Kayak Trip',
  'Food Walk',
  'Photo Tour',
  'Yacht Charter',
  'Balloon Flight',
  'Snorkelling',
  'Heritage Walk',
  'Quad Bike Ride',
  'Night Tour',
];
const TICKETS = ['Standard', 'Premium', 'VIP', 'Private', 'Family', 'Morning', 'Evening', 'Shared'];
const QUESTIONS = [
  ['Is pick-up included?', 'Yes, from hotels in Dubai.'],
  ['What should I wear?', 'Light clothes and comfortable shoes.'],
  ['Can children join?', 'Children from 3 years can join.'],
  ['Is food included?', 'Water and snacks are included.'],
];
/** Tours per loader transaction: a few thousand rows across the tables. */
const TOURS_PER_CHUNK = 100;
const PHOTOS_PER_TOUR_SHOWN = 10;
const PHOTOS_PER_OFFER = 2;
const PERIOD_DAYS = 91;

/** `total` spread over `n` items as evenly as whole numbers allow: item k's share. */
const share = (total: number, n: number, k: number) => Math.floor(total / n) + (k < total % n ? 1 : 0);

/**
 * A supplier-sized catalogue on top of the demo world: tours with categories, FAQ, directions, an
 * itinerary with stops and photos; offers with cities, photos and consecutive valid periods with prices;
 * photo records with their rendition urls (no files). Three in five tours are the first supplier's, the
 * rest the second's; one in ten is a top tour and one in thirty deleted. Deterministic for one `today`.
 */
export async function seedScaleCatalogue(
  loader: ScaleLoader,
  rng: Random,
  world: DemoWorld,
  counts: ScaleCatalogueCounts,
  today: string,
): Promise<void> {
  if (counts.tours === 0) return;
  const c = world.counts;
  let tourId = (c.tours ?? 0) + 1;
  let offerId = (c.offers ?? 0) + 1;
  let periodId = (c.validPeriods ?? 0) + 1;
  let photoId = (c.photos ?? 0) + 1;
  let faqId = (c.tourFaqs ?? 0) + 1;
  let itineraryId = (c.itineraries ?? 0) + 1;
  let stopId = (c.itineraryStops ?? 0) + 1;
  const categories = c.tourCategories ?? 1;
  const languages = c.languages ?? 1;
  const cityIds = [...world.geo.cityIdByName.values()];
  const dubai = world.geo.cityIdByName.get('Dubai') ?? cityIds[0];
  const [first, second] = world.orgs.supplierIds;
  const createdAt = timestamp(addDays(today, -200), 9 * 60);
  const firstPeriod = addDays(today, -PERIOD_DAYS);
  let offerIndex = 0;

  let chunk: Required<Pick<Chunk, ChunkTable>> = emptyChunk();
  for (let i = 0; i < counts.tours; i++) {
    const id = tourId++;
    const supplierId = i % 5 < 3 ? first : second;
    const name = `${rng.pick(PLACES)} ${rng.pick(KINDS)} ${i + 1}`;
    const photos: number[] = [];
    for (let p = 0; p < share(counts.photos, counts.tours, i); p++) {
      const pid = photoId++;
      photos.push(pid);
      chunk.photos.push({
        id: pid,
        supplierId,
        title: `${name}, photo ${p + 1}`,
        description: '',
        fileName: `tour-${id}-${p + 1}.jpg`,
        urlBig: `/media/${supplierId}/${pid}-big.webp`,
        urlMedium: `/media/${supplierId}/${pid}-medium.webp`,
        urlSmall: `/media/${supplierId}/${pid}-small.webp`,
        isDeleted: 0,
        createdAt,
      });
    }
    chunk.tours.push({
      id,
      supplierId,
      nameInternal: `SC-${String(i + 1).padStart(5, '0')}`,
      nameDisplay: name,
      url: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      cityId: rng.chance(0.8) ? dubai : rng.pick(cityIds),
      recommendedFor: rng.int(0, 4),
      languageId: rng.chance(0.7) ? 1 : rng.int(1, languages),
      isDeleted: rng.chance(1 / 30) ? 1 : 0,
      isTopTour: rng.chance(0.1) ? 1 : 0,
      videoUrl: null,
      heroImageId: photos[0] ?? null,
      isDefaultCancellationPolicy: 0,
      isDefaultNotesToClientsPostBooking: 1,
      isDefaultTermsAndConditions: 1,
      isDefaultFaq: 0,
      cancellationPolicy: JSON.stringify([
        { hours: 48, percents: 100 },
        { hours: 24, percents: 50 },
      ]),
      termsAndConditions: null,
      faq: null,
      shortDescription: `${name}: a day out with a licensed guide.`,
      salesDescription: `<p>${name} with hotel pick-up, a guide and refreshments.</p><ul><li>Small groups</li><li>Free cancellation up to 48 hours</li></ul>`,
      tourItinerary: null,
      notesToAgents: null,
      seo: null,
      seoPageTitle: `${name} | Caravan Dubai`,
      seoPageDescription: `${name} with pick-up`,
      notesToClientsPostBooking: null,
      locationTiming: '09:00–17:00',
      locationAddress: 'Dubai',
      locationLatitude: 25 + rng.next() / 2,
      locationLongitude: 55 + rng.next() / 2,
      googlePlacesId: null,
      googlePlacesRating: null,
      googlePlacesTotalRatings: null,
      tripAdvisorId: null,
      tripAdvisorRating: null,
      tripAdvisorTotalRatings: null,
      facebookPageId: null,
      updatedAt: createdAt,
    });
    for (const categoryId of rng.shuffle(range(categories)).slice(0, rng.int(1, 3)))
      chunk.tourCategoryLinks.push({ tourId: id, categoryId });
    photos
      .slice(0, PHOTOS_PER_TOUR_SHOWN)
      .forEach((pid, k) => chunk.tourPhotos.push({ tourId: id, photoId: pid, idx: k + 1 }));
    QUESTIONS.slice(0, 3).forEach(([question, answer], k) =>
      chunk.tourFaqs.push({ id: faqId++, tourId: id, idx: k + 1, question, answer }),
    );
    chunk.tourDirections.push({ tourId: id, type: 0, description: 'E11, exit 32, then follow the signs' });
    chunk.tourDirections.push({ tourId: id, type: 2, description: 'Red line, then a 10-minute walk' });
    const itinerary = itineraryId++;
    chunk.itineraries.push({ id: itinerary, tourId: id, guid: rng.uuid(), idx: 1, name: 'The day' });
    for (let s = 0; s < 4; s++)
      chunk.itineraryStops.push({
        id: stopId++,
        itineraryId: itinerary,
        guid: rng.uuid(),
        idx: s + 1,
        time: 540 + s * 90,
        timeEnd: 600 + s * 90,
        name: `Stop ${s + 1}`,
        description: null,
        address: null,
        lat: null,
        lng: null,
      });

    const spare = photos.slice(PHOTOS_PER_TOUR_SHOWN);
    for (let o = 0; o < share(counts.offers, counts.tours, i); o++) {
      const oid = offerId++;
      const adult = 50 * rng.int(2, 20);
      chunk.offers.push({
        id: oid,
        tourId: id,
        nameInternal: `SC-${i + 1}-${o + 1}`,
        nameDisplay: `${TICKETS[o % TICKETS.length]} ticket`,
        description: null,
        minNumOfPeople: 1,
        maxNumOfPeople: rng.int(4, 40),
        numberOfHours: rng.int(1, 8),
        isTicketsRequired: 0,
        minimumAdvancedPayment: 0,
        heroImageId: spare[o * PHOTOS_PER_OFFER] ?? null,
        childrenAllowed: 1,
        childAge: 12,
        infantsAllowed: 1,
        infantAge: 3,
        isDirectReporting: 0,
        allowDirectCollection: 0,
        isAppendTransactionFeeB2b: 0,
        isDeleted: rng.chance(1 / 20) ? 1 : 0,
        bookingType: rng.chance(0.2) ? 0 : 1,
        daysOffered: 0,
        notesToClientsPostBooking: null,
        isOverrideTourCancellationPolicy: 0,
        cancellationPolicy: '[]',
        updatedAt: createdAt,
      });
      chunk.offerCities.push({ offerId: oid, cityId: dubai });
      spare
        .slice(o * PHOTOS_PER_OFFER, (o + 1) * PHOTOS_PER_OFFER)
        .forEach((pid, k) => chunk.offerPhotos.push({ offerId: oid, photoId: pid, idx: k + 1 }));
      for (let p = 0; p < share(counts.validPeriods, counts.offers, offerIndex); p++) {
        const start = addDays(firstPeriod, p * PERIOD_DAYS);
        chunk.validPeriods.push({
          id: periodId++,
          offerId: oid,
          guid: rng.uuid(),
          periodStart: start,
          periodEnd: addDays(start, PERIOD_DAYS - 1),
          minimumAdvancedPayment: 0,
          vat: 50_000,
          vatK: 10_500,
          convRate: 36_500,
          convType: 1,
          priceAdult: toUnits(adult + p * 10),
          priceChild: toUnits(Math.round(adult * 0.7)),
          priceTrip: 0,
          commissionAdult: 200_000,
          commissionChild: 200_000,
          commissionTrip: 200_000,
        });
      }
      offerIndex++;
    }
    if ((i + 1) % TOURS_PER_CHUNK === 0 || i === counts.tours - 1) {
      await loader.insert(chunk);
      chunk = emptyChunk();
    }
  }
}

/** Parents before children, as the foreign keys need. */
const CHUNK_TABLES = [
  'photos',
  'tours',
  'tourCategoryLinks',
  'tourPhotos',
  'tourFaqs',
  'tourDirections',
  'itineraries',
  'itineraryStops',
  'offers',
  'offerCities',
  'offerPhotos',
  'validPeriods',
] as const;
type ChunkTable = (typeof CHUNK_TABLES)[number];

function emptyChunk(): { [T in ChunkTable]: Insertable<DB[T]>[] } {
  return Object.fromEntries(CHUNK_TABLES.map((t) => [t, []])) as unknown as {
    [T in ChunkTable]: Insertable<DB[T]>[];
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
