import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaAccess } from '../contract';
import { registerAuthentication } from './auth/guard';
import { rolesHook } from './auth/scope';
import { createTokenService, resolveSecret } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import { writeVersion } from './db/write-version';
import { BODY_LIMITS, registerBodyLimits } from './http/body-limits';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { badTextError, registerTextChecks } from './http/request-text';
import { registerSecurityHeaders } from './http/security-headers';
import { KeptAnswers } from './http/result-cache';
import { registerStaticApp } from './http/static-app';
import { trustProxyOption } from './http/trust-proxy';
import { findBadText } from './http/text-check';
import type { App, AppContext } from './http/types';
import { registerWriteMarks } from './http/write-marks';
import { arrivalRoutes } from './modules/arrivals/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingDocumentRoutes } from './modules/bookings/document-routes';
import { bookingListRoutes } from './modules/bookings/list-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { bookingStatusRoutes } from './modules/bookings/status-routes';
import { tourRoutes } from './modules/catalogue/tours-routes';
import { offerRoutes } from './modules/catalogue/offers-routes';
import { excelRoutes } from './modules/excel/routes';
import { geographyRoutes } from './modules/geography/routes';
import { languageRoutes } from './modules/languages/routes';
import { mediaRoutes } from './modules/media/routes';
import { pickUpTimeRoutes } from './modules/pickuptimes/routes';
import { searchRoutes } from './modules/search/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { timeSlotRoutes } from './modules/timeslots/routes';
import { externalProviderRoutes } from './modules/external-providers/routes';
import { OCTO_DEMO_PREFIX, octoDemoProvider } from './integrations/octo-demo/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { staffRoutes } from './modules/suppliers/staff-routes';
import { contractRoutes } from './modules/suppliers/contracts-routes';
import { ticketStockRoutes } from './modules/ticket-stock/routes';
import { ticketTypeRoutes } from './modules/catalogue/ticket-types-routes';
import { dayRoutes } from './modules/day/routes';
import { octoKeyRoutes } from './modules/octo/keys-routes';
import { OCTO_PREFIX, octoSupplierApi } from './modules/octo/routes';
import { dispatchRoutes } from './modules/dispatch/routes';
import { myDayRoutes } from './modules/dispatch/my-day-routes';
import { airportRoutes } from './modules/airport/routes';

interface ServerModule {
  /** Every path of the module starts with it; routes spell only the rest. */
  prefix: string;
  /** The area of the one role table (contract/access.ts) the module's roles hook admits. */
  area: AreaAccess;
  routes: (app: App, ctx: AppContext) => void;
}

/** The OpenAPI operation's extension that names the area (contract/access.ts) a route admits. */
export const ROUTE_AREA_KEY = 'x-area';

/**
 * Every module, a plugin with its prefix and one roles hook (fastify/demo's autohooks): no route can
 * forget its roles, and a route that needs another area's names it (`config.area`) from the same table.
 * Modules that serve paths of several words share the '/api' prefix.
 */
