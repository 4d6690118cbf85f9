import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, databases, DEMO_PASSWORD, signIn, startApp, type TestContext } from './helper';

describe.each(databases)('booking documents on $name', ({ url }) => {
  let t: TestContext;
  let agent: string;
  let own: { id: number; numAdults: number; numChildren: number; numInfants: number };
  let foreign: number;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    agent = await signIn(t, 'agent@caravan.demo', DEMO_PASSWORD);
    const agencyOf = async (email: string) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('agencyId')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).agencyId!;
    const mine = await agencyOf('agent@caravan.demo');
    const base = t.database.db
      .selectFrom('bookings as b')
      .innerJoin('offers as o', 'o.id', 'b.offerId')
      .select(['b.id', 'b.numAdults', 'b.numChildren', 'b.numInfants'])
      .where('b.agencyId', '=', mine);
    own = await base.where('b.status', '=', 0).orderBy('b.id').executeTakeFirstOrThrow();
    foreign = (
      await t.database.db
        .selectFrom('bookings')
        .select('id')
        .where('agencyId', '<>', mine)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const cookies = () => ({ AuthToken: agent });

  it('downloads a real invoice PDF with a proper file name, authenticated by the cookie', async () => {
    const res = await t.app.inject({ url: `/bookings/download/invoice/${own.id}`, cookies: cookies() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="invoice-${own.id}.pdf"`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${own.id}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('downloads the voucher in English and in Russian', async () => {
    for (const [lang, title] of [
      ['en', 'Voucher'],
      ['ru', 'Ваучер'],
    ]) {
      const res = await t.app.inject({
        url: `/bookings/download/voucher/${own.id}?lang=${lang}`,
        cookies: cookies(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`voucher-${own.id}-${lang}.pdf`);
      expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`${title} ${own.id}`);
    }
    expect(
      (await t.app.inject({ url: `/bookings/download/voucher/${own.id}?lang=de`, cookies: cookies() }))
        .statusCode,
    ).toBe(400);
  });

  it('prints one ticket page per guest when the ticket needs tickets, else says there are none', async () => {
    const path = `/api/agent/bookings/downloadtickets/${own.id}`;
    const offer = (
      await t.database.db
        .selectFrom('bookings')
        .select('offerId')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow()
    ).offerId;
    const setTickets = (on: number) =>
      t.database.db.updateTable('offers').set({ isTicketsRequired: on }).where('id', '=', offer).execute();

    await setTickets(1);
    const res = await t.app.inject({ url: path, headers: bearer(agent) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`tickets-${own.id}.pdf`);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(
      own.numAdults + own.numChildren + own.numInfants,
    );

    await setTickets(0);
    const none = await t.app.inject({ url: path, headers: bearer(agent) });
    expect(none.statusCode).toBe(422);
    expect(none.json().title).toBe('No tickets for this booking');
  });

  it("answers 404 for another agency's booking and 401 without the cookie", async () => {
    expect(
      (await t.app.inject({ url: `/bookings/download/invoice/${foreign}`, cookies: cookies() })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/bookings/download/voucher/${foreign}`, cookies: cookies() })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/agent/bookings/downloadtickets/${foreign}`, headers: bearer(agent) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/bookings/download/invoice/${own.id}` })).statusCode).toBe(401);
  });

  it('lets operations download any booking of their scope', async () => {
    const ops = await signIn(t, 'operations@caravan.demo', DEMO_PASSWORD);
    expect(
      (await t.app.inject({ url: `/bookings/download/invoice/${foreign}`, cookies: { AuthToken: ops } }))
        .statusCode,
    ).toBe(200);
  });
});

describe.each(databases)("a booking's page opens to whoever may have its documents, on $name", ({ url }) => {
  let t: TestContext;
  let booking: number;

  beforeAll(async () => {
    t = await startApp(url, { demo: true });
    booking = (
      await t.database.db.selectFrom('bookings').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  // Issue 24 item 3: accounts were handed the invoice but refused the booking's page.
  it.each(['accounts@caravan.demo', 'operations@caravan.demo'])(
    '%s reads the booking and downloads its invoice',
    async (email) => {
      const token = await signIn(t, email, DEMO_PASSWORD);
      const details = await t.app.inject({ url: `/api/agent/bookings/${booking}`, headers: bearer(token) });
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ id: booking });
      const invoice = await t.app.inject({
        url: `/bookings/download/invoice/${booking}`,
        cookies: { AuthToken: token },
      });
      expect(invoice.statusCode).toBe(200);
    },
  );

  it('still refuses roles outside the documents area (an editor)', async () => {
    const token = await signIn(t, 'editor@caravan.demo', DEMO_PASSWORD);
    const details = await t.app.inject({ url: `/api/agent/bookings/${booking}`, headers: bearer(token) });
    expect(details.statusCode).toBe(403);
  });
});
