import { z } from 'zod';
import {
  BOOKING_STATUS_ACTIONS,
  bookingStatusRefusalSchema,
  errorBodySchema,
  ID_TOO_LARGE,
  MAX_ID,
} from '../../../contract';
import { ACTOR_ROLES } from '../../../domain/booking-transitions';
import { hasAnyRole } from '../../auth/guard';
import { currentScope, supplierFilterOrNull } from '../../auth/scope';
import { runIdempotent } from '../../http/idempotency';
import { errorResponses, type App, type AppContext } from '../../http/types';
import type { BookingScope } from './list-repo';
import { cancellationQuote, changeStatus } from './status-service';
import { providerConnector } from '../external-bookings/connect';
import { cancelWithProvider } from '../external-bookings/cancel';

const params = z.object({
  id: z.coerce
    .number({ error: 'The booking number must be a number' })
    .int()
    .positive('The booking number must be a number')
    .max(MAX_ID, ID_TOO_LARGE),
  action: z.enum(BOOKING_STATUS_ACTIONS, { error: 'The action must be confirm, cancel or complete' }),
});
const answer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  refundPercent: z.number().nullable(),
});
// A refusal of the transition table carries its reason and the booking's status now; the other answers
// with these statuses (a key reused for another request, the same key still running) are plain.
const refusal = z.union([bookingStatusRefusalSchema, z.looseObject(errorBodySchema.shape)]);

/** Staff act within their supplier scope; an agent on their own bookings (an agency admin: the agency's). */
function statusScope(caller: ReturnType<typeof currentScope>): BookingScope {
  const { user } = caller;
  let scope: BookingScope | null = null;
  if (hasAnyRole(user, ACTOR_ROLES.staff)) scope = supplierFilterOrNull(caller);
  if (!scope && user.agencyId != null)
    scope = user.isAgencyAdmin ? { agencyId: user.agencyId } : { agentId: user.id };
  return scope ?? { agentId: user.id };
}

const quote = z.object({
  id: z.number().int(),
  refundPercent: z.number(),
  refundAmount: z.number(),
  grossSales: z.number(),
});

export function bookingStatusRoutes(app: App, ctx: AppContext): void {
  const { db } = ctx;
  app.get('/:id/cancel', {
    schema: {
      tags: ['bookings'],
      description:
        'What cancelling the booking now would refund (percent and amount in USD), by the rule the cancel applies; the same refusals as the cancel (403, 409) when it may not be cancelled.',
      params: params.pick({ id: true }),
      response: { 200: quote, ...errorResponses(400, 404), 403: refusal, 409: refusal, 422: refusal },
    },
    handler: async (request) => {
      const caller = currentScope(request);
      return cancellationQuote(db, caller.user, statusScope(caller), request.params.id);
    },
  });
  // A booking made before its provider was switched off is still cancelled there.
  const connect = providerConnector(ctx, { includeInactive: true });
  app.post('/:id/:action', {
    config: { writes: ['bookings'] },
    schema: {
      tags: ['bookings'],
      description:
        'Moves the booking along the transition table (docs/decisions.md). A cancel of tickets bought from a provider (OCTO) cancels them there first; 502 (reason provider_*) when the provider fails, the booking unchanged. 409: the status now does not allow it, most often a change that lost a race (reason status_changed, status now); 422: too early (reason too_early); 403: the role may not (reason not_allowed).',
      params,
      response: {
        200: answer,
        ...errorResponses(400, 404, 502, 503),
        403: refusal,
        409: refusal,
        422: refusal,
      },
    },
    handler: async (request, reply) => {
      const caller = currentScope(request);
      const { user } = caller;
      const finalScope = statusScope(caller);
      // Tickets bought from a provider are cancelled there first, outside the status's transaction.
      if (request.params.action === 'cancel')
        await cancelWithProvider(db, connect, user, finalScope, request.params.id);
      return runIdempotent(db, request, reply, (trx) =>
        changeStatus(trx, user, finalScope, request.params.id, request.params.action),
      );
    },
  });
}
