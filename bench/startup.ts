// Cold start of the API on an existing database: process spawn → first answer of /api/health.
// The first run seeds a fresh database (not timed); the next runs are timed. Loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 18_181;

async function startOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the server did not answer within 120 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function measureStartup(runs = 3): Promise<{ firstStartMs: number; coldStartMs: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-'));
  try {
    const firstStartMs = await startOnce(dataDir);
    const coldStartMs: number[] = [];
    for (let i = 0; i < runs; i++) coldStartMs.push(await startOnce(dataDir));
    return { firstStartMs, coldStartMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
