// CPU time of processes and of the whole machine, read from /proc (Linux), so a load run can say
// which process used the cores: the API instances, the balancer, PostgreSQL or the load generator.
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc's counters (USER_HZ); 100 on every Linux this bench runs on. */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * User + system ticks from the text of /proc/<pid>/stat. The command name (field 2) is in parentheses
 * and may itself hold spaces or parentheses, so fields are counted from the last ')'.
 */
export function ticksOfProcStat(text: string): number {
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error(`not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  return utime + stime;
}

/** Busy and total ticks of all cores from the first line of /proc/stat. */
export function machineTicksOfProcStat(text: string): { busy: number; total: number } {
  const fields = text.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest times are already inside user and nice).
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** CPU use as a percentage of one core: 100 % is one core busy for the whole interval. */
export function percentOfOneCore(ticks: number, wallMs: number, clockTicks = CLOCK_TICKS): number {
  if (wallMs <= 0) return 0;
  return (ticks / clockTicks / (wallMs / 1000)) * 100;
}

export function processTicks(pid: number): number {
  try {
    return ticksOfProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0; // the process has exited, or this is not Linux: it used nothing we can see
  }
}

export function machineTicks(): { busy: number; total: number } {
  try {
    return machineTicksOfProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * Whether a process title is a PostgreSQL backend serving `database`. Backends are titled
 * "postgres: [<cluster>: ]<user> <database> <client address>(<port>) <state>"; Debian names the
 * cluster ("15/main"). The server's own processes (checkpointer, walwriter…) have no client address.
 */
export function isPostgresBackendOf(title: string, database: string): boolean {
  const match = /^postgres: (?:\S+\/\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title.trim());
  return match !== null && match[1] === database;
}

/** PostgreSQL backends serving one database; other databases on the same server are not counted. */
export function postgresBackendsOf(database: string): number[] {
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (isPostgresBackendOf(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '), database))
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A named group of processes whose CPU is reported together (e.g. all PostgreSQL backends). */
export interface ProcessGroup {
  name: string;
  pids: () => number[];
}

export interface CpuReport {
  /** Per group, % of one core over the interval. */
  processes: Record<string, number>;
  /** All cores together, 0–100 % of the machine. */
  machineBusyPercent: number;
  cores: number;
}

/** Starts measuring; the returned function ends the interval and reports. */
export function startCpuMeasure(groups: ProcessGroup[], cores: number): () => CpuReport {
  const started = performance.now();
  const machineBefore = machineTicks();
  const before = new Map<string, Map<number, number>>();
  for (const g of groups) before.set(g.name, new Map(g.pids().map((pid) => [pid, processTicks(pid)])));
  return () => {
    const wallMs = performance.now() - started;
    const machineAfter = machineTicks();
    const processes: Record<string, number> = {};
    for (const g of groups) {
      const start = before.get(g.name)!;
      // A backend that appeared during the run started from zero ticks.
      const pids = new Set([...start.keys(), ...g.pids()]);
      let ticks = 0;
      for (const pid of pids) ticks += Math.max(0, processTicks(pid) - (start.get(pid) ?? 0));
      processes[g.name] = percentOfOneCore(ticks, wallMs);
    }
    const total = machineAfter.total - machineBefore.total;
    return {
      processes,
      machineBusyPercent: total > 0 ? ((machineAfter.busy - machineBefore.busy) / total) * 100 : 0,
      cores,
    };
  };
}
