// What each call of an in-process bench costs: its wall time, the CPU of this process (the API, and
// SQLite's work, which runs here) and, on PostgreSQL, the CPU of the database's backends. On a machine
// shared with others wall time is mostly the wait for a core; the CPU columns are the call's own cost.
import os from 'node:os';
import { CLOCK_TICKS, postgresBackendsOf, processTicks } from './cpu-usage';
import { summarizeLatencies } from './percentiles';

export interface CallCosts {
  /** Runs one call and records its costs under `name`; a status of 300 or more throws. */
  time: (name: string, run: () => Promise<{ statusCode: number; body: string }>) => Promise<void>;
  /** The figures as a Markdown table, headed by the dialect, the rounds and the load average. */
  table: (title: string) => string;
}

/**
 * `postgresDatabase`: the database whose backends to count (null on SQLite). Its backends are listed
 * before and after each call (outside the timed part), since the pool closes idle connections and opens
 * new ones; /proc counts in ticks of 10 ms, so their CPU is given as the mean a call over all the calls
 * of a name.
 */
export function callCosts(postgresDatabase: string | null): CallCosts {
  const backends = () =>
    new Map(
      (postgresDatabase ? postgresBackendsOf(postgresDatabase) : []).map((pid) => [pid, processTicks(pid)]),
    );
  /** Ticks the backends used since `before`; one that started meanwhile counts from zero. */
  const pgTicksSince = (before: Map<number, number>) => {
    let ticks = 0;
    for (const [pid, now] of backends()) ticks += Math.max(0, now - (before.get(pid) ?? 0));
    return ticks;
  };
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  const pgMs: Record<string, number> = {};
  const load0 = os.loadavg();

  return {
    async time(name, run) {
      const p0 = backends();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const res = await run();
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      pgMs[name] = (pgMs[name] ?? 0) + (pgTicksSince(p0) / CLOCK_TICKS) * 1000;
      if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      (wall[name] ??= []).push(ms);
      (cpu[name] ??= []).push((c.user + c.system) / 1000);
    },
    table(title) {
      const fmt = (n: number) => n.toFixed(1);
      const load = `load average ${load0.map(fmt).join(' ')} → ${os.loadavg().map(fmt).join(' ')} on ${os.cpus().length} cores`;
      const pg = postgresDatabase !== null;
      const lines = [
        `${title}, ${load}:`,
        `| call | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms |${pg ? ' PostgreSQL CPU ms a call |' : ''}`,
        `|---|---|---|---|---|---|${pg ? '---|' : ''}`,
      ];
      for (const [name, values] of Object.entries(wall)) {
        const s = summarizeLatencies(values);
        const c = summarizeLatencies(cpu[name]);
        lines.push(
          `| ${name} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} | ${fmt(c.p50)} | ${fmt(c.p95)} |` +
            (pg ? ` ${fmt(pgMs[name] / values.length)} |` : ''),
        );
      }
      return lines.join('\n');
    },
  };
}
