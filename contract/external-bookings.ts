import { z } from 'zod';
import { errorBodySchema } from './common';

// A booking on a slot mapped to an external ticket provider (OCTO): what can go wrong at the provider,
// for the client to switch on (the outbox keeps such a booking waiting; it is not the agent's refusal).

/**
 * Why the provider did not take a booking or its cancel: `provider_timeout` no answer in time;
 * `provider_unreachable` no connection; `provider_refused` it answered with an error (sold out, bad
 * product, expired hold); `provider_bad_answer` it answered something that is not OCTO;
 * `provider_not_configured` the slot names a provider this supplier has not set up (or switched off).
 * Every one answers 502, except `provider_not_configured`, which is the supplier's to fix (503), and
 * `provider_declined` (422): the supplier's final answer about this booking (below the option's
 * minimum, a unit it does not sell, a contact field it requires…), which asking again cannot change.
 * `provider_refused` is then a passing refusal only (the supplier's 5xx, 429, INTERNAL_SERVER_ERROR).
 */
export const EXTERNAL_PROVIDER_FAILURES = [
  'provider_timeout',
  'provider_unreachable',
  'provider_refused',
  'provider_bad_answer',
  'provider_not_configured',
  'provider_declined',
] as const;
export type ExternalProviderFailure = (typeof EXTERNAL_PROVIDER_FAILURES)[number];

/** The step at which the provider failed: nothing is kept after a failed reserve or confirm. */
export const EXTERNAL_PROVIDER_STEPS = ['availability', 'reserve', 'confirm', 'cancel'] as const;
export type ExternalProviderStep = (typeof EXTERNAL_PROVIDER_STEPS)[number];

export const externalProviderFailureSchema = errorBodySchema.extend({
  reason: z.enum(EXTERNAL_PROVIDER_FAILURES),
  step: z.enum(EXTERNAL_PROVIDER_STEPS),
  provider: z.string(),
  /** Whether the same request may pass later (the outbox sends it again) or is a final answer. */
  retryable: z.boolean().optional(),
});
export type ExternalProviderFailureBody = z.infer<typeof externalProviderFailureSchema>;

export const isExternalProviderFailure = (body: unknown): body is ExternalProviderFailureBody =>
  typeof body === 'object' &&
  body !== null &&
  (EXTERNAL_PROVIDER_FAILURES as readonly unknown[]).includes((body as { reason?: unknown }).reason);
