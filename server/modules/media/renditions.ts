import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors';
import type { Rendition } from './image';

/** A job for the renditions worker (rendition-worker.ts). */
export interface RenditionJob {
  id: number;
  /** The base64 text as ASCII bytes (transferred, or copied when it shares Node's buffer pool). */
  base64: Uint8Array;
}

export type RenditionOutcome =
  | { id: number; renditions: Rendition[] }
  | { id: number; refused: { code: AppError['code']; message: string; extra: AppError['extra'] } }
  | { id: number; failed: string };

type Waiting = { resolve: (r: Rendition[]) => void; reject: (e: unknown) => void };

let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let nextId = 1;

/** The worker, started on the first upload; a worker that died is started again on the next. */
function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./rendition-worker-start.mjs', import.meta.url));
  w.unref(); // an idle worker keeps no process alive
  w.on('message', (outcome: RenditionOutcome) => {
    const job = waiting.get(outcome.id);
    if (!job) return;
    waiting.delete(outcome.id);
    if ('renditions' in outcome)
      job.resolve(
        outcome.renditions.map((r) => ({
          ...r,
          data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength),
        })),
      );
    else if ('refused' in outcome)
      job.reject(new AppError(outcome.refused.code, outcome.refused.message, outcome.refused.extra));
    else job.reject(new Error(`renditions failed: ${outcome.failed}`));
  });
  const fail = (error: unknown) => {
    if (worker === w) worker = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the renditions worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/**
 * Decodes the upload's base64, checks the image and cuts its renditions, in one worker thread per
 * instance, one upload after another (a queue: uploads wait for each other, not the other requests).
 * On the event loop this work held up every request: the buffers (the base64 text, the 4 MB image,
 * 5 MB of decoded pixels) were garbage of the API's own heap, and the collections they set off paused
 * it 20–100 ms on this shared machine; the event-loop thread spent 30 ms of CPU per 24 MP upload, 7 ms
 * with the worker (bench/media-upload.ts, docs/PERFORMANCE.md), whose heap and collections are its own.
 * sharp works on libuv's pool either way (image.ts sets its threads; the main thread loads sharp
 * first, through image.ts, as sharp asks on glibc). Refusals (not an image, too many pixels, unreadable)
 * are the same AppErrors image.ts throws.
 */
export function renditionsOf(base64: Buffer): Promise<Rendition[]> {
  const w = theWorker();
  const id = nextId++;
  // A large body owns its memory and moves to the worker without a copy; a small one may sit in Node's
  // shared pool, which must not move: it is copied.
  const own = base64.buffer.byteLength > Buffer.poolSize;
  const bytes = own
    ? new Uint8Array(base64.buffer, base64.byteOffset, base64.byteLength)
    : new Uint8Array(base64);
  return new Promise<Rendition[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    if (waiting.size === 1) w.ref(); // a job in hand keeps the process until it is answered
    const job: RenditionJob = { id, base64: bytes };
    w.postMessage(job, own ? [bytes.buffer as ArrayBuffer] : []);
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  });
}
