// The renditions worker's entry (renditions.ts starts it). Its code is TypeScript, and a worker thread
// does not inherit tsx from its parent's command line (nor from a test runner), so it loads it through
// tsx's own API, resolved from here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./rendition-worker.ts', import.meta.url);
