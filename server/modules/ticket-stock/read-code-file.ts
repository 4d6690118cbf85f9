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

function inWorker(data: Uint8Array): Promise<CodeFileAnswer | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./code-file-worker.mjs', import.meta.url), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let done = false;
    const finish = (answer: CodeFileAnswer | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), PARSE_TIMEOUT_MS);
    worker.on('message', (m: { answer?: CodeFileAnswer; error?: string }) => finish(m.answer ?? null));
    worker.on('error', () => finish(null));
    worker.on('exit', () => finish(null));
  });
}
