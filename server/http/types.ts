import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contract';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { WriteVersion } from '../db/write-version';
import type { KeptAnswers } from './result-cache';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module's routes need: the database, its dialect, tokens, config and the write mark. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  tokens: TokenService;
  config: Config;
  /** Moves on every write; results kept in memory are keyed by it. */
  writes: WriteVersion;
  /** The memory, bounded in bytes, that every kept list page of this instance shares. */
  kept: KeptAnswers;
}

// Error answers may carry more than title/message (a conflict's current values), so keep extra keys.
const errorResponse = z.looseObject(errorBodySchema.shape);

/** Declares the error statuses a route answers, for validation of our own answers and for OpenAPI. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries([401, ...statuses].map((s) => [s, errorResponse])) as Record<
    401 | S[number],
    typeof errorResponse
  >;
}
