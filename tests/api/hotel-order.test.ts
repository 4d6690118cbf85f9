import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

// Issue 24 (spec details): hotel lists sorted by name for a reader, the same on both databases;
// 'ibis Mall of the Emirates' came last on SQLite.
describe.each(databases)('hotel lists sorted for readers on $name', ({ url }) => {
  let t: TestContext;
  afterAll(async () => t?.close());
  beforeAll(async () => {
    t = await startApp(url, { demo: true });
  });

  it('sorts the new-booking hotels case-insensitively', async () => {
    const agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const res = await t.app.inject({ url: '/api/agent/hotels/fornewbooking', headers: bearer(agent) });
    const names = (res.json() as Array<{ name: string }>).map((h) => h.name);
    const ibis = names.findIndex((n) => n.startsWith('ibis'));
    expect(ibis).toBeGreaterThanOrEqual(0);
    expect(ibis).toBeLessThan(names.length - 1);
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
