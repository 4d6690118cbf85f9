// The upload's image work, in a worker thread of its own (see renditions.ts): the base64 decoded, the
// bytes checked, the three renditions cut. One job at a time, in the order they came.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/errors';
import { checkImage, makeRenditions } from './image';
import type { RenditionJob, RenditionOutcome } from './renditions';

async function run(job: RenditionJob): Promise<RenditionOutcome> {
  try {
    const base64 = Buffer.from(job.base64.buffer, job.base64.byteOffset, job.base64.byteLength);
    const bytes = Buffer.from(base64.toString('latin1'), 'base64');
    await checkImage(bytes);
    return { id: job.id, renditions: await makeRenditions(bytes) };
  } catch (e) {
    if (e instanceof AppError)
      return { id: job.id, refused: { code: e.code, message: e.message, extra: e.extra } };
    return { id: job.id, failed: e instanceof Error ? e.message : String(e) };
  }
}

let queue: Promise<unknown> = Promise.resolve();
parentPort!.on('message', (job: RenditionJob) => {
  // worker_threads' MessagePort, not a window's postMessage: there is no origin to name.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  queue = queue.then(async () => parentPort!.postMessage(await run(job)));
});
