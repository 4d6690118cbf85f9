import type { WriteVersion } from '../db/write-version';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a filtered list): it does not move the write mark. */
    readOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write moves the write mark before its answer leaves, so the caller's next
 * read, on any instance, already misses the results kept from before. Marking in one place means a new
 * write route cannot forget to; a refused write moves it needlessly, which costs one recomputation.
 */
export function registerWriteMarks(app: App, writes: WriteVersion): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config?.readOnly) await writes.bump();
    return payload;
  });
}
