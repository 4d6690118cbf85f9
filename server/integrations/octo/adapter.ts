import { randomUUID } from 'node:crypto';
import { OutboundError, outboundRequest } from '../outbound/guarded-request';
import type { OutboundPolicy } from '../outbound/policy';
import { ProviderError } from './errors';
import type {
  Availability,
  AvailabilityCalendar,
  AvailabilityUnit,
  Booking,
  BookingContact,
  OctoErrorBody,
  Product,
  Supplier,
} from './types';

/**
 * One OCTO core client (https://docs.octo.travel, "OCTO API Core"), written from the specification so it
 * works unchanged against any conformant supplier: Bearer key, `Octo-Capabilities` (octo/pricing only),
 * JSON bodies, OCTO's `{ error, errorMessage }` failures. Every request has a time limit and goes through
 * the outbound-address rule (server/integrations/outbound); every failure is one ProviderError with a
 * kind, whose message names what happened and never carries a body that is not an OCTO error. It never
 * runs inside a database transaction (the caller's duty).
 */

export interface OctoConnection {
  /** The OCTO API root, e.g. https://api.example.com/octo (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** Per request, connection to last body byte; default 10 s. */
  timeoutMs?: number;
  /** Which addresses the provider may be at (config OUTBOUND_ALLOW_PRIVATE, and this server's demo). */
  outbound: OutboundPolicy;
}

export const DEFAULT_OCTO_TIMEOUT_MS = 10_000;

export interface AvailabilityCalendarQuery {
  productId: string;
  optionId: string;
  localDateStart: string;
  localDateEnd: string;
  units?: AvailabilityUnit[];
}

export type AvailabilityQuery =
  | {
      productId: string;
      optionId: string;
      localDateStart: string;
      localDateEnd: string;
      units?: AvailabilityUnit[];
    }
  | { productId: string; optionId: string; availabilityIds: string[]; units?: AvailabilityUnit[] };

export interface ReserveRequest {
  productId: string;
  optionId: string;
  availabilityId: string;
  unitItems: { unitId: string }[];
  resellerReference?: string;
  expirationMinutes?: number;
  /** The booking's UUID; OCTO treats it as an idempotency key. Made here when absent. */
  uuid?: string;
  notes?: string;
}

export interface ConfirmRequest {
  resellerReference?: string;
  contact?: BookingContact;
}

