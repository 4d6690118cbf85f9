import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, databases, signIn, startApp, type TestContext } from './helper';

const lines = <T>(line: T) => ({ primary: line, secondary: line, emergency: line });

const PROFILE = {
  code: 'DFS',
  name: 'Desert Falcon Safaris LLC',
  address: 'Warehouse 7, Al Quoz Industrial Area 3, Dubai',
  countryId: 1,
  taxRegistrationNumber: '100398122500003',
  tradeLicenseNumber: 'DED-655230',
  paymentDetails: {
    bankName: 'Mashreq Bank',
    accountNumber: '019100455872',
    ibanNumber: 'ae56 0330 0000 1910 0455 872',
    swiftCode: 'bomlaead',
    bankBranchAddress: 'Al Quoz Branch, Dubai',
  },
  isAcknowledged: true,
  customerSupport: {
    primary: { name: 'Safari Desk', phone: '+971 4 338 9020', email: 'bookings@desertfalcon.ae' },
    secondary: { name: 'Rashid', phone: '+971 50 655 0187', email: 'rashid@desertfalcon.ae' },
    emergency: { name: 'Camp', phone: '+971 55 340 7781', email: 'camp@desertfalcon.ae' },
  },
  operationsSupport: lines({ phone: '+971 4 338 9021', email: 'dispatch@desertfalcon.ae' }),
  accountsDepartment: {
    primary: { phone: '+971 4 338 9022', email: 'accounts@desertfalcon.ae' },
    secondary: { phone: '', email: '' },
    emergency: { phone: '', email: '' },
  },
};

const ACCOUNT = {
  taxes: { name: 'vat', amount: 5, amountK: 1.05 },
  defaultCommission: 20,
  currency: { baseCurrency: 'AED', secondaryCurrency: '$', convRate: 3.65, convType: 1 },
};

