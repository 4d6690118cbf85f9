import {
  EXTERNAL_CACHE_SECONDS,
  type ExternalOffer,
  type ExternalProvider,
  type ExternalProviderSettings,
  type ExternalProviderTest,
  type ExternalTimeSlot,
} from '../../../contract';
import { fillTemplate } from '../../../domain/message-template';
import { reachesAll, type SupplierFilter } from '../../auth/scope';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { Db } from '../../db/database';
import { octoClient, type AvailabilityQuery, type OctoClient } from '../../integrations/octo/adapter';
import { ProviderError } from '../../integrations/octo/errors';
import { hostRefused } from '../../integrations/outbound/guarded-request';
import { badRequest } from '../../http/errors';
import type { Availability, Product } from '../../integrations/octo/types';
import { keptAnswer, type KeptAnswer } from './cache';
import { listProviders, providerConnection, type ProviderConnection } from './repo';

export const PROVIDER_NOT_FOUND = 'External provider not found or you are not allowed to use it';

/**
 * The slot editor's and the admin's provider failures, as templates (domain/message-template.ts) with
 * their Russian in src/platform/i18n/texts/external-providers.ts.
 */
export const LOOKUP_FAILURES = {
  title: 'Provider failed',
  timeout: '{{provider}} did not answer in time. Please try again in a moment.',
  unreachable: '{{provider}} could not be reached. Please try again later.',
  privateAddress:
    "{{provider}}'s address is a private network address, which this server does not call. Enter the provider's public address.",
  refused: '{{provider}} refused the request: {{detail}}',
  refusedWithStatus: '{{provider}} refused the request (status {{status}})',
  badAnswer: "{{provider}} gave an answer that is not OCTO; the provider's settings may be wrong.",
  noProduct: '{{provider}} has no product {{product}}',
  noOption: '{{provider}} has no option {{option}} of product {{product}}',
} as const;

/** A provider's failure as the caller sees it: 502 with what went wrong, in words. */
export function providerFailure(e: unknown, providerName: string): AppError {
  if (!(e instanceof ProviderError)) throw e;
  const f = LOOKUP_FAILURES;
  const template = {
    timeout: f.timeout,
    unreachable: f.unreachable,
    'private-address': f.privateAddress,
    refused: e.providerMessage ? f.refused : f.refusedWithStatus,
    'bad-answer': f.badAnswer,
  }[e.kind];
  const message = fillTemplate(template, {
    provider: providerName,
    detail: e.providerMessage ?? '',
    status: e.status ?? 'unknown',
  });
  return new AppError('bad_gateway', message, {
    title: f.title,
    body: { providerError: e.kind, ...(e.providerCode ? { providerCode: e.providerCode } : {}) },
  });
}

/** What a call to a provider obeys: its time limit and the outbound-address rule (server/config.ts). */
export type ProviderCallSettings = Pick<Config, 'octoTimeoutMs' | 'outboundAllowPrivate'>;

/**
 * The OCTO client of a stored provider: under the time limit per call, and allowed to reach only
 * public addresses (or the private ones OUTBOUND_ALLOW_PRIVATE names), except this server's own demo.
 */
export function providerClient(conn: ProviderConnection, settings: ProviderCallSettings): OctoClient {
  return octoClient({
    baseUrl: conn.baseUrl,
    apiKey: conn.apiKey,
    timeoutMs: settings.octoTimeoutMs,
    outbound: {
      allowPrivate: settings.outboundAllowPrivate,
      ownServer: conn.ownServer ? conn.baseUrl : null,
    },
  });
}

export const PRIVATE_BASE_URL =
  "The address is a private network address, which this server does not call: enter the provider's public address";

/**
 * A base URL whose host is (or now resolves to) an address the outbound-address rule refuses is refused
 * when saved, so the admin learns it at once; every call checks again, since a name may change.
 */
export async function refusePrivateBaseUrl(baseUrl: string, settings: ProviderCallSettings): Promise<void> {
  if (baseUrl.startsWith('/')) return; // this server's demo (the contract admits no other path)
  const policy = { allowPrivate: settings.outboundAllowPrivate };
  if (await hostRefused(baseUrl, policy, Math.min(settings.octoTimeoutMs, 5000)))
    throw badRequest(PRIVATE_BASE_URL, { baseUrl: PRIVATE_BASE_URL });
}

/** A provider as a cached read reaches it: its id (which keys what is kept) and a client that can ask. */
export interface CachedProvider<Calls extends keyof OctoClient> {
  id: number;
  client: Pick<OctoClient, Calls>;
}

/** The supplier's provider with its client (providerClient). */
async function connectionOr404(
  db: Db,
  suppliers: SupplierFilter,
  providerId: number,
  settings: ProviderCallSettings,
): Promise<ProviderConnection & CachedProvider<'products'>> {
  const conn = await providerConnection(db, suppliers, providerId);
  if (!conn) throw new AppError('not_found', PROVIDER_NOT_FOUND);
  return { ...conn, client: providerClient(conn, settings) };
}

/** The provider's products, from the database cache (EXTERNAL_CACHE_SECONDS.products unless told). */
export async function cachedProducts(
  db: Db,
  provider: CachedProvider<'products'>,
  maxAgeSeconds: number = EXTERNAL_CACHE_SECONDS.products,
): Promise<KeptAnswer<Product[]>> {
  return keptAnswer(db, provider.id, 'products', maxAgeSeconds, () => provider.client.products());
}

