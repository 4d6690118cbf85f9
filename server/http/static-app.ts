import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built app: public, and cached as the file's kind says (not `no-store`). */
    staticFile?: boolean;
  }
}

/**
 * The path as the router understands it, to tell API paths from the app's client routes: decoded
 * (repeatedly, so %2561 is no way round), slashes collapsed, dot segments resolved, lower case.
 */
export function normalizedPath(url: string): string {
  let p = url.split('?')[0];
  for (let i = 0; i < 3 && p.includes('%'); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of p.replaceAll('\\', '/').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

const API_PATH = /^\/(api|bookings\/download)(\/|$)/;

/** True for any spelling of a path under /api or /bookings/download/: never answered with the app. */
export function isApiPath(url: string): boolean {
  return API_PATH.test(normalizedPath(url));
}

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker never cached
 * (so an update is seen at once), and every other GET answered with index.html for the client router.
 */
export async function registerStaticApp(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    // The file routes say they are public (and static files) in their own config, as every other
    // public route does, so the guard and the headers decide from the matched route alone.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true, staticFile: true };
      });
      await files.register(fastifyStatic, {
        root: dir,
        wildcard: false,
        index: false,
        // send's own Cache-Control (public, max-age=0) is applied after setHeaders and replaced ours, so
        // hashed assets were revalidated on every load; it is off and every file's header is set here.
        cacheControl: false,
        setHeaders(res, filePath) {
          const name = path.basename(filePath);
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest'))
            res.setHeader('Cache-Control', 'no-cache');
          else res.setHeader('Cache-Control', 'public, max-age=0');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        title: 'Not found',
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (!built) {
      return reply.status(404).send({
        title: 'Not found',
        message: 'The app is not built; run npm run build (npm start does it for you)',
      });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
}
