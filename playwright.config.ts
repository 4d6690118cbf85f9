import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// E2E_PORT lets two runs (say, two engineers' checks) share a machine.
const PORT = Number(process.env.E2E_PORT || 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Every run starts from an empty database that the server seeds with the deterministic demo data.
// Playwright evaluates this file again in each worker; the directory is chosen once, in the runner,
// and handed to workers through the environment so they never delete the server's live database.
if (!process.env.CARAVAN_E2E_DATA_DIR) {
  const dataRoot = path.resolve('data');
  mkdirSync(dataRoot, { recursive: true });
  for (const entry of readdirSync(dataRoot)) {
    if (entry.startsWith(`e2e-${PORT}-`))
      rmSync(path.join(dataRoot, entry), { recursive: true, force: true });
  }
  process.env.CARAVAN_E2E_DATA_DIR = path.join(dataRoot, `e2e-${PORT}-${Date.now()}`);
  mkdirSync(process.env.CARAVAN_E2E_DATA_DIR, { recursive: true });
}
const dataDir = process.env.CARAVAN_E2E_DATA_DIR;

const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
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
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${BASE_URL}/api/health`,
    env: {
      ...inheritedEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
