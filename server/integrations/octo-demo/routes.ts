import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OCTO_DEMO_BASE_PATH } from '../../../contract';
import { addDaysUtc } from '../../../domain/dates';
import { localDateOf } from '../../../domain/local-time';
import type { Db } from '../../db/database';
import {
  AvailabilityStatus,
  AvailabilityType,
  BookingStatus,
  DeliveryFormat,
  DeliveryMethod,
  RedemptionMethod,
  Refund,
  type Availability,
  type AvailabilityCalendar,
  type Booking,
  type Contact,
  type Option,
  type Product,
} from '../octo/types';
import { countDemoCall, demoRules, type DemoOperation } from './behaviour';
import {
  DEMO_CAPACITY,
  DEMO_OPENING_HOURS,
  DEMO_PRICES,
  DEMO_PRODUCTS,
  DEMO_SELLING_DAYS,
  DEMO_SUPPLIER,
  DEMO_TIME_ZONE,
  DEMO_UTC_OFFSET,
} from './catalogue';

/**
 * The OCTO demo provider (ARCHITECTURE.md "External ticket providers"): OCTO core over HTTP, mounted at
 * /octo-demo/v1 in the same server, so the whole external flow runs without the internet. It is an outside
 * system as far as Caravan is concerned: Caravan reaches it only over HTTP through the OCTO adapter.
 * Its bookings live in the octoDemoBookings table.
 */

/** Where the demo is mounted: the one path on this server a provider's base URL may be (contract). */
export const OCTO_DEMO_PREFIX = OCTO_DEMO_BASE_PATH;

class OctoFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
const bad = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new OctoFailure(400, code, message, extra);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOLD_MINUTES = { default: 30, max: 90 };

/** Today on the demo supplier's calendar. */
const localToday = (now = Date.now()) => localDateOf(now, DEMO_TIME_ZONE);
const isDate = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);

function findProduct(id: unknown): Product {
  const p = DEMO_PRODUCTS.find((x) => x.id === id);
  if (!p) throw bad('INVALID_PRODUCT_ID', 'The Product ID was invalid or missing', { productId: id ?? null });
  return p;
}
function findOption(p: Product, id: unknown): Option {
  const o = p.options.find((x) => x.id === id);
  if (!o) throw bad('INVALID_OPTION_ID', 'The Option ID was invalid or missing', { optionId: id ?? null });
  return o;
}

