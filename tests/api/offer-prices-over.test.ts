import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysUtc, todayUtc } from '../../domain/dates';
import { offerPrices, offerPricesOver } from '../../server/modules/catalogue/sales-view';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

/**
 * The OCTO calendar prices 60 days from one read of the periods and contracts (offerPricesOver); each
 * day must be priced exactly as the new-booking price call prices it alone (offerPrices): across a valid
 * period's end, and across the day an agency's new contract comes into force.
 */
describe.each(databases)('prices over a range of dates on $name', ({ url }) => {
  let t: TestContext;
  let agencyId = 0;
  let tourId = 0;
  const from = todayUtc();
  const to = addDaysUtc(from, 45);

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    const db = t.database.db;
    agencyId = (
      await db
        .selectFrom('users')
        .select('agencyId')
        .where('email', '=', 'agent@caravan.demo')
        .executeTakeFirstOrThrow()
    ).agencyId!;
    // A tour of supplier 2 whose offers change period inside the range.
    tourId = (
      await db
        .selectFrom('validPeriods as p')
        .innerJoin('offers as o', 'o.id', 'p.offerId')
        .innerJoin('tours as tr', 'tr.id', 'o.tourId')
        .select('o.tourId')
        .where('tr.supplierId', '=', 2)
        .where('o.isDeleted', '=', 0)
        .where('p.periodEnd', '>', from)
        .where('p.periodEnd', '<', to)
        .orderBy('o.tourId')
        .executeTakeFirstOrThrow()
    ).tourId;
    const admin = await signIn(t, 'admin2@caravan.demo', DEMO_PASSWORD);
    // A commission contract from 10 days on: the days before are priced by the tickets' own commission.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/agencies/${agencyId}`,
      headers: bearer(admin),
      payload: { validFrom: addDaysUtc(from, 10), kind: 'commission', commissionPercent: 17 },
    });
    if (res.statusCode !== 200) throw new Error(`contract: ${res.body}`);
  });
  afterAll(async () => t?.close());

  it('prices each day of the range as that day alone, for an agency and without one', async () => {
    const db = t.database.db;
    for (const agency of [agencyId, null]) {
      const over = await offerPricesOver(db, tourId, from, to, agency);
      expect([...over.keys()]).toHaveLength(46);
      const contracts = new Set<string>();
      const periods = new Set<string>();
      for (let date = from; date <= to; date = addDaysUtc(date, 1)) {
        const alone = await offerPrices(db, tourId, date, agency);
        expect({ date, lines: over.get(date) }).toEqual({ date, lines: alone });
        for (const line of alone) {
          contracts.add(line.contract?.validFrom ?? 'none');
          periods.add(line.periodEnd);
        }
      }
      // The range does cross both changes, so the test could tell a wrong pick.
      expect(periods.size).toBeGreaterThan(1);
      expect(contracts.size).toBe(agency === null ? 1 : 2);
    }
  });
});
