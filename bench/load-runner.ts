// Runs one scenario with autocannon for a bounded time and keeps what the report needs: every response
// time (for p50/p95/p99), the count of each status, socket errors and timeouts, and the CPU each
// process used meanwhile. autocannon runs in the bench's process, never in an API's.
import os from 'node:os';
import autocannon from 'autocannon';
import { startCpuMeasure, type CpuReport, type ProcessGroup } from './cpu-usage';
import { summarizeLatencies, type LatencySummary } from './percentiles';
import type { LoadScenario, ScenarioKind } from './load-scenarios';

export interface LoadSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface EndpointResult {
  key: string;
  name: string;
  request: string;
  kind: ScenarioKind;
  seconds: number;
  connections: number;
  responses: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  statuses: Record<string, number>;
  /** Answers whose status the scenario does not expect (warm-up included). */
  unexpected: number;
  /** Socket errors and timeouts: requests that got no answer. */
  errors: number;
  cpu: CpuReport;
}

interface RawRun {
  latencies: number[];
  statuses: Record<string, number>;
  unexpected: number;
  errors: number;
  seconds: number;
}

async function fire(
  url: string,
  scenario: LoadScenario,
  seconds: number,
  connections: number,
): Promise<RawRun> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let unexpected = 0;
  let errors = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      // Requests are handed over fresh: autocannon mutates them (headers) as it builds each one.
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        requests: scenario.requests.map((r) => ({ ...r })),
      },
      (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!scenario.expected(status)) unexpected++;
    });
    instance.on('reqError', () => errors++);
  });
  return { latencies, statuses, unexpected, errors, seconds: (performance.now() - started) / 1000 };
}

/** A short warm-up (not counted, except its wrong answers), then the measured run. */
export async function runScenario(
  url: string,
  scenario: LoadScenario,
  settings: LoadSettings,
  processes: ProcessGroup[],
): Promise<EndpointResult> {
  const warm =
    settings.warmupSeconds > 0
      ? await fire(url, scenario, settings.warmupSeconds, settings.connections)
      : null;
  const stopCpu = startCpuMeasure(processes, os.availableParallelism());
  const run = await fire(url, scenario, settings.seconds, settings.connections);
  const cpu = stopCpu();
  return {
    key: scenario.key,
    name: scenario.name,
    request: scenario.request,
    kind: scenario.kind,
    seconds: Number(run.seconds.toFixed(2)),
    connections: settings.connections,
    responses: run.latencies.length,
    requestsPerSecond: run.latencies.length / run.seconds,
    latencyMs: summarizeLatencies(run.latencies),
    statuses: run.statuses,
    unexpected: run.unexpected + (warm?.unexpected ?? 0),
    errors: run.errors + (warm?.errors ?? 0),
    cpu,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');

/** One line per endpoint for the console. */
export function describeResult(r: EndpointResult): string {
  const cpu = Object.entries(r.cpu.processes)
    .map(([name, percent]) => `${name} ${percent.toFixed(0)}%`)
    .join(', ');
  const statuses = Object.entries(r.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const alarm =
    r.unexpected + r.errors > 0 ? `  !! ${r.unexpected} unexpected answers, ${r.errors} errors` : '';
  return (
    `${r.name.padEnd(58)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.latencyMs.p50)}  p95 ${ms(r.latencyMs.p95)}  p99 ${ms(r.latencyMs.p99)} ms` +
    `  [${statuses}]  CPU (% of one core): ${cpu}; machine ${r.cpu.machineBusyPercent.toFixed(0)}% of ${r.cpu.cores} cores${alarm}`
  );
}
