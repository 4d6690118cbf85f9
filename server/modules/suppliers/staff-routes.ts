import {
  okSchema,
  setPasswordInfoSchema,
  setPasswordLinkSchema,
  setPasswordSchema,
  setPasswordTokenParamsSchema,
  staffAuditSchema,
  staffAgencyAdminSchema,
  staffIdParamsSchema,
  staffInviteResultSchema,
  staffInviteSchema,
  staffListSchema,
  staffRolesChangeSchema,
  staffUserSchema,
} from '../../../contract';
import type { onRequestHookHandler } from 'fastify';
import { currentUser } from '../../auth/guard';
import { writeTransaction } from '../../db/group-commit';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import {
  changeAgencyAdmin,
  changeRoles,
  getStaff,
  getStaffAudit,
  inviteStaff,
  linkPasswordHash,
  ownStaffScope,
  resetStaffPassword,
  setPasswordByLink,
  setPasswordInfo,
  setStaffActive,
} from './staff-service';

/**
 * A supplier's staff (Admin → Staff) and an agency's agents (My Profile), issue 17: the manager lists,
 * invites, changes roles (or the agency-admin flag), deactivates and reactivates, and gives
 * set-password links; the invitee sets a password by that link. Who manages whose users is one rule
 * (domain/staff.ts): a supplier's admin the supplier's, an agency admin the agency's; anyone else gets
 * 403, and a user outside the manager's scope is a 404. The spec shows no calls for this; the paths
 * are ours (docs/decisions.md "Staff", "Agency admins").
 */
export function staffRoutes(app: App, { db }: AppContext): void {
  // Before the body is read: a caller who manages no staff learns nothing from field messages.
  const admins: onRequestHookHandler = async (request) => {
    ownStaffScope(currentUser(request));
  };
  const writes = ['directory', 'sessions'] as const;

  app.get('/staff', {
    onRequest: admins,
    schema: {
      tags: ['staff'],
      description: "The caller's supplier's users, with roles, whether active, and last sign-in.",
      response: { 200: staffListSchema, ...errorResponses(403) },
    },
    handler: async (request) => getStaff(db, ownStaffScope(currentUser(request))),
  });

  app.get('/staff/audit', {
    onRequest: admins,
    schema: {
      tags: ['staff'],
      description: 'The last 200 staff changes of the caller’s supplier, newest first: who, when, what.',
      response: { 200: staffAuditSchema, ...errorResponses(403) },
    },
    handler: async (request) => getStaffAudit(db, ownStaffScope(currentUser(request))),
  });

  // The answer carries the one-time link, which must not be stored: no Idempotency-Key replay here
  // (a replayed answer is kept in the database). A retried invite gets 422 'email_taken'.
  app.post('/staff', {
    onRequest: admins,
    config: { writes },
    schema: {
      tags: ['staff'],
      description:
        'Invites a user by e-mail with supplier roles: makes the user without a usable password and answers a one-time set-password link (valid 72 h) for the admin to pass on.',
      body: staffInviteSchema,
      response: { 200: staffInviteResultSchema, ...errorResponses(400, 403, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return writeTransaction(db, (trx) =>
        inviteStaff(trx, ownStaffScope(user), user, request.body, request.ip),
      );
    },
  });

  app.put('/staff/:id/roles', {
    onRequest: admins,
    config: { writes },
    schema: {
      tags: ['staff'],
      description:
        "Replaces a user's roles and ends their sessions (the roles travel in the token). The last active admin cannot drop their admin role (422 'last_admin'). Accepts Idempotency-Key.",
      params: staffIdParamsSchema,
      body: staffRolesChangeSchema,
      response: { 200: staffUserSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await changeRoles(
          trx,
          ownStaffScope(user),
          user,
          request.params.id,
          request.body.roles,
          request.ip,
        ),
      }));
    },
  });

  app.put('/staff/:id/agencyadmin', {
    onRequest: admins,
    config: { writes },
    schema: {
      tags: ['staff'],
      description:
        "An agency admin gives or takes the agency-admin flag of one of the agency's users, which ends that user's sessions (the flag travels in the token). Nobody takes their own flag (422 'own_admin'); 403 for a supplier's admin. Accepts Idempotency-Key.",
      params: staffIdParamsSchema,
      body: staffAgencyAdminSchema,
      response: { 200: staffUserSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await changeAgencyAdmin(
          trx,
          ownStaffScope(user),
          user,
          request.params.id,
          request.body.isAgencyAdmin,
          request.ip,
        ),
      }));
    },
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(`/staff/:id/${action}`, {
      onRequest: admins,
      config: { writes },
      schema: {
        tags: ['staff'],
        description: active
          ? 'Lets a deactivated user sign in again (their old sessions stay ended). Accepts Idempotency-Key.'
          : "Deactivates a user and ends every session of theirs at once. The last active admin cannot deactivate themselves (422 'last_admin'). Accepts Idempotency-Key.",
        params: staffIdParamsSchema,
        response: { 200: staffUserSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        const user = currentUser(request);
        return runIdempotent(db, request, reply, async (trx) => ({
          status: 200,
          body: await setStaffActive(trx, ownStaffScope(user), user, request.params.id, active, request.ip),
        }));
      },
    });
  }

  app.post('/staff/:id/resetpassword', {
    onRequest: admins,
    config: { writes },
    schema: {
      tags: ['staff'],
      description:
        'Answers a new one-time set-password link (valid 72 h) for the user; their earlier links stop working. Their current password works until the link is used.',
      params: staffIdParamsSchema,
      response: { 200: setPasswordLinkSchema, ...errorResponses(400, 403, 404, 422) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return writeTransaction(db, (trx) =>
        resetStaffPassword(trx, ownStaffScope(user), user, request.params.id, request.ip),
      );
    },
  });

  app.get('/account/setpassword/:token', {
    config: { public: true },
    schema: {
      tags: ['staff'],
      description: "Whom a set-password link is for; 404 'link_invalid' when unknown, used or expired.",
      params: setPasswordTokenParamsSchema,
      response: { 200: setPasswordInfoSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => setPasswordInfo(db, request.params.token),
  });

  app.post('/account/setpassword', {
    config: { public: true, writes: ['sessions'] },
    schema: {
      tags: ['staff'],
      description:
        "Sets the password through a one-time link, which then stops working; 404 'link_invalid' when unknown, used or expired; 400 for one of the most common passwords, the user's e-mail, or one containing the product's name. The user then signs in as usual.",
      body: setPasswordSchema,
      response: { 200: okSchema, ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const passwordHash = await linkPasswordHash(db, request.body);
      await writeTransaction(db, (trx) => setPasswordByLink(trx, request.body, passwordHash, request.ip));
      return { ok: true as const };
    },
  });
}
