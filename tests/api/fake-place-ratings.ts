import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google Places (details) and TripAdvisor (location details), so rating lookups
 * are tested without the internet. Ids steer the answer:
 * - Google: 'missing' → NOT_FOUND, 'denied' → REQUEST_DENIED, 'slow' → answers after 2 s, 'unrated' →
 *   a place without ratings; anything else → rating 4.6 of 1234.
 * - TripAdvisor: '404' → HTTP 404, '500' → HTTP 500, '999' → answers after 2 s; anything else → "4.5" of "321".
 * It records each request's path and query, to check what the server sent (the key among them).
 */
export async function startFakeRatings(): Promise<{
  env: Record<string, string>;
  requests: URL[];
  close(): Promise<void>;
}> {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const google = url.pathname === '/google/details/json';
    const trip = /^\/tripadvisor\/location\/([^/]+)\/details$/.exec(url.pathname);
    if (google) {
      const id = url.searchParams.get('place_id');
      if (id === 'slow') return void setTimeout(() => json(200, { status: 'OK', result: {} }), 2000);
      if (id === 'missing') return json(200, { status: 'NOT_FOUND' });
      if (id === 'denied') return json(200, { status: 'REQUEST_DENIED', error_message: 'bad key' });
      if (id === 'unrated') return json(200, { status: 'OK', result: {} });
      return json(200, { status: 'OK', result: { rating: 4.6, user_ratings_total: 1234 } });
    }
    if (trip) {
      const id = decodeURIComponent(trip[1]);
      if (id === '999') return void setTimeout(() => json(200, { rating: '1.0', num_reviews: '1' }), 2000);
      if (id === '404') return json(404, { error: { message: 'Not found', code: 404 } });
      if (id === '500') return json(500, { error: { message: 'Internal error', code: 500 } });
      return json(200, { location_id: id, rating: '4.5', num_reviews: '321' });
    }
    json(404, { error: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    env: {
      GOOGLE_PLACES_API_KEY: 'google-test-key',
      GOOGLE_PLACES_BASE_URL: `${base}/google`,
      TRIPADVISOR_API_KEY: 'tripadvisor-test-key',
      TRIPADVISOR_BASE_URL: `${base}/tripadvisor`,
      PLACE_RATINGS_TIMEOUT_MS: '500',
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
