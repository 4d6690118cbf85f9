import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker never cached
 * (so an update is seen at once), and every other GET answered with index.html for the client router.
 */
export async function registerStaticApp(app: FastifyInstance, dir: string): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/bookings/download/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ title: 'Not found', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!built) {
      return reply.status(404).send({ title: 'Not found', message: 'The app is not built; run npm run build (npm start does it for you)' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
}
