// bench/results.json keeps the latest measurement of every part, each with its date and machine, so
// running one part (`npm run bench -- load`) updates its figures and keeps the others'. The figures
// table of docs/PERFORMANCE.md is regenerated from it.
import fs from 'node:fs';
import type { Figure } from './figures';
import { renderFiguresTable, replaceFiguresTable, type FigureRow } from './figures-table';

export interface StoredFigure extends FigureRow {
  part: string;
}

export interface PartResult {
  date: string;
  machine: string;
  data: unknown;
}

export interface Results {
  updated: string;
  figures: StoredFigure[];
  parts: Record<string, PartResult>;
}

/** The table lists parts in this order; a part not named here comes after them. */
export const PART_ORDER = [
  'bundles',
  'startup',
  'data-table',
  'offline',
  'load:sqlite:1c',
  'load:sqlite',
  'load:postgres:1c',
  'load:postgres',
  'scale-out',
  'query-plans-sqlite',
  'query-plans-postgres',
];

export const RESULTS_FILE = 'bench/results.json';
export const PERFORMANCE_DOC = 'docs/PERFORMANCE.md';

const rank = (part: string) => (PART_ORDER.includes(part) ? PART_ORDER.indexOf(part) : PART_ORDER.length);

/** Replaces one part's measurement and figures; every other part stays as it was. */
export function mergePart(results: Results, part: string, measured: PartResult, figures: Figure[]): Results {
  const date = measured.date.slice(0, 10);
  const kept = results.figures.filter((f) => f.part !== part);
  const added = figures.map((f) => ({ ...f, part, date, machine: measured.machine }));
  // A stable sort keeps each part's own order of figures.
  const all = [...kept, ...added].sort((a, b) => rank(a.part) - rank(b.part));
  return { updated: measured.date, figures: all, parts: { ...results.parts, [part]: measured } };
}

export function readResults(file = RESULTS_FILE): Results {
  if (!fs.existsSync(file)) return { updated: '', figures: [], parts: {} };
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Results>;
    return { updated: parsed.updated ?? '', figures: parsed.figures ?? [], parts: parsed.parts ?? {} };
  } catch (e) {
    throw new Error(`${file} is not valid JSON (${(e as Error).message}); fix or delete it`, { cause: e });
  }
}

export function writeResults(results: Results, file = RESULTS_FILE, doc = PERFORMANCE_DOC): void {
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(
    doc,
    replaceFiguresTable(fs.readFileSync(doc, 'utf8'), renderFiguresTable(results.figures)),
  );
}