describe.each(databases)('supplier admin on $name', ({ url }) => {
  let t: TestContext;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp(url);
    const db = t.database.db;
    await db
      .insertInto('countries')
      .values([
        { id: 1, name: 'United Arab Emirates', code: 'AE' },
        { id: 2, name: 'Oman', code: 'OM' },
      ])
      .execute();
    await db
      .insertInto('suppliers')
      .values([
        { id: 1, name: 'Desert Falcon Safaris', code: 'DFS0' },
        { id: 2, name: 'Arabian Seas Cruises', code: 'ASC', address: 'Pier 7' },
      ])
      .execute();
    const users = [
      ['admin', ['admin'], 1],
      ['editor', ['editor'], 1],
      ['rep', ['airportrep'], 1],
      ['agent', ['agent'], null],
      ['otheradmin', ['admin'], 2],
    ] as const;
    for (const [name, roles, supplierId] of users) {
      await createUser(t, { email: `${name}@test.io`, roles: [...roles], supplierId });
      token[name] = await signIn(t, `${name}@test.io`);
    }
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token[who]), payload });

  it('round-trips the profile and contacts, with IBAN and SWIFT as a bank prints them', async () => {
    const saved = await call('admin', 'PUT', '/api/suppliers', PROFILE);
    expect(saved.statusCode).toBe(200);
    const res = await call('admin', 'GET', '/api/suppliers/my');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: 1,
      code: 'DFS',
      name: 'Desert Falcon Safaris LLC',
      countryId: 1,
      isAcknowledged: true,
      paymentDetails: {
        ibanNumber: 'AE560330000019100455872',
        swiftCode: 'BOMLAEAD',
        bankName: 'Mashreq Bank',
      },
      customerSupport: PROFILE.customerSupport,
      operationsSupport: PROFILE.operationsSupport,
      accountsDepartment: PROFILE.accountsDepartment,
      settlement: { currency: 'AED' },
    });
    expect(body.settlement.settlementPeriod).toMatch(/Monthly/);
    expect(saved.json()).toEqual(body);
  });

  it("refuses a missing code and name, a bad IBAN, SWIFT, e-mail or phone with the field's message, changing nothing", async () => {
    const bad = {
      ...PROFILE,
      code: ' ',
      name: '',
      paymentDetails: {
        ...PROFILE.paymentDetails,
        ibanNumber: 'AE070260001015234567801',
        swiftCode: 'EBILAE',
      },
      customerSupport: {
        ...PROFILE.customerSupport,
        primary: { name: 'Desk', phone: 'call us', email: 'desk@' },
      },
    };
    const res = await call('admin', 'PUT', '/api/suppliers', bad);
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields).toMatchObject({
      code: 'Business code is required',
      name: 'Legal name is required',
      'paymentDetails.ibanNumber': 'IBAN check digits do not match: a character is missing or mistyped',
      'customerSupport.primary.email': 'Enter an e-mail address like name@example.com',
    });
    expect(fields['paymentDetails.swiftCode']).toMatch(/^SWIFT\/BIC must be 8 or 11 characters/);
    expect(fields['customerSupport.primary.phone']).toMatch(/^Enter a phone number/);
    const after = (await call('admin', 'GET', '/api/suppliers/my')).json();
    expect(after.code).toBe('DFS');
    expect(after.customerSupport.primary.email).toBe('bookings@desertfalcon.ae');
  });

  it('refuses an unknown country and a business code another supplier uses', async () => {
    const country = await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, countryId: 999 });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ countryId: 'Country not found' });
    const taken = await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, code: 'ASC' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ code: 'This business code is already used' });
  });

  it("keeps the supplier's clock: Asia/Dubai until changed, a known zone as the runtime spells it, a save without one keeps it", async () => {
    expect((await call('admin', 'GET', '/api/suppliers/my')).json().timeZone).toBe('Asia/Dubai');
    for (const bad of ['Mars/Olympus', '+04:00', 'EST', '', 'Asia/Dubai; drop']) {
      const res = await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, timeZone: bad });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().fields).toEqual({ timeZone: 'Choose a time zone from the list' });
    }
    expect((await call('admin', 'GET', '/api/suppliers/my')).json().timeZone).toBe('Asia/Dubai');
    const saved = await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, timeZone: 'europe/london' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('Europe/London');
    const kept = await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, address: 'Dubai Marina' });
    expect(kept.json()).toMatchObject({ timeZone: 'Europe/London', address: 'Dubai Marina' });
    const other = await call('otheradmin', 'GET', '/api/suppliers/my');
    expect(other.json().timeZone).toBe('Asia/Dubai');
    await call('admin', 'PUT', '/api/suppliers', { ...PROFILE, timeZone: 'Asia/Dubai' });
  });

  it('lets only the admin change the profile, defaults and account settings', async () => {
    for (const who of ['editor', 'agent', 'rep']) {
      for (const [path, body] of [
        ['/api/suppliers', PROFILE],
        [
          '/api/suppliers/defaultsettings',
          { faq: null, termsAndConditions: null, notesToClientPostBooking: null, cancellationPolicy: [] },
        ],
        ['/api/account/settings', ACCOUNT],
      ] as const) {
        const res = await call(who, 'PUT', path, body);
        expect([who, path, res.statusCode]).toEqual([who, path, 403]);
      }
      expect([who, (await call(who, 'GET', '/api/suppliers/my')).statusCode]).toEqual([who, 403]);
    }
    // Editors read the defaults (the tour screen's toggles load them); agents and reps do not.
    expect((await call('editor', 'GET', '/api/suppliers/defaultsettings')).statusCode).toBe(200);
    expect((await call('agent', 'GET', '/api/suppliers/defaultsettings')).statusCode).toBe(403);
    expect((await call('rep', 'GET', '/api/suppliers/defaultsettings')).statusCode).toBe(403);
  });

  it('keeps each supplier to its own row, whatever id a body carries', async () => {
    const other = await call('otheradmin', 'PUT', '/api/suppliers', {
      ...PROFILE,
      id: 1,
      code: 'ASC',
      name: 'Arabian Seas Cruises',
      customerSupport: lines({
        name: 'Cruise desk',
        phone: '+971 4 450 3300',
        email: 'cruise@arabianseas.ae',
      }),
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().id).toBe(2);
    const mine = (await call('admin', 'GET', '/api/suppliers/my')).json();
    expect(mine).toMatchObject({ id: 1, code: 'DFS', name: 'Desert Falcon Safaris LLC' });
    expect(mine.customerSupport.primary.name).toBe('Safari Desk');
    const theirs = (await call('otheradmin', 'GET', '/api/suppliers/my')).json();
    expect(theirs).toMatchObject({ id: 2, code: 'ASC' });
    expect(theirs.customerSupport.primary.name).toBe('Cruise desk');
  });

  it('sanitises the default rich text to lists and links and keeps only policy rows that say something', async () => {
    const res = await call('admin', 'PUT', '/api/suppliers/defaultsettings', {
      faq: '<p>Pick-up <b>included</b><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      termsAndConditions:
        '<ul><li><a href="javascript:alert(1)">terms</a></li><li><a href="https://caravan.ae">site</a></li></ul>',
      notesToClientPostBooking: '<p><br></p>',
      cancellationPolicy: [
        { hours: 12, percents: 50 },
        { hours: 0, percents: 0 },
        { hours: 48, percents: 100 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const editorView = (await call('editor', 'GET', '/api/suppliers/defaultsettings')).json();
    expect(editorView).toEqual(res.json());
    // 01-platform: the editor allows lists and links; emphasis keeps its text, not its tag.
    expect(editorView.faq).toBe('<p>Pick-up included</p>');
    expect(editorView.termsAndConditions).toBe(
      '<ul><li><a>terms</a></li><li><a href="https://caravan.ae" target="_blank" rel="noopener noreferrer">site</a></li></ul>',
    );
    // An empty default is null: the tour screen forces its toggle to custom.
    expect(editorView.notesToClientPostBooking).toBeNull();
    expect(editorView.cancellationPolicy).toEqual([
      { hours: 48, percents: 100 },
      { hours: 12, percents: 50 },
    ]);
    // The other supplier's defaults are untouched.
    const theirs = (await call('otheradmin', 'GET', '/api/suppliers/defaultsettings')).json();
    expect(theirs).toEqual({
      faq: null,
      termsAndConditions: null,
      notesToClientPostBooking: null,
      cancellationPolicy: [],
      version: 1,
    });
  });

  it("keeps the notes' language blocks and a phone link, so each voucher still prints its own language", async () => {
    const notes =
      '<p lang="en">Call <a href="tel:+97141234567">our desk</a>.</p><p lang="ru">Звоните <a href="tel:+97141234567">нам</a>.</p>';
    const before = (await call('otheradmin', 'GET', '/api/suppliers/defaultsettings')).json();
    const res = await call('otheradmin', 'PUT', '/api/suppliers/defaultsettings', {
      ...before,
      notesToClientPostBooking: notes,
    });
    expect(res.statusCode).toBe(200);
    const link = (text: string) =>
      `<a href="tel:+97141234567" target="_blank" rel="noopener noreferrer">${text}</a>`;
    expect(res.json().notesToClientPostBooking).toBe(
      `<p lang="en">Call ${link('our desk')}.</p><p lang="ru">Звоните ${link('нам')}.</p>`,
    );
    // A later save of the policy alone sends the stored notes back unchanged: they survive it.
    const again = await call('otheradmin', 'PUT', '/api/suppliers/defaultsettings', {
      ...res.json(),
      cancellationPolicy: [{ hours: 24, percents: 100 }],
    });
    expect(again.json().notesToClientPostBooking).toBe(res.json().notesToClientPostBooking);
  });

  it('refuses a policy row above 100 percent', async () => {
    const res = await call('admin', 'PUT', '/api/suppliers/defaultsettings', {
      faq: null,
      termsAndConditions: null,
      notesToClientPostBooking: null,
      cancellationPolicy: [{ hours: 24, percents: 150 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'cancellationPolicy.0.percents': 'Between 0 and 100' });
  });

  it("saves account settings after checking them, for the caller's supplier only", async () => {
    const changed = {
      ...ACCOUNT,
      taxes: { name: 'vat', amount: 7.5, amountK: 1.075 },
      defaultCommission: 25,
    };
    const res = await call('admin', 'PUT', '/api/account/settings', {
      ...changed,
      currency: { ...ACCOUNT.currency, convRate: 3.6725, convType: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...changed,
      currency: { ...ACCOUNT.currency, convRate: 3.6725, convType: 0 },
      version: 2,
    });
    // The catalogue's read (new valid periods start from it) answers what was saved.
    const read = await call('admin', 'GET', '/api/account/settings');
    expect(read.json()).toEqual(res.json());
    const row = await t.database.db
      .selectFrom('suppliers')
      .select(['id', 'taxAmount', 'taxAmountK', 'defaultCommission', 'convRate', 'convType'])
      .orderBy('id')
      .execute();
    expect(
      row.map((r) => [
        r.id,
        Number(r.taxAmount),
        Number(r.taxAmountK),
        Number(r.defaultCommission),
        Number(r.convRate),
        r.convType,
      ]),
    ).toEqual([
      [1, 75_000, 10_750, 250_000, 36_725, 0],
      [2, 50_000, 10_500, 200_000, 36_500, 1],
    ]);

    const mismatch = await call('admin', 'PUT', '/api/account/settings', {
      ...ACCOUNT,
      taxes: { name: 'vat', amount: 5, amountK: 1.5 },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      'taxes.amountK': 'The coefficient must be 1 + tax / 100 (1.05 for 5%)',
    });
    const zeroRate = await call('admin', 'PUT', '/api/account/settings', {
      ...ACCOUNT,
      currency: { ...ACCOUNT.currency, convRate: 0 },
    });
    expect(zeroRate.statusCode).toBe(400);
    expect(zeroRate.json().fields).toEqual({ 'currency.convRate': 'Conversion rate must be above 0' });
    const noName = await call('admin', 'PUT', '/api/account/settings', {
      ...ACCOUNT,
      taxes: { ...ACCOUNT.taxes, name: '' },
    });
    expect(noName.json().fields).toEqual({ 'taxes.name': 'Tax name is required' });
    const still = await t.database.db
      .selectFrom('suppliers')
      .select('defaultCommission')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(still.defaultCommission)).toBe(250_000);
  });

  it('answers 403 to a user of no supplier, and replays a save with the same Idempotency-Key', async () => {
    await createUser(t, { email: 'loose@test.io', roles: ['admin'] });
    const loose = await signIn(t, 'loose@test.io');
    const res = await t.app.inject({ url: '/api/suppliers/my', headers: bearer(loose) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account belongs to no supplier');

    const headers = { ...bearer(token.admin), 'idempotency-key': 'profile-save-0001' };
    const first = await t.app.inject({ method: 'PUT', url: '/api/suppliers', headers, payload: PROFILE });
    const again = await t.app.inject({ method: 'PUT', url: '/api/suppliers', headers, payload: PROFILE });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it("answers 409 naming the changed fields and who saved to a second admin's save from an older version (profile, account settings, defaults)", async () => {
    await createUser(t, {
      email: 'admin2@test.io',
      roles: ['admin'],
      supplierId: 1,
      fullName: 'Second Admin',
    });
    token.admin2 = await signIn(t, 'admin2@test.io');
    const opened = (await call('admin', 'GET', '/api/suppliers/my')).json();
    const alsoOpened = (await call('admin2', 'GET', '/api/suppliers/my')).json();
    expect(alsoOpened.version).toBe(opened.version);

    const first = await call('admin2', 'PUT', '/api/suppliers', {
      ...PROFILE,
      address: 'Office 12, Al Serkal Avenue, Dubai',
      tradeLicenseNumber: 'DED-700001',
      version: alsoOpened.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(opened.version + 1);

    const stale = await call('admin', 'PUT', '/api/suppliers', {
      ...PROFILE,
      name: 'Mine',
      version: opened.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      reason: 'stale',
      version: opened.version + 1,
      changedFields: ['address', 'tradeLicenseNumber'],
      changedBy: 'Second Admin',
    });
    expect(stale.json().message).toContain('Second Admin');
    expect(stale.json().message).toContain('address, tradeLicenseNumber');
    const after = (await call('admin', 'GET', '/api/suppliers/my')).json();
    expect([after.name, after.address]).toEqual([PROFILE.name, 'Office 12, Al Serkal Avenue, Dubai']);

    // Saving the default settings does not make the open profile stale: each has its own version.
    const defaults = (await call('admin', 'GET', '/api/suppliers/defaultsettings')).json();
    const saved = await call('admin2', 'PUT', '/api/suppliers/defaultsettings', {
      ...defaults,
      faq: '<p>Bring a hat</p>',
    });
    expect(saved.statusCode).toBe(200);
    const fresh = await call('admin', 'PUT', '/api/suppliers', {
      ...PROFILE,
      name: 'Mine',
      version: after.version,
    });
    expect(fresh.statusCode).toBe(200);

    // Account settings have their own version too: a profile save did not make them stale.
    const account = (await call('admin', 'GET', '/api/account/settings')).json();
    const accountAgain = (await call('admin2', 'GET', '/api/account/settings')).json();
    const firstAccount = await call('admin2', 'PUT', '/api/account/settings', {
      ...accountAgain,
      defaultCommission: 30,
      currency: { ...accountAgain.currency, convRate: 3.67 },
    });
    expect(firstAccount.statusCode).toBe(200);
    expect(firstAccount.json().version).toBe(account.version + 1);
    const staleAccount = await call('admin', 'PUT', '/api/account/settings', {
      ...account,
      taxes: { name: 'VAT', amount: 10, amountK: 1.1 },
    });
    expect(staleAccount.statusCode).toBe(409);
    expect(staleAccount.json()).toMatchObject({
      reason: 'stale',
      version: account.version + 1,
      changedFields: ['currency.convRate', 'defaultCommission'],
      changedBy: 'Second Admin',
    });
    expect(staleAccount.json().message).toContain('Second Admin');
    const accountAfter = (await call('admin', 'GET', '/api/account/settings')).json();
    expect([
      accountAfter.defaultCommission,
      accountAfter.currency.convRate,
      accountAfter.taxes.amount,
    ]).toEqual([30, 3.67, account.taxes.amount]);
    // A save that changes nothing keeps the version; one from the current version goes through.
    const same = await call('admin', 'PUT', '/api/account/settings', accountAfter);
    expect(same.json().version).toBe(accountAfter.version);
    const mine = await call('admin', 'PUT', '/api/account/settings', {
      ...accountAfter,
      taxes: { name: 'VAT', amount: 10, amountK: 1.1 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      taxes: { amount: 10 },
      defaultCommission: 30,
      version: accountAfter.version + 1,
    });

    const staleDefaults = await call('admin', 'PUT', '/api/suppliers/defaultsettings', {
      ...defaults,
      notesToClientPostBooking: '<p>See you</p>',
    });
    expect(staleDefaults.statusCode).toBe(409);
    expect(staleDefaults.json()).toMatchObject({
      reason: 'stale',
      changedFields: ['faq'],
      changedBy: 'Second Admin',
    });
  });
});
