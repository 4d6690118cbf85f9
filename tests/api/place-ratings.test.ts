import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRatings } from './fake-place-ratings';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('place ratings through the server on $name', ({ url }) => {
  let fake: Awaited<ReturnType<typeof startFakeRatings>>;
  let t: TestContext;
  let bare: TestContext;
  let editor: string;
  let editorOfBare: string;

  beforeAll(async () => {
    fake = await startFakeRatings();
    t = await startApp(url, { env: fake.env });
    // No keys, but base URLs that answer: a missing key is told before any call is made.
    const { GOOGLE_PLACES_BASE_URL, TRIPADVISOR_BASE_URL } = fake.env;
    bare = await startApp(url, { env: { GOOGLE_PLACES_BASE_URL, TRIPADVISOR_BASE_URL } });
    for (const c of [t, bare]) {
      await createUser(c, { email: 'editor@test.io', roles: ['editor'] });
      await createUser(c, { email: 'agent@test.io', roles: ['agent'] });
    }
    editor = await signIn(t, 'editor@test.io');
    editorOfBare = await signIn(bare, 'editor@test.io');
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await fake?.close();
  });

  const google = (c: TestContext, token: string, placeId: string) =>
    c.app.inject({
      url: `/api/tours/GooglePlaceRatings?placeId=${encodeURIComponent(placeId)}`,
      headers: bearer(token),
    });
  const trip = (c: TestContext, token: string, id: string) =>
    c.app.inject({ url: `/api/tours/TripAdvisorLocationRating?locationId=${id}`, headers: bearer(token) });

  it('answers a rating and its count from each service, sending the configured key', async () => {
    const g = await google(t, editor, 'ChIJ-desert');
    expect(g.statusCode).toBe(200);
    expect(g.json()).toEqual({ rating: 4.6, ratingsCount: 1234 });
    const sent = fake.requests.find((r) => r.searchParams.get('place_id') === 'ChIJ-desert')!;
    expect(sent.searchParams.get('key')).toBe('google-test-key');
    expect(sent.searchParams.get('fields')).toBe('rating,user_ratings_total');
    const ta = await trip(t, editor, '1234567');
    expect(ta.json()).toEqual({ rating: 4.5, ratingsCount: 321 });
    expect((await google(t, editor, 'unrated')).json()).toEqual({ rating: 0, ratingsCount: 0 });
  });

  it('says the key is not configured (503) when it is not', async () => {
    const g = await google(bare, editorOfBare, 'ChIJ-desert');
    expect(g.statusCode).toBe(503);
    expect(g.json()).toMatchObject({
      title: 'Google Places API key is not configured',
      reason: 'not_configured',
    });
    const ta = await trip(bare, editorOfBare, '1234567');
    expect(ta.statusCode).toBe(503);
    expect(ta.json().title).toBe('TripAdvisor API key is not configured');
  });

  it('answers 404 for an unknown place or location (TripAdvisor 404 is a failure)', async () => {
    const g = await google(t, editor, 'missing');
    expect(g.statusCode).toBe(404);
    expect(g.json().title).toBe('Google Places place not found');
    const ta = await trip(t, editor, '404');
    expect(ta.statusCode).toBe(404);
    expect(ta.json().title).toBe('TripAdvisor location not found');
  });

  it('answers 502 with a clear title when the service refuses, fails or is too slow', async () => {
    const denied = await google(t, editor, 'denied');
    expect(denied.statusCode).toBe(502);
    expect(denied.json()).toMatchObject({
      title: 'Google Places refused the lookup',
      message: 'Google Places answered: REQUEST_DENIED',
    });
    const broken = await trip(t, editor, '500');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().title).toBe('TripAdvisor refused the lookup');
    const slow = await google(t, editor, 'slow');
    expect(slow.statusCode).toBe(502);
    expect(slow.json()).toMatchObject({ title: 'Google Places did not answer in time', reason: 'timeout' });
    const slowTrip = await trip(t, editor, '999');
    expect(slowTrip.json().title).toBe('TripAdvisor did not answer in time');
  });

  it('answers 502 when the service cannot be reached', async () => {
    const gone = await startApp(url, {
      env: { GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:1/nothing' },
    });
    try {
      await createUser(gone, { email: 'editor@test.io', roles: ['editor'] });
      const res = await google(gone, await signIn(gone, 'editor@test.io'), 'ChIJ-desert');
      expect(res.statusCode).toBe(502);
      expect(res.json().title).toBe('Google Places could not be reached');
    } finally {
      await gone.close();
    }
  });

  it('checks the ids and the role before calling out', async () => {
    const before = fake.requests.length;
    expect((await trip(t, editor, 'not-a-number')).json().fields).toEqual({
      locationId: 'TripAdvisor location id is a number',
    });
    expect((await google(t, editor, '')).statusCode).toBe(400);
    const agent = await signIn(t, 'agent@test.io');
    expect((await google(t, agent, 'ChIJ-desert')).statusCode).toBe(403);
    expect(fake.requests.length).toBe(before);
  });
});