/**
 * Availability per start time, from the database cache per provider and query: at most
 * EXTERNAL_CACHE_SECONDS.availability old unless the reader accepts older (a booking takes only the
 * availability id from it, and the provider's reserve is the check; see external-bookings/plan-source.ts).
 */
export async function cachedAvailability(
  db: Db,
  provider: CachedProvider<'availability'>,
  q: AvailabilityQuery,
  maxAgeSeconds: number = EXTERNAL_CACHE_SECONDS.availability,
): Promise<KeptAnswer<Availability[]>> {
  const key = `availability:${JSON.stringify(q)}`;
  return keptAnswer(db, provider.id, key, maxAgeSeconds, () => provider.client.availability(q));
}

/** The active providers a slot of this supplier may name (the slot editor's list). */
export async function activeProviders(db: Db, supplierId: number): Promise<ExternalProvider[]> {
  return (await listProviders(db, { supplierId }, true)).map((p) => ({ id: p.id, name: p.name }));
}

/** The provider settings in reach; whose each is when that is more than one supplier. */
export async function providerSettings(
  db: Db,
  suppliers: SupplierFilter,
): Promise<ExternalProviderSettings[]> {
  const showSupplier = reachesAll(suppliers);
  return (await listProviders(db, suppliers, false)).map(({ supplierId: _, ...p }) => ({
    ...p,
    supplierName: showSupplier ? p.supplierName : null,
  }));
}

export async function externalOffers(
  db: Db,
  suppliers: SupplierFilter,
  providerId: number,
  settings: ProviderCallSettings,
): Promise<ExternalOffer[]> {
  const conn = await connectionOr404(db, suppliers, providerId, settings);
  const { value: products } = await cachedProducts(db, conn).catch((e: unknown) => {
    throw providerFailure(e, conn.name);
  });
  return products.flatMap((p) =>
    p.options.map((o) => ({
      id: p.id,
      name: p.options.length > 1 ? `${p.internalName} — ${o.internalName}` : p.internalName,
      mappingValue: o.id,
      mappingName: o.internalName,
      availabilityType: p.availabilityType,
      timeZone: p.timeZone ?? null,
      units: o.units.map((u) => ({ id: u.id, type: u.type, name: u.internalName, ...netOf(u) })),
    })),
  );
}

/** The unit's net price where the provider sent octo/pricing (its first `pricingFrom`), in whole minor units. */
function netOf(u: Product['options'][number]['units'][number]) {
  const p = Array.isArray(u.pricingFrom) ? u.pricingFrom[0] : undefined;
  const net: unknown = p?.net;
  if (!p || typeof net !== 'number' || !Number.isSafeInteger(net)) return {};
  if (typeof p.currency !== 'string' || !Number.isInteger(p.currencyPrecision)) return {};
  return { net: { amount: net, currency: p.currency, precision: p.currencyPrecision } };
}

/**
 * A product's start times (of one option, or of all its options). An opening-hours product has none:
 * the guest comes any time it is open, which the editor suggests as "guest defines time".
 */
export async function externalTimeSlots(
  db: Db,
  suppliers: SupplierFilter,
  providerId: number,
  productId: string,
  settings: ProviderCallSettings,
  optionId?: string,
): Promise<ExternalTimeSlot[]> {
  const conn = await connectionOr404(db, suppliers, providerId, settings);
  const { value: products } = await cachedProducts(db, conn).catch((e: unknown) => {
    throw providerFailure(e, conn.name);
  });
  const product = products.find((p) => p.id === productId);
  if (!product)
    throw new AppError(
      'not_found',
      fillTemplate(LOOKUP_FAILURES.noProduct, { provider: conn.name, product: productId }),
    );
  if (product.availabilityType !== 'START_TIME') return [];
  const options = optionId ? product.options.filter((o) => o.id === optionId) : product.options;
  if (optionId && options.length === 0)
    throw new AppError(
      'not_found',
      fillTemplate(LOOKUP_FAILURES.noOption, { provider: conn.name, option: optionId, product: productId }),
    );
  const seen = new Map<string, ExternalTimeSlot>();
  for (const o of options)
    for (const t of o.availabilityLocalStartTimes) {
      const m = /^(\d{1,2}):(\d{2})/.exec(t);
      if (!m || seen.has(t)) continue;
      seen.set(t, {
        id: t,
        name: t,
        startHour: Number(m[1]),
        startMinutes: Number(m[2]),
        mappingValue: o.id,
      });
    }
  return [...seen.values()].sort(
    (a, b) => a.startHour * 60 + a.startMinutes - (b.startHour * 60 + b.startMinutes),
  );
}

/**
 * The admin's "Test connection": supplier() and products(), uncached, failures told in words, with the
 * same time limit as every other call to the provider, so a pass here means bookings will get answers.
 */
export async function testConnection(
  conn: ProviderConnection,
  settings: ProviderCallSettings,
): Promise<ExternalProviderTest> {
  const client = providerClient(conn, settings);
  try {
    const supplier = await client.supplier();
    const products = await client.products();
    return {
      ok: true,
      supplierName: supplier.name,
      octoSupplierId: supplier.id,
      products: products.length,
      message: null,
    };
  } catch (e) {
    return {
      ok: false,
      supplierName: null,
      octoSupplierId: null,
      products: 0,
      message: providerFailure(e, conn.name).message,
    };
  }
}
