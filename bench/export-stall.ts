// Does one large Excel export hold up every other request? The API in its own process on a fresh
// demo SQLite file; one caller asks /api/health one request after another (keep-alive), first alone
// (the baseline), then while the largest export allowed (500,000 cells, ~15 MB of JSON) is built
// BENCH_EXPORT_RUNS times in a row. Also alone: `npx tsx bench/export-stall.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXCEL_MAX_BODY_BYTES, EXCEL_MAX_CELLS } from '../domain/excel-table';
import { startApi } from './api-process';
import { signInAs } from './api-sessions';
import { pollWhile } from './poll-while';
import { summarizeLatencies, type LatencySummary } from './percentiles';

const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 18_194);
const COLUMNS = 20;
const BASELINE_MS = 3_000;

export interface ExportStall {
  cells: number;
  bodyMB: number;
  exportsMs: number[];
  baseline: LatencySummary;
  duringExport: LatencySummary;
}

/** The largest table the limits allow: 500,000 cells of ids, guest names, dates and notes. */
function largestBody(): string {
  const rows = EXCEL_MAX_CELLS / COLUMNS;
  const columns = Array.from({ length: COLUMNS }, (_, c) => ({
    Title: `Column ${c + 1}`,
    Data: Array.from({ length: rows }, (_, r) =>
      c % 4 === 0
        ? r + 1
        : c % 4 === 1
          ? `Guest ${r} Анна Смирнова`
          : c % 4 === 2
            ? `2026-12-${String((r % 28) + 1).padStart(2, '0')}`
            : `Pick-up at the lobby, room ${r % 900}`,
    ),
  }));
  const body = JSON.stringify({ Title: 'Largest', FileName: 'largest.xlsx', Columns: columns });
  if (Buffer.byteLength(body) > EXCEL_MAX_BODY_BYTES)
    throw new Error('the bench table is over the body limit');
  return body;
}

export async function measureExportStall(
  runs = Number(process.env.BENCH_EXPORT_RUNS ?? 3),
): Promise<ExportStall> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-export-'));
  const api = await startApi({ port: PORT, databaseEnv: { DATA_DIR: dataDir }, seed: true });
  try {
    const token = await signInAs(api.url, 'agent');
    const body = largestBody();
    const exportOnce = async () => {
      const started = performance.now();
      const res = await fetch(`${api.url}/api/excel/fromdatatable`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const file = await res.arrayBuffer();
      if (res.status !== 200 || file.byteLength === 0) throw new Error(`the export answered ${res.status}`);
      return performance.now() - started;
    };
    // The worker thread starts on the first export: warm it (and the server) before measuring.
    await exportOnce();

    const alone = pollWhile('/api/health', () => fetch(`${api.url}/api/health`));
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const baseline = await alone.stop();

    const during = pollWhile('/api/health', () => fetch(`${api.url}/api/health`));
    const exportsMs: number[] = [];
    for (let i = 0; i < runs; i++) exportsMs.push(await exportOnce());
    const duringExport = await during.stop();

    return {
      cells: EXCEL_MAX_CELLS,
      bodyMB: Buffer.byteLength(body) / 2 ** 20,
      exportsMs,
      baseline: summarizeLatencies(baseline),
      duringExport: summarizeLatencies(duringExport),
    };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeExportStall(s: ExportStall): string[] {
  const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
  return [
    `Largest export: ${s.cells.toLocaleString('en')} cells, ${s.bodyMB.toFixed(1)} MB of JSON; built in ${s.exportsMs.map((v) => (v / 1000).toFixed(1)).join(', ')} s`,
    `/api/health alone: p95 ${ms(s.baseline.p95)}, max ${ms(s.baseline.max)} (${s.baseline.count} calls)`,
    `/api/health during the exports: p95 ${ms(s.duringExport.p95)}, p99 ${ms(s.duringExport.p99)}, max ${ms(s.duringExport.max)} (${s.duringExport.count} calls)`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureExportStall().then(
    (s) => {
      for (const line of describeExportStall(s)) console.log(line);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
