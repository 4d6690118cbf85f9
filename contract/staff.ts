import { z } from 'zod';
import { idSchema } from './common';
import { newPasswordFields, passwordsMatch, repeatMismatch } from './auth';
import type { Role } from './enums';

/**
 * A supplier's staff (02-catalogue Admin → Staff; issue 17): the roles a supplier's admin may give,
 * the users list, the invite and the one-time set-password link. The spec shows no call for this tab;
 * the paths are ours (docs/decisions.md "Staff").
 */
export const SUPPLIER_STAFF_ROLES = [
  'admin',
  'editor',
  'supereditor',
  'supplier',
] as const satisfies readonly Role[];
export type SupplierStaffRole = (typeof SUPPLIER_STAFF_ROLES)[number];

/** The roles an agency's admin may give: the agency's users are agents (issue 17, My Profile). */
export const AGENCY_STAFF_ROLES = ['agent'] as const satisfies readonly Role[];
/** Every role some staff manager may give; which of them this manager may is domain/staff.ts's rule. */
export const STAFF_ROLES = [...SUPPLIER_STAFF_ROLES, ...AGENCY_STAFF_ROLES] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long a set-password link works after it is made. */
export const SET_PASSWORD_LINK_HOURS = 72;

export const staffRolesSchema = z
  .array(z.enum(STAFF_ROLES, { error: 'Choose a staff role' }), {
    error: 'Choose at least one role',
  })
  .min(1, 'Choose at least one role')
  .max(STAFF_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, 'A role is listed twice');

export const staffInviteSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(200, 'Email must be at most 200 characters')
    .email('Enter a valid email'),
  fullName: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  roles: staffRolesSchema,
  /** An agency admin's invite may make the new agent an agency admin too; a supplier's invite ignores it. */
  isAgencyAdmin: z.boolean().optional(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PUT /api/staff/{id}/agencyadmin: an agency admin gives or takes the agency-admin flag. */
export const staffAgencyAdminSchema = z.object({
  isAgencyAdmin: z.boolean({ error: 'Say whether the user is an agency admin' }),
});
export type StaffAgencyAdmin = z.infer<typeof staffAgencyAdminSchema>;

export const staffRolesChangeSchema = z.object({ roles: staffRolesSchema });
export type StaffRolesChange = z.infer<typeof staffRolesChangeSchema>;

export const staffIdParamsSchema = z.object({ id: idSchema });

export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  isActive: z.boolean(),
  /** The agency-admin flag (an agency's users; false for a supplier's). */
  isAgencyAdmin: z.boolean(),
  /** True until the invitee has set a password through their link. */
  isInvited: z.boolean(),
  /** ISO-8601 UTC of the last successful sign-in; null when never (or before this was recorded). */
  lastSignInAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffListSchema = z.array(staffUserSchema);

/** A one-time link to pass on: the path of the set-password page with the token, and its expiry. */
export const setPasswordLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type SetPasswordLink = z.infer<typeof setPasswordLinkSchema>;

export const staffInviteResultSchema = z.object({ user: staffUserSchema, link: setPasswordLinkSchema });
export type StaffInviteResult = z.infer<typeof staffInviteResultSchema>;

export const staffAuditEntrySchema = z.object({
  at: z.string(),
  /** Who made the change (their e-mail); null when the user no longer exists. */
  by: z.string().nullable(),
  action: z.string(),
  /** Whose account changed (their e-mail). */
  subject: z.string().nullable(),
  detail: z.string().nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export const staffAuditSchema = z.array(staffAuditEntrySchema);

/** The invitee's own page: who the link is for. */
export const setPasswordInfoSchema = z.object({ email: z.string(), fullName: z.string() });
export type SetPasswordInfo = z.infer<typeof setPasswordInfoSchema>;
export const setPasswordTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const setPasswordSchema = z
  .object({
    token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, repeatMismatch);
export type SetPasswordForm = z.infer<typeof setPasswordSchema>;

/** Why a staff change was refused (the `reason` of a 422 or 404), for the client to switch on. */
export type StaffRefusal = 'last_admin' | 'own_admin' | 'email_taken' | 'link_invalid' | 'role_not_allowed';
