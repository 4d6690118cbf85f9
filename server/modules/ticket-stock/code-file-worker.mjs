// The worker thread that reads one uploaded code file (read-code-file.ts starts it ahead of the file
// and throws it away after). Plain JavaScript, as documents/excel-worker.mjs: a worker starts without
// its parent's TypeScript loader.
/* oxlint-disable unicorn/require-post-message-target-origin -- a worker_threads port, not a window */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { parseCodeFile } = await tsImport('./code-file.ts', import.meta.url);

parentPort.once('message', (data) => {
  try {
    parentPort.postMessage({ answer: parseCodeFile(data) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
