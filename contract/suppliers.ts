import { z } from 'zod';
import { ID_TOO_LARGE, MAX_ID } from './common';
import { ibanProblem, normaliseBankCode, swiftProblem } from '../domain/bank-details';
import { emailProblem, phoneProblem } from '../domain/contact-details';
import { canonicalTimeZone, isTimeZone } from '../domain/local-time';
import { cancellationRuleSchema } from './cancellation-policy';

// A supplier's business profile, contacts and default settings (02-catalogue §2 Admin tabs, §3 Supplier).
// The admin screens' resolvers and the server's routes share these schemas and so their messages; the
// rules behind the IBAN, SWIFT, e-mail and phone messages live in domain/ (pure, unit-tested).

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** An optional text field: the form sends '' for an empty one, and '' is how it is stored and read. */
const optional = (max: number) => text(max).default('');
const check = (problem: (v: string) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const message = problem(v);
  if (message) ctx.addIssue({ code: 'custom', message });
};
const refined = (max: number, problem: (v: string) => string | null) =>
  text(max).superRefine(check(problem)).default('');
const email = refined(254, emailProblem);
const phone = refined(40, phoneProblem);
/** IBAN and SWIFT are kept as banks print them on a statement: no spaces, upper case. */
const bankCode = (max: number, problem: (v: string) => string | null) =>
  text(max).overwrite(normaliseBankCode).superRefine(check(problem)).default('');

export const paymentDetailsSchema = z.object({
  bankName: optional(200),
  accountNumber: optional(50),
  ibanNumber: bankCode(60, ibanProblem),
  swiftCode: bankCode(20, swiftProblem),
  bankBranchAddress: optional(500),
});
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;

/** A customer-support line: who answers, and how to reach them. */
export const namedContactSchema = z.object({ name: optional(200), phone, email });
/** An operations-support or accounts-department line: phone and e-mail only (spec). */
export const contactLineSchema = z.object({ phone, email });

const lines = <T extends z.ZodType>(line: T) => z.object({ primary: line, secondary: line, emergency: line });
export const CONTACT_LINES = ['primary', 'secondary', 'emergency'] as const;
export type ContactLineName = (typeof CONTACT_LINES)[number];

/**
 * The version a save started from (GET answers it): one made from an older version answers 409 with
 * what changed and who saved (staleSaveBodySchema). The spec's payload has no version, so a save
 * without one is not checked (docs/decisions.md "Supplier profile versions").
 */
const version = z.number().int().min(0).max(2_147_483_647).optional();

/**
 * The supplier's clock (an IANA zone): slot times, pick-ups, notice and "tomorrow" are read in it
 * (domain/local-time.ts). Stored as the runtime spells it; a save without it keeps the stored zone.
 */
const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone, 'Choose a time zone from the list')
  .overwrite((name) => canonicalTimeZone(name) ?? name);

/** PUT /api/suppliers: the profile of Core Info and Contacts (default settings are saved on their own). */
export const supplierProfileSchema = z.object({
  code: text(50).min(1, 'Business code is required'),
  name: text(200).min(1, 'Legal name is required'),
  address: optional(500),
  countryId: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).nullable(),
  timeZone: timeZone.optional(),
  taxRegistrationNumber: optional(50),
  tradeLicenseNumber: optional(50),
  paymentDetails: paymentDetailsSchema,
  isAcknowledged: z.boolean(),
  customerSupport: lines(namedContactSchema),
  operationsSupport: lines(contactLineSchema),
  accountsDepartment: lines(contactLineSchema),
  version,
});
export type SupplierProfileInput = z.input<typeof supplierProfileSchema>;
export type SupplierProfile = z.output<typeof supplierProfileSchema>;

/**
 * The settlement terms Core Info shows read-only: the provider sets them, not the supplier (the spec
 * shows them without saying where they come from; docs/decisions.md "Supplier settlement terms").
 */
export const settlementTermsSchema = z.object({
  settlementPeriod: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  reports: z.string(),
});
export type SettlementTerms = z.infer<typeof settlementTermsSchema>;

/** GET /api/suppliers/my and the answer of PUT /api/suppliers. */
export const supplierSchema = supplierProfileSchema.extend({
  id: z.number().int(),
  timeZone: z.string(),
  version: z.number().int(),
  settlement: settlementTermsSchema,
});
export type Supplier = z.output<typeof supplierSchema>;

/** A default policy row must say something: hours before the tour and a refund percent (§5, §9). */
const policyRuleSchema = cancellationRuleSchema.extend({
  hours: z.number().int('Hours must be a whole number').min(0).max(8760, 'At most 8760 hours (a year)'),
  percents: z.number().min(0).max(100, 'Between 0 and 100'),
});

/**
 * GET|PUT /api/suppliers/defaultsettings: the defaults that tours' default/custom toggles load. Rich
 * text is cleaned on the server (lists and links only); an empty text comes back as null, which the
 * tour screen reads as "no default" and so forces the toggle to custom.
 */
export const supplierDefaultSettingsSchema = z.object({
  faq: z.string().max(20_000, 'At most 20000 characters').nullable(),
  termsAndConditions: z.string().max(20_000, 'At most 20000 characters').nullable(),
  notesToClientPostBooking: z.string().max(20_000, 'At most 20000 characters').nullable(),
  cancellationPolicy: z.array(policyRuleSchema).max(50, 'At most 50 rows'),
  /** Their own version (the profile's is another): answered always, checked when a save sends it. */
  version,
});
export type SupplierDefaultSettings = z.output<typeof supplierDefaultSettingsSchema>;
