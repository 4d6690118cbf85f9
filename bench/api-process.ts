// One API instance for the load bench: `server/main.ts` in its own process (the load comes from
// another), loopback only, on the bench database. Its pid is the server's own, so /proc reads its CPU.
import { spawn } from 'node:child_process';

export interface ApiProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface ApiProcessOptions {
  port: number;
  /** Environment naming the database (DATABASE_URL, or DATA_DIR for a fresh SQLite file). */
  databaseEnv: Record<string, string>;
  /** Seed the demo world into an empty database (the first instance); later instances find it seeded. */
  seed: boolean;
}

const START_TIMEOUT_MS = 120_000;

export async function startApi({ port, databaseEnv, seed }: ApiProcessOptions): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: seed ? 'demo' : 'none',
    LOG_LEVEL: 'warn',
  };
  // The bench's own database settings win over whatever the shell had for development.
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, databaseEnv);
  // BENCH_API_CPU_PROF=<dir>: a V8 CPU profile of the API, written there when the run stops it.
  const profile = process.env.BENCH_API_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `the API on port ${port} exited with code ${child.exitCode}: ${stderr.trim() || '(no message)'}`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the API on port ${port} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}