const modules: ServerModule[] = [
  { prefix: '/api/auth', area: 'user', routes: authRoutes },
  { prefix: '/api/languages', area: 'user', routes: languageRoutes },
  { prefix: '/api/search', area: 'user', routes: searchRoutes },
  { prefix: '/api/excel', area: 'user', routes: excelRoutes },
  { prefix: '/api', area: 'arrivals', routes: arrivalRoutes },
  { prefix: '/api/agent', area: 'agent', routes: bookingRoutes },
  { prefix: '/api', area: 'groupBookings', routes: bookingListRoutes },
  { prefix: '', area: 'bookingDocuments', routes: bookingDocumentRoutes },
  { prefix: '/api/bookings', area: 'bookingStatus', routes: bookingStatusRoutes },
  { prefix: '/api/photos', area: 'catalogue', routes: mediaRoutes },
  { prefix: '/api', area: 'user', routes: geographyRoutes },
  { prefix: '/api', area: 'catalogue', routes: tourRoutes },
  { prefix: '/api', area: 'catalogue', routes: offerRoutes },
  { prefix: '/api/tickets/types', area: 'catalogue', routes: ticketTypeRoutes },
  { prefix: '/api', area: 'admin', routes: supplierRoutes },
  { prefix: '/api/timeslots', area: 'catalogue', routes: timeSlotRoutes },
  { prefix: '/api', area: 'catalogue', routes: externalProviderRoutes },
  { prefix: '/api', area: 'catalogue', routes: pickUpTimeRoutes },
  { prefix: '/api/availability', area: 'availability', routes: availabilityRoutes },
  { prefix: '/api', area: 'user', routes: staffRoutes },
  { prefix: '/api/contracts', area: 'admin', routes: contractRoutes },
  { prefix: '/api/tickets/stock', area: 'ticketStock', routes: ticketStockRoutes },
  { prefix: '/api/day', area: 'dayManifest', routes: dayRoutes },
  { prefix: '/api/octo-keys', area: 'admin', routes: octoKeyRoutes },
  { prefix: '/api/dispatch', area: 'dispatch', routes: dispatchRoutes },
  { prefix: '/api/myday', area: 'myDay', routes: myDayRoutes },
  { prefix: '/api/airport', area: 'airport', routes: airportRoutes },
];

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
}

/** Builds the Fastify instance (used by main.ts and by the tests through inject). */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Each route gets the limit that fits it (http/body-limits.ts); this is only the fallback.
    bodyLimit: BODY_LIMITS.json,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Clients send Content-Type: application/json on every call, body or not (sign-out, confirm…);
  // an empty body is "no body", not invalid JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(
        Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
    // Text no column can hold (an unpaired surrogate, NUL) is refused here, once for every route.
    const bad = findBadText(parsed);
    done(bad ? badTextError(bad, 'body') : null, bad ? undefined : parsed);
  });
  registerBodyLimits(app);
  registerTextChecks(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Caravan API',
        version: '1.2.30',
        description: 'Back office for tour suppliers, agencies and arrivals reps',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const tokens = createTokenService(await resolveSecret(database.db, config.jwtSecret), config.tokenTtlHours);
  const writes = writeVersion(database.db, database.dialect);
  const kept = new KeptAnswers({ maxBytes: config.keptListsMb * 1024 * 1024 });
  const ctx: AppContext = { db: database.db, dialect: database.dialect, tokens, config, writes, kept };
  registerWriteMarks(app, writes);
  registerAuthentication(app, database.db, tokens);

  app.get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['platform'],
      response: { 200: z.object({ ok: z.boolean(), database: z.string(), version: z.string() }) },
    },
    handler: async () => ({ ok: true, database: database.dialect, version: '1.2.30' }),
  });
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  for (const m of modules) {
    await app.register(
      async (plugin: App) => {
        plugin.addHook('onRequest', rolesHook(m.area));
        // The area the roles hook admits, written into the OpenAPI description (`x-area`): the
        // tenancy matrix reads which roles each route lets in from there, as the hook does.
        plugin.addHook('onRoute', (route) => {
          const area = route.config?.public === true ? 'public' : (route.config?.area ?? m.area);
          route.schema = { ...route.schema, [ROUTE_AREA_KEY]: area } as typeof route.schema;
        });
        m.routes(plugin, ctx);
      },
      { prefix: m.prefix },
    );
  }
  // The OCTO demo provider: an outside system in miniature, reached by Caravan only over HTTP.
  await app.register(octoDemoProvider(database.db), { prefix: OCTO_DEMO_PREFIX });
  // Caravan as an OCTO supplier (issue 26 item 9): resellers' keys, OCTO's shapes and errors.
  await app.register(
    async (plugin: App) => {
      plugin.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, [ROUTE_AREA_KEY]: 'public' } as typeof route.schema;
      });
      await octoSupplierApi(ctx)(plugin);
    },
    { prefix: OCTO_PREFIX },
  );
  await registerStaticApp(app, config.staticDir);
  await app.ready();
  return { app, ctx };
}
