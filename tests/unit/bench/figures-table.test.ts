import { describe, expect, it } from 'vitest';
import {
  renderFiguresTable,
  replaceFiguresTable,
  TABLE_END,
  TABLE_START,
  type FigureRow,
} from '../../../bench/figures-table';
import { mergePart, type Results } from '../../../bench/results-file';

const row = (figure: string, measured = '1 ms'): FigureRow => ({
  figure,
  goal: '≤ 30 ms',
  measured,
  date: '2026-11-23',
  machine: '2 × EPYC',
});

describe('the generated figures table of PERFORMANCE.md', () => {
  it('renders the columns figure, goal, measured, date and machine', () => {
    expect(renderFiguresTable([row('Arrivals list')]).split('\n')).toEqual([
      '| figure | goal | measured | date | machine |',
      '|---|---|---|---|---|',
      '| Arrivals list | ≤ 30 ms | 1 ms | 2026-11-23 | 2 × EPYC |',
    ]);
  });

  it('escapes pipes and joins lines so a cell cannot break the table', () => {
    expect(renderFiguresTable([row('a | b', 'one\ntwo')]).split('\n')[2]).toBe(
      '| a \\| b | ≤ 30 ms | one two | 2026-11-23 | 2 × EPYC |',
    );
  });

  it('replaces only what lies between the markers, keeping the prose around them', () => {
    const doc = `# Performance\n\nIntro.\n\n${TABLE_START}\nold table\n${TABLE_END}\n\n## Bundles\n\nHand-written.\n`;
    expect(replaceFiguresTable(doc, 'new table')).toBe(
      `# Performance\n\nIntro.\n\n${TABLE_START}\nnew table\n${TABLE_END}\n\n## Bundles\n\nHand-written.\n`,
    );
  });

  it('appends the markers and the table to a document that has none', () => {
    expect(replaceFiguresTable('# Performance\n', 'T')).toBe(
      `# Performance\n\n${TABLE_START}\nT\n${TABLE_END}\n`,
    );
  });

  it('refuses a document with one marker only', () => {
    expect(() => replaceFiguresTable(`${TABLE_START}\nT\n`, 'x')).toThrow(/one figures marker/);
  });
});

describe('merging one part into bench/results.json', () => {
  const before: Results = {
    updated: '2026-11-22',
    figures: [
      { ...row('cold start'), part: 'startup' },
      { ...row('sqlite arrivals', 'old'), part: 'load:sqlite' },
      { ...row('scale-out'), part: 'scale-out' },
    ],
    parts: { startup: { date: '2026-11-22', machine: 'm', data: 1 } },
  };
  const merged = mergePart(
    before,
    'load:sqlite',
    { date: '2026-11-23T10:00:00.000Z', machine: 'quiet', data: 2 },
    [
      { figure: 'sqlite arrivals', goal: 'g', measured: 'new' },
      { figure: 'sqlite bookings', goal: 'g', measured: 'new' },
    ],
  );

  it("replaces that part's figures and keeps the other parts' in the table order", () => {
    expect(merged.figures.map((f) => `${f.part}: ${f.figure} ${f.measured}`)).toEqual([
      'startup: cold start 1 ms',
      'load:sqlite: sqlite arrivals new',
      'load:sqlite: sqlite bookings new',
      'scale-out: scale-out 1 ms',
    ]);
  });

  it('dates and places the new figures by the run that measured them', () => {
    expect(
      merged.figures.filter((f) => f.part === 'load:sqlite').map((f) => `${f.date} ${f.machine}`),
    ).toEqual(['2026-11-23 quiet', '2026-11-23 quiet']);
  });

  it("keeps the other parts' measurements beside the new one", () => {
    expect(Object.keys(merged.parts).sort()).toEqual(['load:sqlite', 'startup']);
  });
});
