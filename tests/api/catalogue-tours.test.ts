import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourForEdit, TourInput } from '../../contract';
import { bearer, createUser, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

const NOT_FOUND = { title: 'Not found', message: 'Tour not found or you are not allowed to manage it' };

describe.each(databases)('tours (catalogue) on $name', ({ url }) => {
  let t: TestContext;
  let editorA: string; // Desert Falcon Safaris (supplier 2)
  let editorB: string; // Arabian Seas Cruises (supplier 3)
  let operatorAdmin: string;
  let agent: string;
  let operations: string;
  let photoIds: number[];
  let otherSupplierPhoto: number;
  let categories: Array<{ label: string; value: number }>;

  const send = (token: string, method: 'POST' | 'PUT', payload: unknown, path = '/api/tours') =>
    t.app.inject({ method, url: path, headers: bearer(token), payload: payload as object });
  const get = (token: string, path: string) => t.app.inject({ url: path, headers: bearer(token) });

  /** A tour with something in every child list. */
  function fullTour(code: string): TourInput {
    return {
      id: 0,
      version: 0,
      nameInternal: code,
      nameDisplay: `Desert ${code}`,
      url: `desert-${code.toLowerCase()}`,
      cityId: 1,
      toursCategories: [categories[1].value, categories[0].value],
      recommendedFor: 1,
      languageId: 1,
      isDeleted: false,
      isTopTour: true,
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      heroImageId: photoIds[1],
      photos: [{ id: photoIds[1] }, { id: photoIds[0] }],
      isDefaultCancellationPolicy: false,
      isDefaultNotesToClientsPostBooking: false,
      isDefaultTermsAndConditions: false,
      isDefaultFaq: false,
      cancellationPolicy: [
        { hours: 24, percents: 100 },
        { hours: 12, percents: 50 },
      ],
      termsAndConditions:
        '<p>Terms <a href="https://example.com" target="_blank" rel="noopener noreferrer">here</a></p>',
      faq: '<ul><li>One</li></ul>',
      faqs: [
        { index: 1, question: 'Is lunch included?', answer: 'Yes' },
        { index: 2, question: 'Pick-up?', answer: 'From the hotel' },
      ],
      shortDescription: 'Dunes at sunset',
      salesDescription: '<p>Best safari</p><ul><li>Small groups</li></ul>',
      tourItinerary: '<ol><li>Pick-up</li><li>Dunes</li></ol>',
      itineraries: [
        {
          id: 0,
          guid: 'it-1',
          index: 1,
          name: 'Evening',
          stops: [
            {
              index: 1,
              guid: 'st-1',
              time: 900,
              timeEnd: 930,
              name: 'Hotel',
              description: 'Pick-up',
              address: 'Downtown',
              lat: 25.2,
              lng: 55.27,
            },
            {
              index: 2,
              guid: 'st-2',
              time: 1000,
              timeEnd: null,
              name: 'Camp',
              description: null,
              address: null,
              lat: null,
              lng: null,
            },
          ],
        },
        {
          id: 0,
          guid: 'it-2',
          index: 2,
          name: 'Morning',
          stops: [
            {
              index: 1,
              guid: 'st-3',
              time: null,
              timeEnd: null,
              name: 'Breakfast',
              description: null,
              address: null,
              lat: null,
              lng: null,
            },
          ],
        },
      ],
      notesToAgents: 'Call the guide',
      seo: 'desert, safari',
      seoPageTitle: 'Desert safari with dinner and dune bashing in Dubai, every evening',
      seoPageDescription: 'Desert safari',
      notesToClientsPostBooking: '<p>Bring a jacket</p>',
      locationTiming: '15:00–21:00',
      locationAddress: 'Al Awir',
      locationLatitude: 25.1,
      locationLongitude: 55.5,
      googlePlacesId: 'ChIJ123',
      googlePlacesRating: 4.6,
      googlePlacesTotalRatings: 1200,
      tripAdvisorId: '12345',
      tripAdvisorRating: 4.5,
      tripAdvisorTotalRatings: 800,
      facebookPageId: 'desertfalcon',
      directions: [
        { type: 0, description: 'E44 towards Hatta' },
        { type: 2, description: 'Red line to Rashidiya' },
      ],
    };
  }

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    await createUser(t, {
      email: 'editor-a@test.io',
      roles: ['editor'],
      supplierId: 2,
      fullName: 'Editor A',
    });
    await createUser(t, { email: 'admin-a@test.io', roles: ['admin'], supplierId: 2, fullName: 'Admin A' });
    await createUser(t, { email: 'editor-b@test.io', roles: ['editor'], supplierId: 3 });
    editorA = await signIn(t, 'editor-a@test.io');
    editorB = await signIn(t, 'editor-b@test.io');
    operatorAdmin = await signIn(t, 'admin@caravan.demo', DEMO_PASSWORD);
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    operations = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    const photo = (supplierId: number, n: number) => ({
      supplierId,
      title: `Photo ${n}`,
      fileName: `p${n}.jpg`,
      urlBig: `/media/big/p${n}.webp`,
      urlMedium: `/media/medium/p${n}.webp`,
      urlSmall: `/media/small/p${n}.webp`,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const rows = await db
      .insertInto('photos')
      .values([photo(2, 1), photo(2, 2), photo(2, 3), photo(3, 4)])
      .returning('id')
      .execute();
    photoIds = rows.slice(0, 3).map((r) => r.id);
    otherSupplierPhoto = rows[3].id;
    categories = (await get(editorA, '/api/toursCategories/options')).json();
  });
  afterAll(async () => t?.close());

  async function create(code: string, token = editorA): Promise<TourForEdit> {
    const res = await send(token, 'POST', fullTour(code));
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('creates a tour with every child and reads it back equal, with photo titles and renditions', async () => {
    const input = fullTour('DS1');
    const saved = await create('DS1');
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.version).toBe(1);
    const read = await get(editorA, `/api/tours/manage/${saved.id}`);
    expect(read.statusCode).toBe(200);
    const tour = read.json() as TourForEdit;
    expect(tour).toEqual(saved);
    const { itineraries, photos, toursCategories, ...rest } = tour;
    const { itineraries: sentItineraries, photos: _p, toursCategories: sentCategories, ...sentRest } = input;
    expect(rest).toMatchObject({ ...sentRest, id: saved.id, version: 1, offers: [] });
    expect(toursCategories).toEqual([...sentCategories].sort((a, b) => a - b));
    expect(photos).toEqual([
      { id: photoIds[1], title: 'Photo 2', urlSmall: '/media/small/p2.webp' },
      { id: photoIds[0], title: 'Photo 1', urlSmall: '/media/small/p1.webp' },
    ]);
    expect(itineraries.map(({ id, ...i }) => (expect(id).toBeGreaterThan(0), i))).toEqual(
      sentItineraries.map(({ id: _, ...i }) => i),
    );
  });

  it('replaces every child list on update and keeps itinerary ids', async () => {
    const saved = await create('DS2');
    const next = {
      ...saved,
      offers: undefined,
      toursCategories: [categories[2].value],
      photos: [{ id: photoIds[2] }],
      heroImageId: photoIds[2],
      faqs: [{ index: 1, question: 'Only one?', answer: 'Yes' }],
      directions: [{ type: 1 as const, description: 'Bus 8' }],
      itineraries: [{ ...saved.itineraries[1], index: 1 }],
    };
    const res = await send(editorA, 'PUT', next);
    expect(res.statusCode).toBe(200);
    const tour = res.json() as TourForEdit;
    expect(tour.version).toBe(2);
    expect(tour.toursCategories).toEqual([categories[2].value]);
    expect(tour.photos.map((p) => p.id)).toEqual([photoIds[2]]);
    expect(tour.faqs).toEqual([{ index: 1, question: 'Only one?', answer: 'Yes' }]);
    expect(tour.directions).toEqual([{ type: 1, description: 'Bus 8' }]);
    expect(tour.itineraries).toEqual([{ ...saved.itineraries[1], index: 1 }]);
    const again = (await get(editorA, `/api/tours/manage/${saved.id}`)).json();
    expect(again).toEqual(tour);
    // Nothing of the first save's children is left anywhere.
    const stops = await t.database.db
      .selectFrom('itineraryStops as s')
      .innerJoin('itineraries as i', 'i.id', 's.itineraryId')
      .select('s.guid')
      .where('i.tourId', '=', saved.id)
      .execute();
    expect(stops.map((s) => s.guid)).toEqual(['st-3']);
  });

  it('answers each save exactly as the tour then reads, whichever lists it changes, and rewrites only those', async () => {
    let tour = await create('DS9');
    const faqRowIds = async () =>
      (
        await t.database.db
          .selectFrom('tourFaqs')
          .select('id')
          .where('tourId', '=', tour.id)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
    const firstFaqRows = await faqRowIds();
    const faqRowsAfter: number[][] = [];
    const [first, second] = tour.itineraries;
    const edits: Array<(t: TourForEdit) => Partial<TourForEdit>> = [
      () => ({ shortDescription: 'Only a text' }),
      (x) => ({ toursCategories: x.toursCategories.toReversed() }), // same set: nothing to write
      // Sent in descending order: read back ascending.
      () => ({ toursCategories: [categories[2].value, categories[0].value].sort((a, b) => b - a) }),
      () => ({ photos: [{ id: photoIds[0] }, { id: photoIds[2] }] as TourForEdit['photos'] }),
      (x) => ({ directions: x.directions.toReversed() }), // same rows in another order
      () => ({ directions: [{ type: 1, description: 'Bus 8' }] }),
      (x) => ({ faqs: [...x.faqs, { index: 9, question: 'Dogs?', answer: '' }] }),
      (x) => ({ itineraries: [x.itineraries[1], x.itineraries[0]] }), // moved: renumbered
      (x) => ({
        itineraries: x.itineraries.map((i) => ({
          ...i,
          stops: i.stops.map((s) => ({ ...s, description: s.description ?? '' })), // '' is not null
        })),
      }),
      (x) => ({
        itineraries: [
          { ...x.itineraries[0], id: 999_999 },
          { ...second, id: first.id },
        ],
      }),
      () => ({ itineraries: [], faqs: [], photos: [], heroImageId: null, directions: [] }),
    ];
    for (const [n, edit] of edits.entries()) {
      const res = await send(editorA, 'PUT', { ...tour, ...edit(tour), offers: undefined });
      expect(res.statusCode, `edit ${n}: ${res.body}`).toBe(200);
      const answered = res.json() as TourForEdit;
      const read = (await get(editorA, `/api/tours/manage/${tour.id}`)).json() as TourForEdit;
      expect(answered, `edit ${n}`).toEqual(read);
      expect(JSON.stringify(answered), `edit ${n}`).toBe(JSON.stringify(read));
      faqRowsAfter.push(await faqRowIds());
      tour = answered;
    }
    expect(tour.version).toBe(edits.length);
    // The edits before the FAQ's change left its rows as they were (not deleted and inserted again).
    expect(faqRowsAfter.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => firstFaqRows));
    expect(faqRowsAfter[6]).not.toEqual(firstFaqRows);
  });

  it('saves a tour whose texts are longer than an ordinary call’s 64 KB', async () => {
    const long = `<p>${'Dunes and camels. '.repeat(5000)}</p>`;
    const res = await send(editorA, 'POST', {
      ...fullTour('LONG'),
      salesDescription: long,
      tourItinerary: long,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().salesDescription).toBe(long);
  });

  it('answers each spec message for missing required fields and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('tours')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(editorA, 'POST', {
      ...fullTour('X'),
      nameInternal: '',
      nameDisplay: ' ',
      url: '',
      languageId: 0,
      toursCategories: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      nameInternal: 'Tour code is required',
      nameDisplay: 'Display name is required',
      url: 'Url is required',
      languageId: 'Language is required',
      toursCategories: 'At least one tour category is required',
    });
    const stop = await send(editorA, 'POST', {
      ...fullTour('Y'),
      itineraries: [{ id: 0, guid: 'g', index: 1, name: '', stops: [] }],
    });
    expect(stop.json().fields).toMatchObject({
      'itineraries.0.name': 'Itinerary name is required',
      'itineraries.0.stops': 'Please add at least on stop',
    });
    const after = await t.database.db
      .selectFrom('tours')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a cancellation row of 0 hours or 0 % on its row, and keeps the stored policy', async () => {
    const tour = await create('CXL0');
    const res = await send(editorA, 'PUT', {
      ...fullTour('CXL0'),
      id: tour.id,
      version: tour.version,
      cancellationPolicy: [
        { hours: 24, percents: 100 },
        { hours: 0, percents: 50 },
        { hours: 6, percents: 0 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'cancellationPolicy.1.hours': 'Hours and percent must both be more than 0',
      'cancellationPolicy.2.hours': 'Hours and percent must both be more than 0',
    });
    const again = (await get(editorA, `/api/tours/manage/${tour.id}`)).json() as TourForEdit;
    expect(again.version).toBe(tour.version);
    expect(again.cancellationPolicy).toEqual(tour.cancellationPolicy);
  });

  it('refuses unknown categories, city, language and photos (another supplier’s too) by field', async () => {
    const res = await send(editorA, 'POST', {
      ...fullTour('REF'),
      cityId: 99_999,
      languageId: 99_999,
      toursCategories: [categories[0].value, 99_999],
      photos: [{ id: photoIds[0] }, { id: otherSupplierPhoto }],
      heroImageId: 99_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      cityId: 'City not found',
      languageId: 'Language not found',
      'toursCategories.1': 'Tour category not found',
      'photos.1.id': 'Photo not found in your media',
      heroImageId: 'Photo not found in your media',
    });
  });

  it('refuses a url another tour of the supplier uses; another supplier may use it', async () => {
    const first = await create('URL1');
    const dup = await send(editorA, 'POST', { ...fullTour('URL2'), url: first.url });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      message: 'Url is already used by another tour',
      fields: { url: 'Url is already used by another tour' },
    });
    const other = await send(editorB, 'POST', {
      ...fullTour('URL3'),
      url: first.url,
      photos: [],
      heroImageId: null,
    });
    expect(other.statusCode).toBe(200);
  });

  it('cleans rich text to lists and links, and stores a default cancellation policy empty', async () => {
    const res = await send(editorA, 'POST', {
      ...fullTour('RICH'),
      salesDescription:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=y></p>',
      termsAndConditions: '<p><br></p>',
      faq: '<ul><li><a href="https://ok.example">ok</a></li></ul><iframe src="https://evil"></iframe>',
      isDefaultCancellationPolicy: true,
    });
    expect(res.statusCode).toBe(200);
    const tour = res.json() as TourForEdit;
    expect(tour.salesDescription).toBe('<p>Hi <a>x</a> </p>');
    expect(tour.termsAndConditions).toBeNull();
    expect(tour.faq).toBe(
      '<ul><li><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></li></ul>',
    );
    expect(tour.cancellationPolicy).toEqual([]);
  });

  it('does not report a seeded tour’s untouched FAQ as changed (stored as `<br>`, cleaned to `<br />`)', async () => {
    const seeded = await t.database.db
      .selectFrom('tours')
      .select(['id'])
      .where('faq', 'like', '%<br>%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tour = (await get(operatorAdmin, `/api/tours/manage/${seeded.id}`)).json() as TourForEdit;
    const res = await send(operatorAdmin, 'PUT', {
      ...tour,
      offers: undefined,
      shortDescription: `${tour.shortDescription ?? ''} Now with dinner.`,
    });
    expect(res.statusCode).toBe(200);
    const log = await t.database.db
      .selectFrom('catalogueChanges')
      .select(['changedFields'])
      .where('entity', '=', 'tour')
      .where('entityId', '=', seeded.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.changedFields)).toEqual(['shortDescription']);
  });

  it('answers a stale save with 409, the fields changed since and who changed them', async () => {
    const saved = await create('STALE');
    const mine = { ...saved, offers: undefined };
    const theirs = await send(editorA, 'PUT', { ...mine, nameDisplay: 'Renamed', faqs: [] });
    expect(theirs.statusCode).toBe(200);
    const also = await send(editorA, 'PUT', {
      ...(theirs.json() as TourForEdit),
      offers: undefined,
      isTopTour: false,
    });
    expect(also.json().version).toBe(3);
    const stale = await send(editorA, 'PUT', { ...mine, shortDescription: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      title: 'Changed meanwhile',
      reason: 'stale',
      version: 3,
      changedFields: ['faqs', 'isTopTour', 'nameDisplay'],
      changedBy: 'Editor A',
    });
    expect(stale.json().changedAt).toMatch(/^\d{4}-/);
    const kept = (await get(editorA, `/api/tours/manage/${saved.id}`)).json();
    expect(kept.shortDescription).toBe(saved.shortDescription);
    const log = await t.database.db
      .selectFrom('catalogueChanges')
      .select(['version', 'action', 'changedFields'])
      .where('entity', '=', 'tour')
      .where('entityId', '=', saved.id)
      .orderBy('version')
      .execute();
    expect(log.map((l) => [l.version, l.action])).toEqual([
      [1, 'create'],
      [2, 'update'],
      [3, 'update'],
    ]);
    expect(JSON.parse(log[1].changedFields)).toEqual(['faqs', 'nameDisplay']);
  });

  it('keeps tours to their supplier: another supplier’s editor gets the spec’s 404, agents 403', async () => {
    const saved = await create('MINE');
    const other = await get(editorB, `/api/tours/manage/${saved.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
    const missing = await get(editorA, '/api/tours/manage/999999');
    expect(missing.json()).toEqual(NOT_FOUND);
    const put = await send(editorB, 'PUT', { ...saved, offers: undefined, nameDisplay: 'Taken' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(NOT_FOUND);
    for (const token of [agent, operations]) {
      expect((await get(token, `/api/tours/manage/${saved.id}`)).statusCode).toBe(403);
      expect((await get(token, '/api/tours/manageList')).statusCode).toBe(403);
      expect((await send(token, 'POST', fullTour('NO'))).statusCode).toBe(403);
      // Refused before its body is looked at: no field messages for a caller without the role.
      const junk = await send(token, 'PUT', { nameInternal: '' });
      expect(junk.statusCode).toBe(403);
      expect(junk.json().fields).toBeUndefined();
    }
    const listB = (await get(editorB, '/api/tours/manageList?itemsPerPage=500')).json();
    expect(listB.entities.map((r: { id: number }) => r.id)).not.toContain(saved.id);
    // The operator's staff manage every supplier's tours.
    expect((await get(operatorAdmin, `/api/tours/manage/${saved.id}`)).statusCode).toBe(200);
  });

  it('deletes and restores by flag from the version seen, audited; the trash toggle shows deleted tours', async () => {
    const saved = await create('TRASH');
    const inList = async (showDeleted: boolean) =>
      (await get(editorA, `/api/tours/manageList?itemsPerPage=500&showDeleted=${showDeleted}`))
        .json()
        .entities.find((r: { id: number }) => r.id === saved.id);
    expect(await inList(false)).toMatchObject({ isDeleted: false, version: 1, languageName: 'English' });
    const del = await send(editorA, 'PUT', { isDeleted: true, version: 1 }, `/api/tours/${saved.id}/deleted`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ isDeleted: true, version: 2 });
    expect(await inList(false)).toBeUndefined();
    expect(await inList(true)).toMatchObject({ isDeleted: true, version: 2 });
    const stale = await send(
      editorA,
      'PUT',
      { isDeleted: false, version: 1 },
      `/api/tours/${saved.id}/deleted`,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'stale', changedFields: ['isDeleted'], version: 2 });
    const other = await send(
      editorB,
      'PUT',
      { isDeleted: false, version: 2 },
      `/api/tours/${saved.id}/deleted`,
    );
    expect(other.json()).toEqual(NOT_FOUND);
    const restore = await send(
      editorA,
      'PUT',
      { isDeleted: false, version: 2 },
      `/api/tours/${saved.id}/deleted`,
    );
    expect(restore.json()).toMatchObject({ isDeleted: false, version: 3 });
    const log = await t.database.db
      .selectFrom('catalogueChanges')
      .select('action')
      .where('entityId', '=', saved.id)
      .where('entity', '=', 'tour')
      .orderBy('version')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('lists tours with language names and offers, filtered by tour, language, offer and top', async () => {
    const page = await get(operatorAdmin, '/api/tours/manageList?itemsPerPage=5');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.entities).toHaveLength(5);
    expect(body.pagingInfo).toMatchObject({ currentPage: 1, itemsPerPage: 5, nextPage: 2 });
    const names = body.entities.map((r: { nameDisplay: string }) => r.nameDisplay);
    expect(names).toEqual([...names].sort());
    const withOffers = body.entities.find((r: { offers: unknown[] }) => r.offers.length > 0);
    const offerId = withOffers.offers[0].id;
    const byOffer = (await get(operatorAdmin, `/api/tours/manageList?offersIds=${offerId}`)).json();
    expect(byOffer.entities.map((r: { id: number }) => r.id)).toEqual([withOffers.id]);
    const byTour = (await get(operatorAdmin, `/api/tours/manageList?toursIds=${withOffers.id}`)).json();
    expect(byTour.pagingInfo.totalItems).toBe(1);
    const russian = (
      await get(operatorAdmin, '/api/tours/manageList?languagesIds=2&itemsPerPage=500')
    ).json();
    expect(russian.entities.length).toBeGreaterThan(0);
    expect(russian.entities.every((r: { languageName: string }) => r.languageName === 'Russian')).toBe(true);
    const top = (await get(operatorAdmin, '/api/tours/manageList?top=1&itemsPerPage=500')).json();
    const notTop = (await get(operatorAdmin, '/api/tours/manageList?top=2&itemsPerPage=500')).json();
    const all = (await get(operatorAdmin, '/api/tours/manageList?itemsPerPage=500')).json();
    expect(top.entities.every((r: { isTopTour: boolean }) => r.isTopTour)).toBe(true);
    expect(notTop.entities.every((r: { isTopTour: boolean }) => !r.isTopTour)).toBe(true);
    expect(top.pagingInfo.totalItems + notTop.pagingInfo.totalItems).toBe(all.pagingInfo.totalItems);
  });

  it('pages through every tour as the table’s Excel export reads them (500 a page)', async () => {
    const rows: Array<{ id: number }> = [];
    for (let page = 1; ; page++) {
      const res = await get(operatorAdmin, `/api/tours/manageList?itemsPerPage=2&page=${page}&showDeleted=1`);
      rows.push(...res.json().entities);
      if (!res.json().pagingInfo.nextPage) break;
    }
    const total = await t.database.db
      .selectFrom('tours')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(total.n));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect((await get(operatorAdmin, '/api/tours/manageList?itemsPerPage=501')).statusCode).toBe(400);
  });

  it('gives the table’s tour and offer filters every tour and offer of the caller, by label', async () => {
    const mine = await create('FILTER');
    const options = (await get(editorA, '/api/tours/filterOptions')).json();
    const tourLabels = options.tours.map((o: { label: string }) => o.label);
    expect(tourLabels).toEqual([...tourLabels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(options.tours).toContainEqual({ label: 'Desert FILTER (FILTER)', value: mine.id });
    expect(options.offers.length).toBeGreaterThan(0);
    const supplierTours = await t.database.db
      .selectFrom('tours')
      .select('id')
      .where('supplierId', '=', 2)
      .where('isDeleted', '=', 0)
      .execute();
    expect(options.tours.map((o: { value: number }) => o.value).sort()).toEqual(
      supplierTours.map((r) => r.id).sort(),
    );
    const other = (await get(editorB, '/api/tours/filterOptions')).json();
    expect(other.tours.map((o: { value: number }) => o.value)).not.toContain(mine.id);
    expect((await get(agent, '/api/tours/filterOptions')).statusCode).toBe(403);
  });

  it('opens every demo tour for edit', async () => {
    const all = (await get(operatorAdmin, '/api/tours/manageList?itemsPerPage=500&showDeleted=true')).json();
    for (const row of all.entities) {
      const res = await get(operatorAdmin, `/api/tours/manage/${row.id}`);
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses ids no row can have (past a 32-bit integer) as bad input, on PostgreSQL too', async () => {
    const huge = 3_000_000_000;
    expect((await get(editorA, `/api/tours/manage/${huge}`)).statusCode).toBe(400);
    expect((await get(editorA, '/api/tours/manageList?toursIds=99999999999999999999')).statusCode).toBe(400);
    const put = await send(editorA, 'PUT', { ...fullTour('HUGE'), id: huge, version: huge });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toMatchObject({ id: 'No such id' });
    const refs = await send(editorA, 'POST', {
      ...fullTour('HUGE2'),
      languageId: huge,
      toursCategories: [huge],
      googlePlacesTotalRatings: huge,
    });
    expect(refs.statusCode).toBe(400);
    expect(Object.keys(refs.json().fields)).toEqual(
      expect.arrayContaining(['languageId', 'toursCategories.0', 'googlePlacesTotalRatings']),
    );
  });

  it('answers option lists sorted by label', async () => {
    for (const path of ['/api/cities/options', '/api/countries/options', '/api/toursCategories/options']) {
      const res = await get(agent, path);
      expect(res.statusCode).toBe(200);
      const labels = (res.json() as Array<{ label: string; value: number }>).map((o) => o.label);
      expect(labels.length).toBeGreaterThan(0);
      expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });
});
