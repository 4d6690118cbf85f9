import { z } from 'zod';
import { roleSchema } from './roles';

export const signInSchema = z.object({
  email: z.string({ error: 'Email address is required' }).trim().min(1, 'Email address is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  returnUrl: z.string().max(2000).optional().nullable(),
});
export type SignInForm = z.infer<typeof signInSchema>;

export const signInResultSchema = z.object({
  token: z.string(),
  returnUrl: z.string().nullable(),
  /** Whether the user is the operator's staff (also in the token's claims). */
  isOperatorStaff: z.boolean().optional(),
});

/**
 * A new password and its repeat: the one rule for choosing a password (changing it, or an invitation's
 * link). The server also refuses weak ones (passwordTextProblem below, and the common-password list).
 */
export const newPasswordFields = {
  password: z
    .string({ error: 'New password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
  passwordRepeat: z.string({ error: 'Repeat the new password' }).min(1, 'Repeat the new password').max(200),
};

/**
 * What a new password may not be, beyond its length (issue 22): one of the most common passwords (the
 * server checks a list of ~49,000, too large to ship to the browser), the user's e-mail address or its
 * name part, or anything with the product's name in it, which is the first thing a guesser tries. The
 * server asks this wherever a password is set; the screens show its message beside the field.
 */
export const PASSWORD_PRODUCT_NAME = 'caravan';
export const WEAK_PASSWORD_MESSAGES = {
  common: 'This is one of the most common passwords; choose one that is harder to guess',
  email: 'The password must not be your e-mail address',
  product: 'The password must not contain the word "Caravan"',
} as const;

/** The rule a new password's text breaks, known without the common-password list; null when none. */
export function passwordTextProblem(
  password: string,
  email: string,
): keyof typeof WEAK_PASSWORD_MESSAGES | null {
  const text = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (text === address || text === address.split('@')[0]) return 'email';
  if (text.includes(PASSWORD_PRODUCT_NAME)) return 'product';
  return null;
}

export const passwordsMatch = (v: { password: string; passwordRepeat: string }) =>
  v.password === v.passwordRepeat;
export const repeatMismatch = { path: ['passwordRepeat'], message: 'Passwords do not match' };

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, repeatMismatch);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export const logMeInQuerySchema = z.object({ email: z.string().trim().min(1, 'Email is required').max(254) });

/** Claims of the signed token: the spec's claims plus our ids and token version. */
export const tokenClaimsSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  agencyName: z.string(),
  isAgencyAdmin: z.enum(['1', '0']),
  role: z.union([roleSchema, z.array(roleSchema)]),
  uid: z.number().int(),
  supplierId: z.number().int().nullable(),
  agencyId: z.number().int().nullable(),
  /** '1': a user of the operator's own supplier (docs/decisions.md "One request scope"). Absent in older tokens. */
  isOperatorStaff: z.enum(['1', '0']).optional(),
  /** The IANA zone of the user's supplier: whose calendar the screens' "today" is. Absent without a supplier. */
  tz: z.string().optional(),
  tv: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** The signed-in user as the client sees it (decoded from the token). */
export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  agencyName: string;
  isAgencyAdmin: boolean;
  roles: z.infer<typeof roleSchema>[];
  supplierId: number | null;
  agencyId: number | null;
  /**
   * A user of the operator's own supplier: sees every supplier's data and sells for agencies. The
   * server decides from its database on every request; the client reads it to show only the screens
   * that answer (domain/booking-access.ts agentAreaOpens).
   */
  isOperatorStaff: boolean;
  /**
   * The zone of the user's supplier (the operator's staff: the operator's), whose date the screens
   * open on (src/platform/use-today.ts); null for agency users and tokens issued before the claim.
   */
  timeZone: string | null;
}

export function rolesOf(claim: TokenClaims['role']): z.infer<typeof roleSchema>[] {
  return Array.isArray(claim) ? claim : [claim];
}

export function sessionUserFromClaims(c: TokenClaims): SessionUser {
  return {
    id: c.uid,
    email: c.email,
    fullName: c.fullName,
    agencyName: c.agencyName,
    isAgencyAdmin: c.isAgencyAdmin === '1',
    roles: rolesOf(c.role),
    supplierId: c.supplierId,
    agencyId: c.agencyId,
    // Absent in tokens issued before the claim: such a session sees the screens its roles open, as then.
    isOperatorStaff: c.isOperatorStaff === undefined ? true : c.isOperatorStaff === '1',
    timeZone: c.tz ?? null,
  };
}
