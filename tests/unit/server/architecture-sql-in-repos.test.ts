// Services decide, repositories query (ARCHITECTURE.md, issue 22): a query-builder call or an sql`…`
// template outside a repository file fails here, naming the file and line, so the rule holds as code is
// added. Repository files are `repo.ts` and `*-repo.ts`; server/db/ (the database layer: migrations,
// seed, helpers) and the fake outside system server/integrations/octo-demo/ are not modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const SERVER = join(ROOT, 'server');

/**
 * Files that still hold queries, each with why. Shrink it: an entry whose file has no query left fails
 * the test too, so a file cleaned up leaves the list in the same change.
 */
const ALLOWED: Record<string, string> = {
  // The time-slot group save (saveGroup, with slotIds and slotsUsingGroupCapacity): its capacity lock
  // moved to capacity-repo.ts (issue 22, item 9); the rest of its queries are still to move.
  'server/modules/timeslots/service.ts': 'group save (saveGroup, slotIds, slotsUsingGroupCapacity)',
};

/** Directories that are not modules: the database layer itself and the fake provider. */
const SKIPPED_DIRS = ['server/db/', 'server/integrations/octo-demo/'];

const isRepoFile = (path: string) => /(^|\/)repo\.ts$|-repo\.ts$/.test(path);

/** A Kysely query started from a db or transaction, or raw SQL. */
const QUERY =
  /\b(?:selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*(?:<[^>]*>)?\s*`|\bsql\.(?:raw|ref|lit|id|join|table)\s*\(/;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => relative(ROOT, join(dir, f)).split('\\').join('/'));
}

/** The file's code without its comments (a comment may name a query), line numbers kept. */
function codeOf(text: string): string[] {
  const noBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return noBlocks.split('\n').map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'));
}

function queriesIn(path: string): string[] {
  return codeOf(readFileSync(join(ROOT, path), 'utf8')).flatMap((line, i) =>
    QUERY.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [],
  );
}

const scanned = tsFiles(SERVER).filter((f) => !SKIPPED_DIRS.some((d) => f.startsWith(d)));

describe('SQL only in repository files', () => {
  it('finds queries where they belong (the scan works)', () => {
    expect(queriesIn('server/modules/catalogue/offers-repo.ts').length).toBeGreaterThan(0);
    expect(queriesIn('server/modules/catalogue/sale-list-repo.ts').length).toBeGreaterThan(0);
  });

  it('has no query outside repo files, except the allow-listed ones', () => {
    const stray = scanned.filter((f) => !isRepoFile(f) && !(f in ALLOWED)).flatMap(queriesIn);
    expect(stray, 'move these queries to the module’s repo.ts / *-repo.ts').toEqual([]);
  });

  it('allows only files that still hold queries', () => {
    const stale = Object.keys(ALLOWED).filter((f) => !scanned.includes(f) || queriesIn(f).length === 0);
    expect(stale, 'remove these entries from ALLOWED: their queries are gone').toEqual([]);
  });
});
