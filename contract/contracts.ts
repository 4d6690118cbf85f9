import { z } from 'zod';
import { apiDateSchema } from './common';

/**
 * Per-agency contracts (Admin → Contracting, issue 17): what a supplier agrees with one travel agency,
 * valid from a date. Either a commission percent for every ticket (in place of the tickets' own,
 * account-default, commission) or net rates per ticket. The spec shows no call for this tab; the paths
 * are ours (docs/decisions.md "Contracting"). Rules live in domain/contracts.ts.
 */
export const CONTRACT_KINDS = ['commission', 'netRates'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Net rates of one ticket, in the base currency with VAT (as a valid period keeps its prices). */
const netRate = (pax: string) =>
  z
    .number({ error: `${pax} net rate must be a number` })
    .min(0, 'Net rates cannot be negative')
    .max(10_000_000, 'Net rate is too large')
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const contractNetRateSchema = z
  .object({
    offerId: z
      .number({ error: 'Ticket is required' })
      .int()
      .positive('Ticket is required')
      .max(2_147_483_647),
    netAdult: netRate('Adult'),
    netChild: netRate('Child'),
    netTrip: netRate('Trip'),
  })
  .refine((r) => r.netAdult !== null || r.netChild !== null || r.netTrip !== null, {
    message: 'Enter at least one net rate for this ticket',
    path: ['netAdult'],
  });
export type ContractNetRate = z.output<typeof contractNetRateSchema>;

export const contractInputSchema = z
  .object({
    validFrom: z
      .string({ error: 'Valid from is required' })
      .min(1, 'Valid from is required')
      .pipe(apiDateSchema),
    kind: z.enum(CONTRACT_KINDS, { error: 'Choose a commission percent or net rates' }),
    commissionPercent: z
      .number({ error: 'Commission must be a number' })
      .min(0, 'Commission must be between 0 and 100')
      .max(100, 'Commission must be between 0 and 100')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    netRates: z.array(contractNetRateSchema).max(1000, 'At most 1000 tickets').optional().default([]),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').optional().default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'commission' && c.commissionPercent === null)
      ctx.addIssue({
        code: 'custom',
        path: ['commissionPercent'],
        message: 'Commission percent is required',
      });
    if (c.kind === 'netRates') {
      if (c.netRates.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['netRates'],
          message: 'Add net rates for at least one ticket',
        });
      const seen = new Set<number>();
      c.netRates.forEach((r, i) => {
        if (seen.has(r.offerId))
          ctx.addIssue({
            code: 'custom',
            path: ['netRates', i, 'offerId'],
            message: 'This ticket is listed twice',
          });
        seen.add(r.offerId);
      });
    }
  });
export type ContractInput = z.input<typeof contractInputSchema>;
export type ParsedContractInput = z.output<typeof contractInputSchema>;

export const contractNetRateViewSchema = z.object({
  offerId: z.number().int(),
  offerName: z.string(),
  tourName: z.string(),
  netAdult: z.number().nullable(),
  netChild: z.number().nullable(),
  netTrip: z.number().nullable(),
});

export const agencyContractSchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  validFrom: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  commissionPercent: z.number().nullable(),
  netRates: z.array(contractNetRateViewSchema),
  note: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** Whether it prices bookings dated today, is still to come, or was followed by a later one. */
  state: z.enum(['current', 'upcoming', 'past']),
});
export type AgencyContract = z.infer<typeof agencyContractSchema>;

/** A contract as the agencies list shows it: kind, commission, how many tickets have net rates. */
export const contractSummarySchema = z.object({
  id: z.number().int(),
  validFrom: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  commissionPercent: z.number().nullable(),
  netRateCount: z.number().int(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const agencyContractsRowSchema = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  agencyCode: z.string(),
  /** In force today; null: the tickets' own commission. */
  current: contractSummarySchema.nullable(),
  /** The next one to come into force, if any. */
  upcoming: contractSummarySchema.nullable(),
});
export type AgencyContractsRow = z.infer<typeof agencyContractsRowSchema>;

export const agencyContractsListSchema = z.object({
  /** The account's default commission: what an agency without a contract gets on a new ticket. */
  defaultCommission: z.number(),
  /** The first AGENCY_PAGE agencies by name that match the search. */
  agencies: z.array(agencyContractsRowSchema),
  /** How many agencies match the search in all. */
  total: z.number().int(),
});
/** How many agencies the list shows at once; a search narrows the rest. */
export const AGENCY_PAGE = 200;
export type AgencyContractsList = z.infer<typeof agencyContractsListSchema>;

export const agencyContractsQuerySchema = z.object({
  f: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
});

export const agencyHistorySchema = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  defaultCommission: z.number(),
  contracts: z.array(agencyContractSchema),
});
export type AgencyHistory = z.infer<typeof agencyHistorySchema>;

const id32 = z.coerce
  .number({ error: 'Must be a whole number above 0' })
  .int('Must be a whole number above 0')
  .positive('Must be a whole number above 0')
  .max(2_147_483_647, 'Id is too large');
export const agencyParamsSchema = z.object({ agencyId: id32 });
export const contractParamsSchema = z.object({ agencyId: id32, contractId: id32 });

/** A ticket the net-rate picker offers, with its recommended prices today (base currency with VAT). */
export const contractOfferSchema = z.object({
  offerId: z.number().int(),
  offerName: z.string(),
  tourName: z.string(),
  priceAdult: z.number().nullable(),
  priceChild: z.number().nullable(),
  priceTrip: z.number().nullable(),
  commissionAdult: z.number().nullable(),
  commissionChild: z.number().nullable(),
  commissionTrip: z.number().nullable(),
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;
