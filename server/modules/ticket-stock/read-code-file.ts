import { Worker } from 'node:worker_threads';
import { TICKET_CODE_FILE_MAX_BYTES } from '../../../contract';
import { AppError, badRequest } from '../../http/errors';
import type { CodeFileAnswer, CodeRow } from './code-file';

/** Longer than any honest file takes (100,000 rows read in about a second). */
const PARSE_TIMEOUT_MS = 20_000;

/** A refusal of the file, shown at its field. */
const bad = (message: string) => badRequest(message, { data: message });

/**
 * The codes of an uploaded file (a base64 data URL), read in a worker thread of its own: SheetJS
 * 0.18.5, the last on the npm registry, has known flaws with crafted files (prototype pollution,
 * CVE-2023-30533; a slow regular expression, CVE-2024-22363). In a worker a polluted prototype is
 * the worker's, thrown away with it, and a parse that runs away is ended after 20 s without holding up
 * the event loop. Read before the import's transaction, so no write waits on it.
 */
export async function readCodeFile(dataUrl: string): Promise<CodeRow[]> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0) throw bad('The file is empty');
  if (bytes.length > TICKET_CODE_FILE_MAX_BYTES)
    throw new AppError('too_large', 'The file is larger than 5 MB');
  const answer = await inWorker(new Uint8Array(bytes));
  if (!answer) throw bad('The file could not be read as a spreadsheet');
  if (!answer.ok) throw bad(answer.problem);
  return answer.rows;
}

interface Reader {
  worker: Worker;
  /** The worker has loaded the parser (false: it failed to start). */
  ready: Promise<boolean>;
  /** Its one answer (null: it died, or timed out). */
  answer: Promise<CodeFileAnswer | null>;
}

/** A worker for one file, started before the file comes: starting one (tsx, SheetJS) takes a while. */
function startReader(): Reader {
  const worker = new Worker(new URL('./code-file-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  // An idle reader does not keep the process alive.
  worker.unref();
  let ready!: (ok: boolean) => void;
  let answer!: (a: CodeFileAnswer | null) => void;
  const reader: Reader = {
    worker,
    ready: new Promise((resolve) => (ready = resolve)),
    answer: new Promise((resolve) => (answer = resolve)),
  };
  worker.on('message', (m: { ready?: boolean; answer?: CodeFileAnswer; error?: string }) => {
    if (m.ready) ready(true);
    else answer(m.answer ?? null);
  });
  const lost = () => {
    ready(false);
    answer(null);
  };
  worker.on('error', lost);
  worker.on('exit', lost);
  return reader;
}

let next: Reader | null = null;

/** One file in a fresh worker, thrown away after; the next file's worker starts meanwhile. */
async function inWorker(data: Uint8Array): Promise<CodeFileAnswer | null> {
  const reader = next ?? startReader();
  next = startReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PARSE_TIMEOUT_MS);
  });
  try {
    if (!(await Promise.race([reader.ready, timeout]))) return null;
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker_threads port, not a window
    reader.worker.postMessage(data);
    return await Promise.race([reader.answer, timeout]);
  } finally {
    clearTimeout(timer);
    void reader.worker.terminate();
  }
}
