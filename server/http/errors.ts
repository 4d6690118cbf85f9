import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BAD_FIELD_MESSAGES, type BadFieldPlace, type ErrorBody } from '../../contract';
import { fillTemplate } from '../../domain/message-template';
import { OctoError } from '../modules/octo/octo-errors';
import { drainBody } from './body-limits';

/** The closed set of failures a route may answer with (ARCHITECTURE.md "Results and errors"). */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'too_many_requests'
  | 'too_large'
  | 'busy'
  /** A feature whose outside service has no key configured here (a place-rating lookup). */
  | 'not_configured'
  /** An outside service did not answer, in time or at all, or refused (a place-rating lookup). */
  | 'bad_gateway';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  too_many_requests: 429,
  too_large: 413,
  busy: 503,
  not_configured: 503,
  bad_gateway: 502,
};

const TITLE: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'Conflict',
  business_rule: 'Not possible',
  too_many_requests: 'Too many attempts',
  too_large: 'Too large',
  busy: 'Busy',
  not_configured: 'Not configured',
  bad_gateway: 'Bad gateway',
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      title?: string;
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      body?: object;
    } = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody(): ErrorBody & Record<string, unknown> {
    return {
      ...this.extra.body,
      title: this.extra.title ?? TITLE[this.code],
      message: this.message,
      ...(this.extra.fields ? { fields: this.extra.fields } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('bad_request', message, { fields });
export const notFound = (message = 'Not found or not yours') => new AppError('not_found', message);
export const forbidden = (message = 'Your role does not allow this') => new AppError('forbidden', message);

/** 65536 → '64 KB', 16777216 → '16 MB'. */
function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return 'limit';
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/**
 * The router's own failures, before any route or hook runs (Fastify's `frameworkErrors`): a path the
 * router cannot decode (`/api/%`) gets our error body, not Fastify's internal one.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: { url?: string },
  reply: FastifyReply,
): void {
  // The OCTO API answers every failure in OCTO's shape, these too (its plugin's handler never sees them).
  if (/^\/octo(\/|$|\?)/i.test(request.url ?? '')) {
    void reply.status(400).send(new OctoError(400, 'BAD_REQUEST', 'The request could not be routed').body());
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .status(400)
      .send({ title: 'Bad request', message: 'The address is not a valid URL: a % must begin a %XX escape' });
    return;
  }
  void reply.status(400).send({
    title: 'Bad request',
    message: 'The request could not be routed; check its address and headers',
  });
}

/** Fastify's validation contexts as the message names them. */
const PLACES: Record<string, BadFieldPlace> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** One central handler: statuses below 500 show their message; anything else is logged and kept generic. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.headers) reply.headers(err.extra.headers);
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const [first] = Object.entries(fields);
      const where = PLACES[err.validationContext ?? 'body'] ?? 'body';
      return reply.status(400).send({
        title: 'Bad request',
        message: !first
          ? 'Invalid request'
          : first[0] === 'body'
            ? first[1]
            : fillTemplate(BAD_FIELD_MESSAGES[where], { message: first[1], field: first[0] }),
        fields,
      });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .status(400)
          .send({ title: 'Bad request', message: 'The request body is not valid JSON' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // Answered once the rest of the body is read, so the client, still uploading, reads the 413.
        return drainBody(request.raw).then((drained) => {
          // Fastify asks to close the connection (the body was left unread); once drained it need not.
          if (drained) reply.removeHeader('connection');
          return reply.status(413).send({
            title: 'Too large',
            message: `The request body is larger than the ${sizeText(request.routeOptions.bodyLimit)} this call accepts`,
          });
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .status(415)
          .send({ title: 'Unsupported media type', message: 'Send JSON (Content-Type: application/json)' });
    }
    if (err instanceof SyntaxError) {
      return reply.status(400).send({ title: 'Bad request', message: 'The request body is not valid JSON' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ title: 'Bad request', message: err.message });
    }
    request.log.error({ err, url: request.url, method: request.method }, 'unhandled error');
    return reply
      .status(500)
      .send({ title: 'Server error', message: 'Something went wrong on our side; please try again' });
  });
}
