// Turns each part's measurements into rows of the figures table (figure, goal, measured), with the
// goals of issues 4, 5, 6 and 7.
import type { LoadRun } from './api-load';
import type { EndpointResult } from './load-runner';
import type { OfflineFigures } from './offline';
import { median } from './offline-plan';
import type { ScaleOutRun } from './scale-out';

export interface Figure {
  figure: string;
  goal: string;
  measured: string;
}

const GOALS: Record<EndpointResult['kind'], string> = {
  list: 'p95 ≤ 30 ms',
  single: 'p95 ≤ 20 ms',
  save: 'p95 ≤ 50 ms',
  create: '≥ 300 bookings/s sustained',
  'sign-in': 'record (scrypt is slow by design)',
};
/** Issue 7: the arrivals list serves at least 1,500 requests a second on one instance. */
const ARRIVALS_RATE_GOAL = '≥ 1,500 req/s on one instance';

const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms` : '–');
const rate = (v: number) => Math.round(v).toLocaleString('en-US');
const dbName = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'SQLite');

function problemsOf(e: EndpointResult): string {
  return e.unexpected + e.errors === 0
    ? '0 errors'
    : `**${e.unexpected} unexpected answers, ${e.errors} errors**`;
}

function endpointMeasured(e: EndpointResult): string {
  const head =
    e.kind === 'create'
      ? `${rate(e.requestsPerSecond)} bookings/s, p95 ${ms(e.latencyMs.p95)}`
      : `p95 ${ms(e.latencyMs.p95)}, ${rate(e.requestsPerSecond)} req/s`;
  return `${head} (p50 ${ms(e.latencyMs.p50)}, p99 ${ms(e.latencyMs.p99)}; ${problemsOf(e)})`;
}

export function loadFigures(run: LoadRun): Figure[] {
  return run.endpoints.map((e) => ({
    figure: `API ${e.name} — \`${e.request}\`, ${dbName(run.databaseKind)}${run.dataset ? ` (${run.dataset})` : ''}, 1 instance, ${e.connections} connections, ${e.seconds.toFixed(0)} s`,
    goal: e.key === 'arrivals-default' ? `${GOALS.list}; ${ARRIVALS_RATE_GOAL}` : GOALS[e.kind],
    measured: `${endpointMeasured(e)}; CPU: API ${e.cpu.processes.API?.toFixed(0)}% of a core, load generator ${e.cpu.processes['load generator']?.toFixed(0)}%, machine ${e.cpu.machineBusyPercent.toFixed(0)}% busy`,
  }));
}

/**
 * The CPU split, and who held the cores: the bench's own processes (the cores are the limit, not
 * Caravan) or other work on the machine (the figures then say little).
 */
function cpuSplit(e: EndpointResult): string {
  const parts = Object.entries(e.cpu.processes).map(([name, percent]) => `${name} ${percent.toFixed(0)}%`);
  const ours = Object.values(e.cpu.processes).reduce((sum, percent) => sum + percent, 0);
  const busy = e.cpu.machineBusyPercent >= 90;
  const verdict = !busy
    ? ''
    : ours >= 0.8 * e.cpu.cores * 100
      ? ' — the cores are the limit, not Caravan'
      : ` — other work held ${Math.round(e.cpu.cores * 100 - ours)}% of a core's worth: not a representative run`;
  return `CPU (% of one core): ${parts.join(', ')}; machine ${e.cpu.machineBusyPercent.toFixed(0)}% busy of ${e.cpu.cores} cores${verdict}`;
}

export function scaleOutFigures(run: ScaleOutRun, oneInstance: LoadRun | null): Figure[] {
  const single = new Map(oneInstance?.endpoints.map((e) => [e.key, e]) ?? []);
  const rows: Figure[] = run.endpoints.map((e) => {
    const one = single.get(e.key);
    return {
      figure: `API ${e.name} — 2 instances behind the loopback balancer, PostgreSQL${run.dataset ? ` (${run.dataset})` : ''}, ${e.connections} connections`,
      goal: 'serves the same load with 0 errors; throughput beside one instance',
      measured: `${rate(e.requestsPerSecond)} req/s (1 instance: ${one ? `${rate(one.requestsPerSecond)} req/s` : 'not measured in this run'}), p95 ${ms(e.latencyMs.p95)}, ${problemsOf(e)}; ${cpuSplit(e)}`,
    };
  });
  const r = run.retries;
  rows.push({
    figure: `Concurrent idempotent retries: ${r.keys} new bookings, each Idempotency-Key sent to both instances at once`,
    goal: '0 duplicated bookings, 0 errors (409 "still being processed" allowed)',
    measured:
      `${r.duplicated} duplicated, ${r.missing} missing, ${r.errors} errors; ${r.created} created, ${r.replayed} replayed, ` +
      `${r.stillRunning} answered 409 still running`,
  });
  return rows;
}

/** Issue 6, Speed: the installed app offline, and the replay of a long outbox. */
export function offlineFigures(f: OfflineFigures): Figure[] {
  const load = `load ${f.loadBefore.toFixed(1)}→${f.loadAfter.toFixed(1)}`;
  const starts = (values: number[]) =>
    `median ${(median(values) / 1000).toFixed(2)} s, max ${(Math.max(...values) / 1000).toFixed(2)} s (${values.length} runs)`;
  const r = f.replay;
  const notSent = Object.entries(r.notSent).map(([state, n]) => `${n} ${state}`);
  return [
    {
      figure:
        'Offline start to first arrivals card (CPU ×4): installed app, phone size, navigation → first card visible',
      goal: '≤ 1 s',
      measured: `${starts(f.offlineStartMs)}; first visit online for comparison: ${starts(f.coldOnlineStartMs)}; ${load}`,
    },
    {
      figure: `Replay of ${r.operations} queued operations: group-info edits over ${r.groups} groups (up to ${r.maxPerGroup} on one), network back → all sent`,
      goal: '≤ 15 s, 0 lost, 0 duplicated',
      measured:
        `${r.timedOut ? '**timed out after** ' : ''}${r.seconds.toFixed(1)} s, ${Math.round(r.sent / r.seconds)} ops/s; ` +
        `${r.check.lost} lost, ${r.check.duplicated} duplicated${notSent.length > 0 ? `; not sent: ${notSent.join(', ')}` : ''}; ${load}`,
    },
  ];
}
