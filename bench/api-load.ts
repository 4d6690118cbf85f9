// The API load part of `npm run bench`: one API instance, in its own process, on the bench database
// (bench-database.ts), loaded endpoint by endpoint from this process with autocannon.
import { openDatabase } from '../server/db/database';
import { startApi } from './api-process';
import { signInAll } from './api-sessions';
import type { BenchDatabase } from './bench-database';
import { postgresBackendsOf, type ProcessGroup } from './cpu-usage';
import { buildScenarios } from './load-scenarios';
import { describeResult, runScenario, type EndpointResult, type LoadSettings } from './load-runner';

export interface LoadRun {
  database: string;
  databaseKind: 'sqlite' | 'postgres';
  /** Rows the load ran on, e.g. '1,000,600 bookings, 200,312 arrivals' (set by bench/run.ts). */
  dataset?: string;
  instances: number;
  settings: LoadSettings;
  endpoints: EndpointResult[];
  /** Sum of unexpected answers and errors over all endpoints: anything but 0 fails the bench. */
  problems: number;
}

/** The API instance's port; BENCH_API_PORT moves it where another bench on the machine uses this one. */
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 18_400);
/** New bookings to plan per measured second: above what two cores can take, so the plan never runs out. */
const BOOKINGS_PER_SECOND = 2_500;

export const LOAD_GENERATOR: ProcessGroup = { name: 'load generator', pids: () => [process.pid] };

export function postgresGroup(database: BenchDatabase): ProcessGroup[] {
  const name = database.postgresName;
  return name ? [{ name: 'PostgreSQL', pids: () => postgresBackendsOf(name) }] : [];
}

/** Signs in, prepares the scenarios against `url` and runs them one after another. */
export async function loadEndpoints(
  url: string,
  database: BenchDatabase,
  settings: LoadSettings,
  processes: ProcessGroup[],
): Promise<EndpointResult[]> {
  const tokens = await signInAll(url);
  const direct = openDatabase(database.config, { poolSize: 2 });
  try {
    const scenarios = await buildScenarios({
      url,
      tokens,
      db: direct.db,
      connections: settings.connections,
      bookingsWanted: BOOKINGS_PER_SECOND * (settings.seconds + settings.warmupSeconds),
    });
    const only = process.env.BENCH_ENDPOINTS?.split(',').map((s) => s.trim());
    const results: EndpointResult[] = [];
    for (const scenario of scenarios.filter((s) => !only || only.includes(s.key))) {
      const result = await runScenario(url, scenario, settings, processes);
      console.log(describeResult(result));
      if (scenario.remaining() < 0)
        console.log(
          `   !! the booking plan ran out: ${-scenario.remaining()} requests repeated the last booking`,
        );
      results.push(result);
    }
    return results;
  } finally {
    await direct.close();
  }
}

export async function measureApiLoad(database: BenchDatabase, settings: LoadSettings): Promise<LoadRun> {
  console.log(
    `\nAPI load, one instance, ${database.label}: ${settings.seconds} s per endpoint, ${settings.connections} connections`,
  );
  const api = await startApi({ port: API_PORT, databaseEnv: database.env, seed: true });
  try {
    const endpoints = await loadEndpoints(api.url, database, settings, [
      { name: 'API', pids: () => [api.pid] },
      ...postgresGroup(database),
      LOAD_GENERATOR,
    ]);
    return {
      database: database.label,
      databaseKind: database.kind,
      instances: 1,
      settings,
      endpoints,
      problems: endpoints.reduce((sum, e) => sum + e.unexpected + e.errors, 0),
    };
  } finally {
    await api.stop();
  }
}
