import { describe, expect, it } from 'vitest';
import {
  isPostgresBackendOf,
  machineTicksOfProcStat,
  percentOfOneCore,
  ticksOfProcStat,
} from '../../../bench/cpu-usage';

// /proc/<pid>/stat: utime (field 14) = 250 and stime (15) = 50. The name holds spaces and a ')'.
const STAT =
  '4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 250 50 0 0 20 0 11 0 1234 100000 2000 18446744073709551615';

describe('bench CPU use from /proc', () => {
  it('adds user and system ticks of a process, counting fields after the name', () => {
    expect(ticksOfProcStat(STAT)).toBe(300);
  });

  it('refuses text that is not a stat line', () => {
    expect(() => ticksOfProcStat('no such process')).toThrow(/not a \/proc/);
  });

  it('reads busy and total ticks of the machine, idle and iowait not busy', () => {
    const stat = 'cpu  100 10 40 800 50 5 5 0 0 0\ncpu0 50 5 20 400 25 2 3 0 0 0\n';
    expect(machineTicksOfProcStat(stat)).toEqual({ busy: 160, total: 1010 });
  });

  it('turns ticks over a wall interval into percent of one core', () => {
    // 150 ticks at 100 a second is 1.5 s of CPU in 1 s of wall time: one and a half cores.
    expect(percentOfOneCore(150, 1000, 100)).toBe(150);
  });

  it('reports no use for an empty interval', () => {
    expect(percentOfOneCore(10, 0, 100)).toBe(0);
  });

  it('knows a PostgreSQL backend of the database, with or without the cluster name', () => {
    const titles = [
      'postgres: 15/main: postgres caravan_load 127.0.0.1(33824) SELECT   ',
      'postgres: app caravan_load [local] idle',
      'postgres: 15/main: postgres caravan_other 127.0.0.1(33825) idle',
      'postgres: 15/main: checkpointer   ',
      'postgres: 15/main: logical replication launcher',
    ];
    expect(titles.map((t) => isPostgresBackendOf(t, 'caravan_load'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
