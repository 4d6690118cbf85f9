import {
  accountSettingsSchema,
  savedAccountSettingsSchema,
  supplierDefaultSettingsSchema,
  supplierProfileSchema,
  supplierSchema,
} from '../../../contract';
import { currentScope, ownSupplierId } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import {
  getDefaultSettings,
  getSupplier,
  saveAccountSettings,
  saveDefaultSettings,
  saveProfile,
} from './service';

/**
 * A supplier's business profile, contacts, default settings and account settings (02-catalogue §2
 * Admin tabs). Each call works on the caller's own supplier only (the token's supplier), so another
 * supplier's row cannot even be named. Changing any of it is for the supplier's admin; the defaults
 * are read by editors too, because the tour screen's default/custom toggles load them.
 */
export function supplierRoutes(app: App, { db }: AppContext): void {
  app.get('/suppliers/my', {
    schema: {
      tags: ['suppliers'],
      description: "The caller's supplier: business profile, contacts and the read-only settlement terms.",
      response: { 200: supplierSchema, ...errorResponses(403, 404) },
    },
    handler: async (request) => getSupplier(db, ownSupplierId(currentScope(request))),
  });

  app.put('/suppliers', {
    config: { writes: ['directory'] },
    schema: {
      tags: ['suppliers'],
      description:
        "Saves the caller's business profile and contacts (not the default settings). With the version the admin started from (GET answers it), a save made after another admin's answers 409 reason 'stale' with the fields they changed and who saved. Accepts Idempotency-Key.",
      body: supplierProfileSchema,
      response: { 200: supplierSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const { user } = scope;
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await saveProfile(trx, supplierId, user, request.body),
      }));
    },
  });

  app.get('/suppliers/defaultsettings', {
    // Editors read them too: the tour screen's default/custom toggles load them.
    config: { area: 'catalogue' },
    schema: {
      tags: ['suppliers'],
      description:
        "The caller's supplier's defaults that tours' default/custom toggles load; an empty one is null.",
      response: { 200: supplierDefaultSettingsSchema, ...errorResponses(403, 404) },
    },
    handler: async (request) => getDefaultSettings(db, ownSupplierId(currentScope(request))),
  });

  app.put('/suppliers/defaultsettings', {
    // Three rich texts of up to 20,000 characters each, \u-escaped at worst.
    bodyLimit: 512 * 1024,
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['suppliers'],
      description:
        'Saves the default settings (the spec does not show this path; docs/decisions.md). Rich text is sanitised (lists and links only); policy rows without hours or percent are dropped. With the version the admin started from, a save made after another admin’s answers 409 reason “stale”. Accepts Idempotency-Key.',
      body: supplierDefaultSettingsSchema,
      response: { 200: supplierDefaultSettingsSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const { user } = scope;
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await saveDefaultSettings(trx, supplierId, user, request.body),
      }));
    },
  });

  app.put('/account/settings', {
    config: { writes: ['catalogue'] },
    schema: {
      tags: ['suppliers'],
      description:
        "Saves the account settings new valid periods start from. Saved prices and stored bookings keep their own. With the version the admin started from (GET answers it), a save made after another admin's answers 409 reason 'stale' with the fields they changed and who saved. Accepts Idempotency-Key.",
      body: accountSettingsSchema,
      response: { 200: savedAccountSettingsSchema, ...errorResponses(400, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const scope = currentScope(request);
      const { user } = scope;
      const supplierId = ownSupplierId(scope);
      return runIdempotent(db, request, reply, async (trx) => ({
        status: 200,
        body: await saveAccountSettings(trx, supplierId, user, request.body),
      }));
    },
  });
}
