import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from './helper';

// The OpenAPI description (ARCHITECTURE.md "The contract": every route described, served at /api/docs as
// JSON by @fastify/swagger, server/app.ts) names the calls of the catalogue (issue 15), the schedules'
// outside providers and lists (issue 16) and the supplier profile (issue 17), with the spec's paths.
// The description is built from the routes, not from data: SQLite alone answers for both databases.

const CALLS = {
  'issue 15': [
    'GET /api/cities/options',
    'GET /api/toursCategories/options',
    'GET /api/tours/manageList',
    'GET /api/tours/manage/{id}',
    'POST /api/tours',
    'PUT /api/tours',
    'POST /api/validperiods',
    'GET /api/offers/manage/{id}',
    'POST /api/offers',
    'PUT /api/offers',
    'GET /api/account/defaultcommission',
    'GET /api/account/settings',
    'GET /api/tickets/types',
    'GET /api/tours/GooglePlaceRatings',
    'GET /api/tours/TripAdvisorLocationRating',
    'GET /api/countries/options',
    'POST /api/photos/upload',
    'POST /api/photos/list',
    'POST /api/photos',
    'DELETE /api/photos/{id}',
  ],
  'issue 16': [
    'GET /api/timeslots/externalproviders',
    'GET /api/timeslots/externaloffers',
    'GET /api/timeslots/externaltimeslots',
    'GET /api/timeslots/groups',
    'GET /api/pickuptimes/options',
    'GET /api/hotels/supplier',
    'GET /api/cities/supplier',
    'GET /api/regions/supplier',
  ],
  'issue 17': ['GET /api/suppliers/my', 'PUT /api/suppliers'],
};

type Operation = { responses?: Record<string, unknown> };
/** 'GET /api/tours/GooglePlaceRatings' → 'get /api/tours/googleplaceratings'. */
const key = (method: string, path: string) => `${method} ${path}`.toLowerCase();

describe('the OpenAPI description at /api/docs', () => {
  let t: TestContext;
  /** Each operation by key(): paths match case-insensitively, as the API's do. */
  let operations: Map<string, Operation>;

  let answer: { status: number; type: string; version: string };

  beforeAll(async () => {
    t = await startApp(null);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    answer = { status: res.statusCode, type: String(res.headers['content-type']), version: doc.openapi };
    operations = new Map(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => [key(method, path), op]),
      ),
    );
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3 as JSON', () => {
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.version).toMatch(/^3\./);
  });

  it.each(Object.entries(CALLS))('names every call of %s, with a success answer', (_, calls) => {
    const operationOf = (call: string) => operations.get(key(...(call.split(' ') as [string, string])));
    expect(calls.filter((call) => !operationOf(call))).toEqual([]);
    const withoutSuccess = calls.filter(
      (call) => !Object.keys(operationOf(call)?.responses ?? {}).some((status) => status.startsWith('2')),
    );
    expect(withoutSuccess).toEqual([]);
  });
});
