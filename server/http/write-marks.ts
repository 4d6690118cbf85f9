import type { WriteArea, WriteVersion } from '../db/write-version';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a filtered list): it does not move the write mark. */
    readOnly?: boolean;
    /**
     * The areas a state-changing route may write (server/db/write-version.ts). Only their marks move, so
     * lists that read none of them stay kept. A route that names none moves every area's mark.
     */
    writes?: readonly WriteArea[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refusals thrown before anything was committed (bad input, no session, no right, not found, a business
 * rule): these must not move the mark, or anyone could keep every list recomputing by sending junk.
 * A 409 may come with the fields that did not clash applied (a group-info save), so it moves it.
 */
const NOTHING_WRITTEN = new Set([400, 401, 403, 404, 413, 415, 422, 429]);

/**
 * Every request that may have written moves the marks of the areas its route writes (all of them when
 * it does not say) before its answer leaves, so the caller's next read, on any instance, already
 * misses the results kept from before. Marking in one place means a new write route cannot forget to.
 */
export function registerWriteMarks(app: App, writes: WriteVersion): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const mayHaveWritten =
      !SAFE_METHODS.has(request.method) && !config?.readOnly && !NOTHING_WRITTEN.has(reply.statusCode);
    if (mayHaveWritten) await writes.bump(config?.writes);
    return payload;
  });
}
