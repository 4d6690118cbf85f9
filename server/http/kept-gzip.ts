import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { wantsFresh, type ResultCache } from './result-cache';

/**
 * Whether the caller takes gzip (RFC 9110 Accept-Encoding: "gzip" or "*", unless its q is 0). Every
 * browser sends it; tests and scripts often do not.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * sendKept for a large answer: the kept bytes are the serialized answer gzipped once (a few ms at level
 * 1 for megabytes of JSON that repeats itself), sent as they are to a caller that takes gzip and
 * unzipped for one that does not. Megabytes kept become a tenth of that in memory and on the wire.
 */
export async function sendKeptGzip(
  pages: ResultCache<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: unknown,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  return sendKeptGzipBytes(pages, request, reply, key, async () =>
    gzipSync(Buffer.from(reply.serialize(await compute()) as string), { level: 1 }),
  );
}

/**
 * sendKeptGzip for an answer the caller serializes and gzips itself, exactly as the route's response
 * schema would write it (the agents' tour list, kept per tour: server/modules/catalogue/sale-list.ts).
 */
export async function sendKeptGzipBytes(
  pages: ResultCache<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: unknown,
  computeGzip: () => Promise<Buffer>,
): Promise<FastifyReply> {
  const zipped = await pages.get(JSON.stringify(key), computeGzip, wantsFresh(request));
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(zipped as never);
  return reply.send(gunzipSync(zipped) as never);
}