export interface OctoClient {
  supplier(): Promise<Supplier>;
  products(): Promise<Product[]>;
  product(id: string): Promise<Product>;
  availabilityCalendar(q: AvailabilityCalendarQuery): Promise<AvailabilityCalendar[]>;
  availability(q: AvailabilityQuery): Promise<Availability[]>;
  reserve(r: ReserveRequest): Promise<Booking>;
  confirm(uuid: string, r?: ConfirmRequest): Promise<Booking>;
  cancel(uuid: string, reason?: string): Promise<Booking>;
  /** GET /bookings/{uuid}: the booking as the supplier has it now (a read-back after an unclear answer). */
  booking(uuid: string): Promise<Booking>;
  /**
   * Gives back an unconfirmed reservation (OCTO has no separate call: an ON_HOLD booking is cancelled).
   * A reservation the provider no longer knows or has already let go (expired, cancelled) counts as
   * released, so a clean-up after a failure can always call it.
   */
  release(uuid: string): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const hasId = (v: unknown): boolean => isObject(v) && typeof v.id === 'string';

/** OCTO's error answer; its `error` is a code in capitals (INVALID_PRODUCT_ID), nothing longer. */
function isOctoError(v: unknown): v is OctoErrorBody {
  return isObject(v) && typeof v.error === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(v.error);
}

/** OCTO's own words for a failure are kept only this long: enough for "Sold out", not a page. */
const MAX_PROVIDER_MESSAGE = 200;

export function octoClient(conn: OctoConnection): OctoClient {
  const base = conn.baseUrl.replace(/\/+$/, '');
  const timeoutMs = conn.timeoutMs ?? DEFAULT_OCTO_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const url = `${base}${path}`;
    const what = `${method} ${path}`;
    // A `?` or `#` in the base would swallow the path appended here and send the call elsewhere on
    // that host; the contract refuses them on save, this covers a row stored before it did.
    if (/[?#]/.test(base))
      throw new ProviderError('unreachable', "The provider's base URL contains ? or #, which it must not");
    let res: { status: number; text: string };
    try {
      res = await outboundRequest(
        {
          method,
          url,
          timeoutMs,
          headers: {
            Authorization: `Bearer ${conn.apiKey}`,
            // Prices where the supplier offers them (issue 26 item 8); one that does not ignores it.
            'Octo-Capabilities': 'octo/pricing',
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        conn.outbound,
      );
    } catch (e) {
      if (!(e instanceof OutboundError)) throw e;
      if (e.kind === 'timeout')
        throw new ProviderError('timeout', `The provider did not answer ${what} within ${timeoutMs} ms`, {
          cause: e,
        });
      if (e.kind === 'private-address')
        throw new ProviderError('private-address', "The provider's address is a private network address", {
          cause: e,
        });
      if (e.kind === 'too-large')
        throw new ProviderError('bad-answer', `The provider's answer to ${what} is too long`, { cause: e });
      throw new ProviderError('unreachable', `The provider could not be reached (${what}): ${e.message}`, {
        cause: e,
      });
    }
    const { status, text } = res;
    let parsed: unknown = undefined;
    let isJson = false;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
      isJson = text !== '';
    } catch {
      isJson = false;
    }
    if (status < 200 || status > 299) {
      // Only OCTO's own error fields are read: any other body (an HTML page, another service's answer)
      // is never kept nor shown, so a wrong address cannot echo what is there.
      const octo = isJson && isOctoError(parsed) ? parsed : null;
      const providerMessage =
        octo && typeof octo.errorMessage === 'string' && octo.errorMessage.trim()
          ? octo.errorMessage.replace(/\s+/g, ' ').trim().slice(0, MAX_PROVIDER_MESSAGE)
          : undefined;
      throw new ProviderError(
        'refused',
        `The provider answered ${status}${octo ? ` ${octo.error}` : ''} to ${what}`,
        { status, providerMessage, providerCode: octo?.error },
      );
    }
    if (!isJson)
      throw new ProviderError('bad-answer', `The provider's answer to ${what} is not JSON`, { status });
    return parsed;
  }

  function expect<T>(what: string, v: unknown, ok: (v: unknown) => boolean): T {
    if (!ok(v))
      throw new ProviderError('bad-answer', `The provider's answer to ${what} is not an OCTO ${what}`);
    return v as T;
  }
  const isList = (item: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(item);
  const isProduct = (v: unknown) => hasId(v) && Array.isArray((v as Product).options);
  const isBooking = (v: unknown) =>
    isObject(v) && typeof v.uuid === 'string' && typeof v.status === 'string' && Array.isArray(v.unitItems);
  const isCalendarDay = (v: unknown) => isObject(v) && typeof v.localDate === 'string';
  const id = (s: string) => encodeURIComponent(s);

  const client: OctoClient = {
    async supplier() {
      return expect<Supplier>('supplier', await call('GET', '/supplier'), hasId);
    },
    async products() {
      return expect<Product[]>('product list', await call('GET', '/products'), isList(isProduct));
    },
    async product(productId) {
      return expect<Product>('product', await call('GET', `/products/${id(productId)}`), isProduct);
    },
    async availabilityCalendar(q) {
      return expect<AvailabilityCalendar[]>(
        'availability calendar',
        await call('POST', '/availability/calendar', q),
        isList(isCalendarDay),
      );
    },
    async availability(q) {
      return expect<Availability[]>('availability', await call('POST', '/availability', q), isList(hasId));
    },
    async reserve(r) {
      const body = {
        uuid: r.uuid ?? randomUUID(),
        productId: r.productId,
        optionId: r.optionId,
        availabilityId: r.availabilityId,
        ...(r.expirationMinutes === undefined ? {} : { expirationMinutes: r.expirationMinutes }),
        ...(r.resellerReference === undefined ? {} : { resellerReference: r.resellerReference }),
        ...(r.notes === undefined ? {} : { notes: r.notes }),
        unitItems: r.unitItems.map((u) => ({ unitId: u.unitId })),
      };
      return expect<Booking>('booking', await call('POST', '/bookings', body), isBooking);
    },
    async confirm(uuid, r = {}) {
      return expect<Booking>('booking', await call('POST', `/bookings/${id(uuid)}/confirm`, r), isBooking);
    },
    async cancel(uuid, reason) {
      const body = reason === undefined ? {} : { reason };
      try {
        return expect<Booking>(
          'booking',
          await call('POST', `/bookings/${id(uuid)}/cancel`, body),
          isBooking,
        );
      } catch (e) {
        // Suppliers on OCTO before 1.0 cancel with DELETE /bookings/{uuid}; a 404/405 without an OCTO
        // error code is "no such route", not "no such booking".
        if (e instanceof ProviderError && (e.status === 404 || e.status === 405) && !e.providerCode)
          return expect<Booking>('booking', await call('DELETE', `/bookings/${id(uuid)}`, body), isBooking);
        throw e;
      }
    },
    async booking(uuid) {
      return expect<Booking>('booking', await call('GET', `/bookings/${id(uuid)}`), isBooking);
    },
    async release(uuid) {
      try {
        await client.cancel(uuid, 'Reservation released');
      } catch (e) {
        if (e instanceof ProviderError && e.kind === 'refused' && e.providerCode === 'INVALID_BOOKING_UUID')
          return;
        throw e;
      }
    },
  };
  return client;
}
