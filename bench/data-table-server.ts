// A throw-away server (built app + API, demo seed) for the data-table bench; loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 120 s');
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  if (!fs.existsSync('dist/index.html')) throw new Error('No build in dist/: run `npx vite build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-table-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
