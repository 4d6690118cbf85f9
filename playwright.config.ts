import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// E2E_PORT lets two runs (say, two engineers' checks) share a machine; a run takes E2E_WORKERS ports
// from it, one server each.
const PORT = Number(process.env.E2E_PORT || 8181);
// E2E_WORKERS runs that many workers, each with its own server and database. One by default: two on
// a 2-core machine took the e2e step from ~30 to 26 minutes only, with more timing failures under
// load (docs/PERFORMANCE.md, "Test suite time").
const WORKERS = Number(process.env.E2E_WORKERS || 1);
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

// Every worker's server starts from an empty database that it seeds with the deterministic demo
// data, so a spec sees the same world whichever worker runs it. Playwright evaluates this file again
// in each worker; the directory is chosen once, in the runner, and handed to workers through the
// environment so they never delete a server's live database.
if (!process.env.CARAVAN_E2E_DATA_ROOT) {
  const dataRoot = path.resolve('data');
  mkdirSync(dataRoot, { recursive: true });
  for (const entry of readdirSync(dataRoot)) {
    if (entry.startsWith(`e2e-${PORT}-`))
      rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
  }
  process.env.CARAVAN_E2E_DATA_ROOT = path.join(dataRoot, `e2e-${PORT}-${Date.now()}`);
}
const dataRoot = process.env.CARAVAN_E2E_DATA_ROOT;
const dataDirOf = (index: number) => path.join(dataRoot, String(index));
// Each server serves its own copy of the build: a spec that deploys a new release (a changed sw.js)
// must not offer that update to the pages of the other worker's specs.
const staticDirOf = (index: number) => path.join(dataDirOf(index), 'static');

// In a worker, TEST_PARALLEL_INDEX (0 … WORKERS-1) says which server is its own; specs that read the
// server's database directly find it at CARAVAN_E2E_DATA_DIR.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.CARAVAN_E2E_DATA_DIR = dataDirOf(worker);
process.env.CARAVAN_E2E_STATIC_DIR = staticDirOf(worker);
const BASE_URL = urlOf(PORT + worker);

const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

const servers = Array.from({ length: WORKERS }, (_, index) => {
  mkdirSync(dataDirOf(index), { recursive: true });
  if (!process.env.TEST_PARALLEL_INDEX && existsSync('dist') && !existsSync(staticDirOf(index)))
    cpSync('dist', staticDirOf(index), { recursive: true });
  const port = PORT + index;
  return {
    command: 'npx tsx server/main.ts',
    url: `${urlOf(port)}/api/health`,
    env: {
      ...inheritedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(index),
      STATIC_DIR: staticDirOf(index),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // One server's demo logins are enough in the log.
    stdout: index === 0 ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_PORT ? `reports/e2e-${PORT}.json` : 'reports/e2e.json' }],
  ],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: servers,
});
