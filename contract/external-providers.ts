import { z } from 'zod';
import { ID_TOO_LARGE, MAX_ID } from './common';

// External ticket providers over OCTO (02-catalogue §3 time slot external fields, §9 calls; issue 16).
// The three /api/timeslots/external* answers feed the slot editor's selects; the provider settings are
// the admin's. An API key is write-only: it is sent to the server, never back (hasApiKey says it is set).

/** How long the server keeps a provider's answers in its database cache (seconds). */
export const EXTERNAL_CACHE_SECONDS = { products: 300, availability: 60 } as const;

/** GET /api/timeslots/externalproviders: the supplier's active providers. */
export const externalProviderSchema = z.object({ id: z.number().int(), name: z.string() });
/** Whose a row is, when the caller reaches more than one supplier (the operator's staff); else null. */
const supplierNameSchema = z.string().nullable().optional();
export type ExternalProvider = z.infer<typeof externalProviderSchema>;

/**
 * GET /api/timeslots/externaloffers?apiproviderid=: one row per OCTO product option. A slot stores the
 * product in externalProductId (id) and the option in externalProductMappingValue (mappingValue).
 */
export const externalOfferSchema = z.object({
  /** The OCTO product id. */
  id: z.string(),
  /** The product's name, with the option's when the product has more than one. */
  name: z.string(),
  /** The OCTO option id. */
  mappingValue: z.string(),
  mappingName: z.string(),
  /** START_TIME: fixed departures (external time slots); OPENING_HOURS: any time in opening hours. */
  availabilityType: z.string(),
  timeZone: z.string().nullable(),
  units: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      name: z.string(),
      /**
       * What the provider charges the reseller for the unit (OCTO `octo/pricing` net, minor units), when
       * it offers the capability; absent when it does not.
       */
      net: z.object({ amount: z.number(), currency: z.string(), precision: z.number().int() }).optional(),
    }),
  ),
});
export type ExternalOffer = z.infer<typeof externalOfferSchema>;

/** GET /api/timeslots/externaltimeslots?apiProviderId=&productId=[&optionId=]: the product's start times. */
export const externalTimeSlotSchema = z.object({
  /** What a slot stores in externalId: the local start time, HH:MM. */
  id: z.string(),
  name: z.string(),
  startHour: z.number().int(),
  startMinutes: z.number().int(),
  /** The OCTO option the start time belongs to. */
  mappingValue: z.string(),
});
export type ExternalTimeSlot = z.infer<typeof externalTimeSlotSchema>;

/** Query keys as the spec spells them, matched whatever their case (apiproviderid, apiProviderId). */
const lowerKeys = (v: unknown) =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k.toLowerCase(), x]))
    : v;
const providerIdParam = z.coerce
  .number({ error: 'apiProviderId must be a provider id' })
  .int('apiProviderId must be a provider id')
  .positive('apiProviderId must be a provider id')
  .max(2_147_483_647, 'apiProviderId must be a provider id');
const productIdParam = z
  .string({ error: 'productId is required' })
  .trim()
  .min(1, 'productId is required')
  .max(200, 'productId is at most 200 characters');

export const externalOffersQuerySchema = z.preprocess(
  lowerKeys,
  z.object({ apiproviderid: providerIdParam }),
);
export const externalTimeSlotsQuerySchema = z.preprocess(
  lowerKeys,
  z.object({
    apiproviderid: providerIdParam,
    productid: productIdParam,
    optionid: productIdParam.optional(),
  }),
);

// ---- provider settings (admin) ----

/** The path of the demo provider this server serves (server/integrations/octo-demo). */
export const OCTO_DEMO_BASE_PATH = '/octo-demo/v1';

export const BASE_URL_MESSAGES = {
  notUrl:
    'Base URL must be an http(s) address such as https://api.example.com/octo, or a path on this server such as /octo-demo/v1',
  queryOrFragment: 'Base URL must not contain ? or #: the calls add their own paths to it',
  userInfo: 'Base URL must not contain a user name or password; the API key has its own field',
  otherPath: 'The only path on this server a provider may have is /octo-demo/v1, the demo provider',
} as const;

/**
 * A provider's base URL: an http(s) address the calls append their paths to, so nothing that would
 * change where they go (a `?` or `#` swallows the appended path; user and password belong in no URL),
 * or the demo provider's path on this server. Whether the address is public is the server's check when
 * it calls (the outbound-address rule, docs/decisions.md), since a name resolves only then.
 */
const baseUrlSchema = z
  .string({ error: 'Base URL is required' })
  .trim()
  .min(1, 'Base URL is required')
  .max(500, 'At most 500 characters')
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.startsWith('/')) {
      if (v.replace(/\/+$/, '') !== OCTO_DEMO_BASE_PATH) fail(BASE_URL_MESSAGES.otherPath);
      return;
    }
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      return fail(BASE_URL_MESSAGES.notUrl);
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return fail(BASE_URL_MESSAGES.notUrl);
    if (u.username || u.password || /^[a-z]+:\/*[^/]*@/i.test(v)) return fail(BASE_URL_MESSAGES.userInfo);
    if (v.includes('?') || v.includes('#')) fail(BASE_URL_MESSAGES.queryOrFragment);
  });

export const externalProviderInputSchema = z.object({
  id: z.number().int().min(0).max(MAX_ID, ID_TOO_LARGE),
  name: z.string().trim().min(1, 'Provider name is required').max(200, 'At most 200 characters'),
  baseUrl: baseUrlSchema,
  /** Write-only. Required for a new provider; empty or absent keeps the stored key. */
  apiKey: z.string().trim().max(2000, 'At most 2000 characters').nullable().optional(),
  octoSupplierId: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean(),
});
export type ExternalProviderInput = z.input<typeof externalProviderInputSchema>;

/** A provider as the admin screen shows it: never the key, only whether one is set. */
export const externalProviderSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  baseUrl: z.string(),
  octoSupplierId: z.string().nullable(),
  isActive: z.boolean(),
  hasApiKey: z.boolean(),
  updatedAt: z.string(),
  supplierName: supplierNameSchema,
});
export type ExternalProviderSettings = z.infer<typeof externalProviderSettingsSchema>;

/** POST /api/externalproviders/{id}/test: what the provider said to supplier() and products(). */
export const externalProviderTestSchema = z.object({
  ok: z.boolean(),
  supplierName: z.string().nullable(),
  octoSupplierId: z.string().nullable(),
  products: z.number().int(),
  /** Set when the provider failed: the reason, as a person reads it. */
  message: z.string().nullable(),
});
export type ExternalProviderTest = z.infer<typeof externalProviderTestSchema>;