function startsOf(
  p: Product,
  o: Option,
  date: string,
): { id: string; start: string; end: string; allDay: boolean }[] {
  const offset = utcOffsetOn(p.timeZone ?? DEMO_TIME_ZONE, date);
  if (p.availabilityType === AvailabilityType.OPENING_HOURS) {
    const id = `${date}T00:00:00${offset}`;
    return [{ id, start: id, end: `${date}T23:59:59${offset}`, allDay: true }];
  }
  const offsetMs = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date}T00:00:00${offset}`);
  return o.availabilityLocalStartTimes.map((t) => {
    const id = `${date}T${t}:00${offset}`;
    const endMs = Date.parse(id) + 90 * 60_000 + offsetMs;
    const end = `${new Date(endMs).toISOString().slice(0, 19)}${offset}`;
    return { id, start: id, end, allDay: false };
  });
}

/**
 * A zone's UTC offset on a day (at noon), as OCTO's local date-times carry it: '+04:00', '+01:00'.
 * Dubai keeps +04:00 all year; a London product moves with British summer time.
 */
function utcOffsetOn(timeZone: string, date: string): string {
  if (timeZone === DEMO_TIME_ZONE) return DEMO_UTC_OFFSET;
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((x) => x.type === 'timeZoneName')?.value;
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
}

function statusOf(vacancies: number, capacity: number): AvailabilityStatus {
  if (vacancies <= 0) return AvailabilityStatus.SOLD_OUT;
  return vacancies < capacity / 2 ? AvailabilityStatus.LIMITED : AvailabilityStatus.AVAILABLE;
}

function dateRange(body: Record<string, unknown>): string[] {
  const today = localToday();
  let from: string;
  let to: string;
  if (isDate(body.localDate)) {
    from = to = body.localDate;
  } else if (isDate(body.localDateStart) && isDate(body.localDateEnd)) {
    from = body.localDateStart;
    to = body.localDateEnd;
  } else {
    throw bad(
      'BAD_REQUEST',
      'localDate, or localDateStart and localDateEnd (YYYY-MM-DD), or availabilityIds is required',
    );
  }
  if (to < from) throw bad('BAD_REQUEST', 'localDateEnd must not be before localDateStart');
  const last = addDaysUtc(today, DEMO_SELLING_DAYS);
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= 400; d = addDaysUtc(d, 1))
    if (d >= today && d <= last) days.push(d);
  return days;
}

export function octoDemoProvider(db: Db) {
  async function seatsTaken(
    productId: string,
    optionId: string,
    ids: string[],
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const nowIso = new Date().toISOString();
    const rows = await db
      .selectFrom('octoDemoBookings')
      .select(['availabilityId', 'units', 'status', 'expiresAt'])
      .where('productId', '=', productId)
      .where('optionId', '=', optionId)
      .where('availabilityId', 'in', ids)
      .where('status', 'in', [BookingStatus.CONFIRMED, BookingStatus.ON_HOLD])
      .execute();
    const taken = new Map<string, number>();
    for (const r of rows) {
      if (r.status === BookingStatus.ON_HOLD && (r.expiresAt ?? '') <= nowIso) continue;
      taken.set(r.availabilityId, (taken.get(r.availabilityId) ?? 0) + r.units);
    }
    return taken;
  }

  async function availabilities(
    p: Product,
    o: Option,
    ids: { id: string; start: string; end: string; allDay: boolean }[],
  ) {
    const capacity = DEMO_CAPACITY[p.id] ?? 10;
    const taken = await seatsTaken(
      p.id,
      o.id,
      ids.map((i) => i.id),
    );
    const now = Date.now();
    return ids.map((i): Availability => {
      const vacancies = Math.max(0, capacity - (taken.get(i.id) ?? 0));
      const past = Date.parse(i.allDay ? i.end : i.start) <= now;
      const status = past ? AvailabilityStatus.CLOSED : statusOf(vacancies, capacity);
      return {
        id: i.id,
        localDateTimeStart: i.start,
        localDateTimeEnd: i.end,
        allDay: i.allDay,
        available: status !== AvailabilityStatus.CLOSED && status !== AvailabilityStatus.SOLD_OUT,
        status,
        vacancies: past ? 0 : vacancies,
        capacity,
        maxUnits: o.restrictions.maxUnits,
        utcCutoffAt: new Date(Date.parse(i.start)).toISOString(),
        openingHours: i.allDay ? DEMO_OPENING_HOURS : [],
      };
    });
  }

  function parseAvailabilityId(p: Product, o: Option, id: unknown) {
    const m = typeof id === 'string' ? /^(\d{4}-\d{2}-\d{2})T/.exec(id) : null;
    const slot = m ? startsOf(p, o, m[1]).find((s) => s.id === id) : undefined;
    if (!m || !slot || m[1] < localToday() || m[1] > addDaysUtc(localToday(), DEMO_SELLING_DAYS))
      throw bad('INVALID_AVAILABILITY_ID', 'The Availability ID was invalid or missing', {
        availabilityId: id ?? null,
      });
    return slot;
  }

  async function loadBooking(apiKey: string, uuid: string): Promise<Booking> {
    const row = await db
      .selectFrom('octoDemoBookings')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('apiKey', '=', apiKey)
      .executeTakeFirst();
    if (!row) throw bad('INVALID_BOOKING_UUID', 'The Booking UUID was invalid or missing', { uuid });
    const booking = JSON.parse(row.body) as Booking;
    if (booking.status === BookingStatus.ON_HOLD && (row.expiresAt ?? '') <= new Date().toISOString())
      booking.status = BookingStatus.EXPIRED;
    return booking;
  }

  async function storeBooking(apiKey: string, b: Booking, units: number, isNew: boolean): Promise<void> {
    const row = {
      apiKey,
      availabilityId: b.availabilityId ?? '',
      productId: b.productId,
      optionId: b.optionId,
      status: b.status,
      units,
      body: JSON.stringify(b),
      expiresAt: b.status === BookingStatus.ON_HOLD ? b.utcExpiresAt : null,
    };
    if (isNew)
      await db
        .insertInto('octoDemoBookings')
        .values({ uuid: b.uuid, createdAt: b.utcCreatedAt, ...row })
        .execute();
    else await db.updateTable('octoDemoBookings').set(row).where('uuid', '=', b.uuid).execute();
  }

  const code = () => randomBytes(6).toString('hex').toUpperCase();
  /** OCTO's contact with every field present and empty, as a booking has before the guest is named. */
  const noContact = (): Contact => ({
    fullName: null,
    firstName: null,
    lastName: null,
    emailAddress: null,
    phoneNumber: null,
    locales: [],
    postalCode: null,
    country: null,
    notes: null,
  });

  const handlers: Record<DemoOperation, (apiKey: string, req: FastifyRequest) => Promise<unknown>> = {
    async supplier() {
      return DEMO_SUPPLIER;
    },
    async products(_key, req) {
      return DEMO_PRODUCTS.map((p) => priced(p, req));
    },
    async product(_key, req) {
      return priced(findProduct((req.params as { id?: string }).id), req);
    },
    async calendar(_key, req) {
      const body = objectBody(req);
      const p = findProduct(body.productId);
      const o = findOption(p, body.optionId);
      const out: AvailabilityCalendar[] = [];
      for (const date of dateRange(body)) {
        const list = await availabilities(p, o, startsOf(p, o, date));
        const open = list.filter((a) => a.status !== AvailabilityStatus.CLOSED);
        const vacancies = open.reduce((s, a) => s + (a.vacancies ?? 0), 0);
        const capacity = open.reduce((s, a) => s + (a.capacity ?? 0), 0);
        const status = open.length === 0 ? AvailabilityStatus.CLOSED : statusOf(vacancies, capacity);
        out.push({
          localDate: date,
          available: status !== AvailabilityStatus.CLOSED && status !== AvailabilityStatus.SOLD_OUT,
          status,
          vacancies,
          capacity,
          openingHours: p.availabilityType === AvailabilityType.OPENING_HOURS ? DEMO_OPENING_HOURS : [],
        });
      }
      return out;
    },
    async availability(_key, req) {
      const body = objectBody(req);
      const p = findProduct(body.productId);
      const o = findOption(p, body.optionId);
      if (Array.isArray(body.availabilityIds)) {
        const slots = body.availabilityIds.map((id) => parseAvailabilityId(p, o, id));
        return availabilities(p, o, slots);
      }
      return availabilities(
        p,
        o,
        dateRange(body).flatMap((d) => startsOf(p, o, d)),
      );
    },
    async reserve(apiKey, req) {
      const body = objectBody(req);
      const uuid = typeof body.uuid === 'string' && body.uuid !== '' ? body.uuid : randomUUID();
      const existing = await db
        .selectFrom('octoDemoBookings')
        .select('apiKey')
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      if (existing) {
        if (existing.apiKey !== apiKey) throw bad('BAD_REQUEST', 'This booking UUID is already in use');
        return loadBooking(apiKey, uuid); // OCTO: the UUID is an idempotency key
      }
      const p = findProduct(body.productId);
      const o = findOption(p, body.optionId);
      const slot = parseAvailabilityId(p, o, body.availabilityId);
      const items = Array.isArray(body.unitItems) ? (body.unitItems as unknown[]) : [];
      if (items.length === 0) throw bad('BAD_REQUEST', 'unitItems must list at least one unit');
      for (const it of items) {
        const unitId = (it as { unitId?: unknown } | null)?.unitId;
        if (!o.units.some((u) => u.id === unitId))
          throw bad('INVALID_UNIT_ID', 'The Unit ID was invalid or missing', { unitId: unitId ?? null });
      }
      // The option's own limits, as a supplier enforces them whether or not the reseller read them.
      const { minUnits, maxUnits } = o.restrictions;
      if (minUnits !== null && items.length < minUnits)
        throw new OctoFailure(
          400,
          'UNPROCESSABLE_ENTITY',
          `${o.internalName} is sold to at least ${minUnits} units per booking`,
        );
      if (maxUnits !== null && items.length > maxUnits)
        throw new OctoFailure(
          400,
          'UNPROCESSABLE_ENTITY',
          `${o.internalName} is sold to at most ${maxUnits} units per booking`,
        );
      const [avail] = await availabilities(p, o, [slot]);
      if (avail.status === AvailabilityStatus.CLOSED)
        throw new OctoFailure(400, 'UNPROCESSABLE_ENTITY', 'This departure is closed for sale');
      if ((avail.vacancies ?? 0) < items.length)
        throw new OctoFailure(
          400,
          'UNPROCESSABLE_ENTITY',
          `Only ${avail.vacancies ?? 0} places are left for ${slot.start}`,
        );
      const minutes = Math.min(
        HOLD_MINUTES.max,
        typeof body.expirationMinutes === 'number' && body.expirationMinutes > 0
          ? Math.floor(body.expirationMinutes)
          : HOLD_MINUTES.default,
      );
      const now = new Date();
      const resellerReference = typeof body.resellerReference === 'string' ? body.resellerReference : null;
      const booking: Booking = {
        id: uuid,
        uuid,
        testMode: true,
        resellerReference,
        supplierReference: `DAD-${code()}`,
        status: BookingStatus.ON_HOLD,
        utcCreatedAt: now.toISOString(),
        utcUpdatedAt: now.toISOString(),
        utcExpiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
        utcRedeemedAt: null,
        utcConfirmedAt: null,
        productId: p.id,
        optionId: o.id,
        cancellable: true,
        cancellation: null,
        freesale: false,
        availabilityId: slot.id,
        availability: avail,
        contact: noContact(),
        notes: typeof body.notes === 'string' ? body.notes : null,
        deliveryMethods: [DeliveryMethod.TICKET],
        voucher: null,
        unitItems: items.map((it) => {
          const unitId = (it as { unitId: string }).unitId;
          return {
            uuid:
              typeof (it as { uuid?: unknown }).uuid === 'string'
                ? (it as { uuid: string }).uuid
                : randomUUID(),
            resellerReference: null,
            supplierReference: null,
            unitId,
            unit: o.units.find((u) => u.id === unitId),
            status: BookingStatus.ON_HOLD,
            utcRedeemedAt: null,
            contact: noContact(),
            ticket: null,
          };
        }),
      };
      await storeBooking(apiKey, booking, items.length, true);
      return booking;
    },
    async confirm(apiKey, req) {
      const uuid = (req.params as { uuid: string }).uuid;
      const body = objectBody(req);
      const b = await loadBooking(apiKey, uuid);
      if (b.status === BookingStatus.CONFIRMED) return b;
      if (b.status === BookingStatus.EXPIRED)
        throw bad('INVALID_BOOKING_UUID', 'The reservation has expired', { uuid });
      if (b.status !== BookingStatus.ON_HOLD)
        throw new OctoFailure(400, 'UNPROCESSABLE_ENTITY', `A ${b.status} booking cannot be confirmed`);
      const contact = {
        ...noContact(),
        ...(isObject(body.contact) ? (body.contact as Partial<Contact>) : {}),
      };
      // The option's requiredContactFields must be in the confirmation's contact (OCTO leaves the
      // answer to the supplier; ours is the common one: refused until they are given).
      const option = findOption(findProduct(b.productId), b.optionId);
      const missing = option.requiredContactFields.filter((f) => {
        const v = (contact as Record<string, unknown>)[f];
        return typeof v !== 'string' || v.trim() === '';
      });
      if (missing.length > 0)
        throw bad('BAD_REQUEST', `The contact must include ${missing.join(', ')}`, { missing });
      const now = new Date().toISOString();
      b.status = BookingStatus.CONFIRMED;
      b.utcConfirmedAt = now;
      b.utcUpdatedAt = now;
      b.utcExpiresAt = null;
      if (typeof body.resellerReference === 'string') b.resellerReference = body.resellerReference;
      b.contact = contact;
      for (const item of b.unitItems) {
        const ticket = `DAD${code()}`;
        item.status = BookingStatus.CONFIRMED;
        item.supplierReference = ticket;
        item.ticket = {
          redemptionMethod: RedemptionMethod.DIGITAL,
          utcRedeemedAt: null,
          deliveryOptions: [
            { deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: ticket },
            { deliveryFormat: DeliveryFormat.CODE128, deliveryValue: ticket },
          ],
        };
      }
      b.voucher = {
        redemptionMethod: RedemptionMethod.DIGITAL,
        utcRedeemedAt: null,
        deliveryOptions: [
          { deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: b.supplierReference ?? b.uuid },
        ],
      };
      await storeBooking(apiKey, b, b.unitItems.length, false);
      return b;
    },
    async cancel(apiKey, req) {
      const uuid = (req.params as { uuid: string }).uuid;
      const body = objectBody(req, true);
      const b = await loadBooking(apiKey, uuid);
      if (b.status === BookingStatus.CANCELLED) return b;
      if (b.status === BookingStatus.EXPIRED)
        throw bad('INVALID_BOOKING_UUID', 'The reservation has expired', { uuid });
      if (b.status === BookingStatus.REDEEMED)
        throw new OctoFailure(400, 'UNPROCESSABLE_ENTITY', 'A redeemed booking cannot be cancelled');
      const now = new Date().toISOString();
      b.status = BookingStatus.CANCELLED;
      b.utcUpdatedAt = now;
      b.utcExpiresAt = null;
      b.cancellation = {
        refund: Refund.FULL,
        reason: typeof body.reason === 'string' ? body.reason : null,
        utcCancelledAt: now,
      };
      for (const item of b.unitItems) item.status = BookingStatus.CANCELLED;
      await storeBooking(apiKey, b, b.unitItems.length, false);
      return b;
    },
    async booking(apiKey, req) {
      return loadBooking(apiKey, (req.params as { uuid: string }).uuid);
    },
  };

  return async function plugin(app: FastifyInstance): Promise<void> {
    // OCTO's error shape for everything under the prefix, even a body that is not JSON.
    app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
      if (error instanceof OctoFailure)
        return reply
          .code(error.status)
          .send({ error: error.code, errorMessage: error.message, ...error.extra });
      const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
      return reply.code(status).send({
        error: status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR',
        errorMessage: status === 400 ? error.message : 'The demo provider failed',
      });
    });
    app.setNotFoundHandler((_req, reply) =>
      reply.code(404).send({ error: 'NOT_FOUND', errorMessage: 'No such OCTO endpoint' }),
    );

    const route = (method: 'GET' | 'POST' | 'DELETE', url: string, op: DemoOperation) =>
      app.route({
        method,
        url,
        config: { public: true },
        schema: { hide: true },
        handler: (req, reply) => serve(op, req, reply),
      });

    async function serve(op: DemoOperation, req: FastifyRequest, reply: FastifyReply) {
      const auth = req.headers.authorization ?? '';
      const m = /^Bearer\s+(.+)$/i.exec(auth);
      if (!m) throw new OctoFailure(401, 'UNAUTHORIZED', 'Send your API key as Authorization: Bearer <key>');
      const apiKey = m[1].trim();
      const rules = demoRules(apiKey);
      if (!rules) throw new OctoFailure(403, 'FORBIDDEN', 'This API key is not valid for this supplier');
      countDemoCall(apiKey, op);
      const mine = rules.filter((r) => r.op === null || r.op === op);
      for (const r of mine) if (r.kind === 'slow') await sleep(r.value);
      const fail = mine.find((r) => r.kind === 'fail');
      if (fail)
        throw new OctoFailure(
          fail.value >= 400 && fail.value <= 599 ? fail.value : 500,
          'INTERNAL_SERVER_ERROR',
          'The demo provider was told to fail this call',
        );
      if (mine.some((r) => r.kind === 'refuse'))
        throw bad('UNPROCESSABLE_ENTITY', 'The supplier does not accept this booking');
      if (mine.some((r) => r.kind === 'garbage'))
        return reply.code(200).type('text/html').send('<html>maintenance</html>');
      const answer = await handlers[op](apiKey, req);
      // Done, but the answer never reaches the caller (a gateway's 502 with a page that is not OCTO).
      if (mine.some((r) => r.kind === 'lose'))
        return reply.code(502).type('text/html').send('<html>Bad gateway</html>');
      return reply.code(200).send(answer);
    }

    route('GET', '/supplier', 'supplier');
    route('GET', '/products', 'products');
    route('GET', '/products/:id', 'product');
    route('POST', '/availability/calendar', 'calendar');
    route('POST', '/availability', 'availability');
    route('POST', '/bookings', 'reserve');
    route('GET', '/bookings/:uuid', 'booking');
    route('POST', '/bookings/:uuid/confirm', 'confirm');
    route('POST', '/bookings/:uuid/cancel', 'cancel');
    route('DELETE', '/bookings/:uuid', 'cancel');
  };
}

/** The product with its units' prices when the call asks for `octo/pricing` (OCTO's pricing capability). */
function priced(p: Product, req: FastifyRequest): Product {
  if (!String(req.headers['octo-capabilities'] ?? '').includes('octo/pricing')) return p;
  const prices = DEMO_PRICES[p.id] ?? {};
  const pricing = (unitType: string) => {
    const price = prices[unitType === 'ADULT' ? 'ADULT' : 'CHILD'];
    return price
      ? [{ original: price.retail, ...price, currency: 'AED', currencyPrecision: 2, includedTaxes: [] }]
      : [];
  };
  return {
    ...p,
    defaultCurrency: 'AED',
    availableCurrencies: ['AED'],
    options: p.options.map((o) => ({
      ...o,
      units: o.units.map((u) => ({ ...u, pricingFrom: pricing(u.type) })),
    })),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function objectBody(req: FastifyRequest, optional = false): Record<string, unknown> {
  const b = req.body;
  if (b === undefined && optional) return {};
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw bad('BAD_REQUEST', 'The request body must be a JSON object');
  return b as Record<string, unknown>;
}
