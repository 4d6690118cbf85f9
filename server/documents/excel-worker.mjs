// The worker thread that builds Excel exports (excel-pool.ts starts it). Plain JavaScript on purpose:
// a worker starts without the TypeScript loader of its parent (tsx in production and e2e, Vite's in
// vitest), so it loads the TypeScript job itself through tsx's API.
/* oxlint-disable unicorn/require-post-message-target-origin -- a worker_threads port, not a window: its second argument is the transfer list */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { excelExportOf } = await tsImport('./excel-job.ts', import.meta.url);

parentPort.on('message', ({ body }) => {
  try {
    const answer = excelExportOf(body);
    if (!answer.ok) return parentPort.postMessage({ answer });
    // A fresh buffer of its own (xlsx may hand back a slice of a pooled one), moved, not copied.
    const file = new Uint8Array(answer.file.byteLength);
    file.set(answer.file);
    parentPort.postMessage({ answer: { ...answer, file } }, [file.buffer]);
  } catch (error) {
    parentPort.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
