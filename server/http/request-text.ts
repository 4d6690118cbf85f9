import type { FastifyInstance } from 'fastify';
import { BAD_FIELD_MESSAGES, type BadFieldPlace } from '../../contract';
import { fillTemplate } from '../../domain/message-template';
import { badRequest } from './errors';
import { findBadText, type BadText } from './text-check';

/** The 400 for a bad text: the message names the field, as the schema errors do. */
export function badTextError(bad: BadText, where: BadFieldPlace) {
  return badRequest(fillTemplate(BAD_FIELD_MESSAGES[where], { message: bad.message, field: bad.field }), {
    [bad.field]: bad.message,
  });
}

/** Query strings and path parameters are checked before any schema or handler sees them. */
export function registerTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, part] of [
      ['query', request.query],
      ['path', request.params],
    ] as const) {
      const bad = findBadText(part, where);
      if (bad) throw badTextError(bad, where);
    }
  });
}
