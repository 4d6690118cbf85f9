import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatus } from '../../contract';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

type Row = { id: number; grossSales: number; agencyReceivable: number; commission: number; status: number };
type Page = { entities: Row[]; sums?: { grossSales: number; agencyReceivable: number; commission: number } };

// Issue 24 item 4: a cancelled booking with a 50 % refund was listed at its full gross, commission and
// receivable (101.37 / 20.27 / 81.10), and the commissions had no totals.
describe.each(databases)('commissions keep what a cancellation leaves, on $name', ({ url }) => {
  let t: TestContext;
  let token: string;
  let booking: { id: number; grossSales: number; agencyReceivable: number };

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    token = await signIn(t, 'agencyadmin@caravan.demo', DEMO_PASSWORD);
    const { agencyId } = await t.database.db
      .selectFrom('users')
      .select('agencyId')
      .where('email', '=', 'agencyadmin@caravan.demo')
      .executeTakeFirstOrThrow();
    booking = await t.database.db
      .selectFrom('bookings')
      .select(['id', 'grossSales', 'agencyReceivable'])
      .where('agencyId', '=', agencyId!)
      .where('status', '=', BookingStatus.New)
      .where('grossSales', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Cancelled with half refunded, as the status service records it.
    await t.database.db
      .updateTable('bookings')
      .set({ status: BookingStatus.Cancelled, refundPercent: 50 })
      .where('id', '=', booking.id)
      .execute();
  });
  afterAll(async () => t?.close());

  const commissions = async (query: string) => {
    const res = await t.app.inject({ url: `/api/agent/commissions?${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const cents = (units: number) => Math.round(units / 100) / 100;

  it('lists half of gross, receivable and commission, in cents that add up, and totals them', async () => {
    const page = await commissions(`f=${booking.id}&showMy=0&itemsPerPage=1000`);
    const row = page.entities.find((r) => r.id === booking.id)!;
    const gross = cents(booking.grossSales / 2);
    const receivable = cents(booking.agencyReceivable / 2);
    expect(row).toMatchObject({
      status: BookingStatus.Cancelled,
      grossSales: gross,
      agencyReceivable: receivable,
    });
    expect(row.commission).toBeCloseTo(gross - receivable, 4);
    expect(row.grossSales).toBeLessThan(booking.grossSales / 10_000);
    const sum = (k: 'grossSales' | 'agencyReceivable') => page.entities.reduce((s, r) => s + r[k], 0);
    expect(page.sums!.grossSales).toBeCloseTo(sum('grossSales'), 4);
    expect(page.sums!.agencyReceivable).toBeCloseTo(sum('agencyReceivable'), 4);
  });

  it('totals the whole filter by the same rule as its rows', async () => {
    const page = await commissions('showMy=0&itemsPerPage=1000&from=01.01.2000&to=31.12.2099');
    expect(page.entities.length).toBeGreaterThan(1);
    const sum = (k: 'grossSales' | 'agencyReceivable' | 'commission') =>
      page.entities.reduce((s, r) => s + r[k], 0);
    expect(page.sums!.grossSales).toBeCloseTo(sum('grossSales'), 4);
    expect(page.sums!.agencyReceivable).toBeCloseTo(sum('agencyReceivable'), 4);
    expect(page.sums!.commission).toBeCloseTo(sum('commission'), 4);
  });

  it('leaves the bookings list at what was sold', async () => {
    const res = await t.app.inject({
      // The text also matches vouchers and guest names holding those digits: one page holds them all.
      url: `/api/agent/bookings?f=${booking.id}&showMy=0&itemsPerPage=1000`,
      headers: bearer(token),
    });
    const row = (res.json() as Page).entities.find((r) => r.id === booking.id);
    expect(row, `booking ${booking.id} is listed`).toBeDefined();
    expect(row!.grossSales).toBe(booking.grossSales / 10_000);
    expect(row!.commission).toBeCloseTo((booking.grossSales - booking.agencyReceivable) / 10_000, 4);
  });
});
