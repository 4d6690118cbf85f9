import { z } from 'zod';

/**
 * OCTO reseller keys (issue 26 item 10): a supplier's admin gives a travel agency an API key, and the
 * agency's system sells the supplier's tours through Caravan's OCTO API (/octo/…) with it, as that
 * agency. The key is shown once, when issued; only its hash is kept. Paths are ours (docs/decisions.md
 * "Caravan as an OCTO supplier").
 */
const id32 = z.coerce
  .number({ error: 'Must be a whole number above 0' })
  .int('Must be a whole number above 0')
  .positive('Must be a whole number above 0')
  .max(2_147_483_647, 'Must be a whole number above 0');

export const octoKeySchema = z.object({
  id: z.number().int(),
  agencyId: z.number().int(),
  agencyName: z.string(),
  /** The key's first characters, to tell it apart (the rest is never shown again). */
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type OctoKey = z.output<typeof octoKeySchema>;

export const octoKeyListSchema = z.array(octoKeySchema);

/** The one answer that carries the whole key: the admin copies it to the agency now or never. */
export const octoKeyIssuedSchema = octoKeySchema.extend({ key: z.string() });
export type OctoKeyIssued = z.output<typeof octoKeyIssuedSchema>;

export const octoKeyInputSchema = z.object({
  agencyId: z
    .number({ error: 'Agency is required' })
    .int('Agency is required')
    .positive('Agency is required')
    .max(2_147_483_647, 'Agency is required'),
});
export type OctoKeyInput = z.output<typeof octoKeyInputSchema>;

export const octoKeyParamsSchema = z.object({ id: id32 });

/** Every key starts with it, so a leaked one is recognised (secret scanners, logs). */
export const OCTO_KEY_MARK = 'cvo_';
