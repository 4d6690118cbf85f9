// The scale-out part of `npm run bench`: two API instances on one PostgreSQL behind the loopback
// balancer (bench/balancer.ts, its own process), the same load as one instance, with the CPU of every
// process; then the idempotent-retry check across both instances.
import { spawn } from 'node:child_process';
import { startApi, type ApiProcess } from './api-process';
import type { BenchDatabase } from './bench-database';
import { checkIdempotentRetries, type RetryCheck } from './idempotent-retries';
import { API_PORT, LOAD_GENERATOR, loadEndpoints, postgresGroup } from './api-load';
import type { EndpointResult, LoadSettings } from './load-runner';

export interface ScaleOutRun {
  database: string;
  /** Rows the load ran on (set by bench/run.ts). */
  dataset?: string;
  instances: number;
  settings: LoadSettings;
  endpoints: EndpointResult[];
  retries: RetryCheck;
  problems: number;
}

const BALANCER_PORT = 18_450;
const RETRY_KEYS = Number(process.env.BENCH_RETRY_KEYS || 300);

async function startBalancer(
  port: number,
  targets: string[],
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/balancer.ts', String(port), ...targets], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the balancer exited with code ${code}`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function measureScaleOut(database: BenchDatabase, settings: LoadSettings): Promise<ScaleOutRun> {
  if (database.kind !== 'postgres')
    throw new Error('the scale-out part needs PostgreSQL: set BENCH_DATABASE_URL=postgres://…');
  console.log(`\nAPI load, two instances behind the loopback balancer, ${database.label}`);
  const apis: ApiProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  try {
    // The first instance migrates and seeds an empty database; the second starts on it as it is.
    apis.push(await startApi({ port: API_PORT + 1, databaseEnv: database.env, seed: true }));
    apis.push(await startApi({ port: API_PORT + 2, databaseEnv: database.env, seed: false }));
    balancer = await startBalancer(
      BALANCER_PORT,
      apis.map((a) => a.url),
    );
    const processes = [
      ...apis.map((api, i) => ({ name: `API ${i + 1}`, pids: () => [api.pid] })),
      { name: 'balancer', pids: () => [balancer!.pid] },
      ...postgresGroup(database),
      LOAD_GENERATOR,
    ];
    const endpoints = await loadEndpoints(balancer.url, database, settings, processes);

    console.log(`\nIdempotent retries: ${RETRY_KEYS} new bookings, each key sent to both instances at once`);
    const retries = await checkIdempotentRetries(
      apis.map((a) => a.url),
      database,
      RETRY_KEYS,
    );
    console.log(
      `  ${retries.created} created, ${retries.replayed} replayed, ${retries.stillRunning} answered 409 still running, ` +
        `${retries.errors} errors, ${retries.duplicated} duplicated and ${retries.missing} missing bookings in the database`,
    );
    for (const sample of retries.errorSamples) console.log(`  !! ${sample}`);
    return {
      database: database.label,
      instances: apis.length,
      settings,
      endpoints,
      retries,
      problems:
        endpoints.reduce((sum, e) => sum + e.unexpected + e.errors, 0) +
        retries.errors +
        retries.duplicated +
        retries.missing,
    };
  } finally {
    await balancer?.stop();
    for (const api of apis) await api.stop();
  }
}
