import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors';
import type { ExcelJobAnswer } from './excel-job';

interface Job {
  body: Uint8Array;
  resolve: (answer: ExcelJobAnswer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export interface ExcelPool {
  /** The export of one raw JSON body, built off the event loop. */
  build(body: Uint8Array): Promise<ExcelJobAnswer>;
  close(): Promise<void>;
}

export interface ExcelPoolOptions {
  /** Worker threads at most; one spare core is left to the event loop. */
  size?: number;
  /** Exports waiting for a worker at most; each holds its body (up to 16 MB) meanwhile. */
  maxWaiting?: number;
}

const defaultSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * A small pool of worker threads for Excel exports. Workers start on the first export and stay for
 * the next; a worker that dies fails only its own export and is replaced on demand.
 */
export function createExcelPool({ size = defaultSize(), maxWaiting = 8 }: ExcelPoolOptions = {}): ExcelPool {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let closed = false;

  function finish(slot: Slot, outcome: { answer?: ExcelJobAnswer; error?: Error }): void {
    const job = slot.job;
    slot.job = null;
    if (job && outcome.error) job.reject(outcome.error);
    else if (job && outcome.answer) job.resolve(outcome.answer);
    dispatch();
  }

  function start(): Slot {
    // 500,000 cells peak near 400 MB in the worker; the cap keeps a runaway build from taking the process.
    const worker = new Worker(new URL('./excel-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 1536 },
    });
    // The HTTP server keeps the process alive, not an idle worker (tests and scripts end on their own).
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (message: { answer?: ExcelJobAnswer; error?: string }) =>
      finish(
        slot,
        message.error
          ? { error: new Error(`Excel export failed in its worker: ${message.error}`) }
          : { answer: message.answer },
      ),
    );
    const lost = (error: Error) => {
      const at = slots.indexOf(slot);
      if (at < 0) return;
      slots.splice(at, 1);
      finish(slot, { error });
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The Excel worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    if (closed) return;
    while (waiting.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? start() : null);
      if (!slot) return;
      const job = waiting.shift()!;
      slot.job = job;
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker, not a window
      slot.worker.postMessage({ body: job.body });
    }
  }

  return {
    build(body) {
      if (closed) return Promise.reject(new Error('The Excel pool is closed'));
      const busy = slots.length >= size && slots.every((s) => s.job !== null);
      if (busy && waiting.length >= maxWaiting) {
        return Promise.reject(
          new AppError(
            'busy',
            'Too many Excel exports are being built right now; try again in a few seconds',
            { headers: { 'Retry-After': '5' } },
          ),
        );
      }
      return new Promise<ExcelJobAnswer>((resolve, reject) => {
        waiting.push({ body, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const stopped = slots.splice(0);
      for (const job of [...waiting.splice(0), ...stopped.flatMap((s) => (s.job ? [s.job] : []))])
        job.reject(new Error('The Excel pool is closed'));
      await Promise.all(stopped.map((s) => s.worker.terminate()));
    },
  };
}
