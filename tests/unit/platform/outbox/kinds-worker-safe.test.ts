import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../../../src/outbox-kinds';

// The service worker sends the outbox and reads every answer as its kind says, so each kind file is in
// the worker's bundle (service-worker/sw.ts → src/outbox-kinds.ts). Whatever a kind file imports at run
// time comes along: React, Ionic or i18next there would break the worker, and zod would make it as
// large as a screen. Type-only imports cost nothing.

const root = process.cwd();
const FORBIDDEN =
  /^(react|react-dom|react-router|react-router-dom|react-i18next|i18next|zod|@ionic\/.*|@tanstack\/.*)$/;
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => existsSync(p) && !readdirSafe(p),
  );
  if (!found) throw new Error(`cannot resolve ${specifier} from ${relative(root, from)}`);
  return found;
}
const readdirSafe = (p: string) => {
  try {
    readdirSync(p);
    return true;
  } catch {
    return false;
  }
};

/** Packages reached at run time from `entry`, each with the file that imports it; and dynamic imports. */
function runtimeImports(entry: string) {
  const packages: string[] = [];
  const dynamic: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/\bimport\s*\(/.test(source)) dynamic.push(relative(root, file));
    for (const [, typeOnly, specifier] of source.matchAll(IMPORT)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) walk(resolveFile(file, specifier));
      else packages.push(`${specifier} (${relative(root, file)})`);
    }
  };
  walk(entry);
  return { packages, dynamic, files: [...seen].map((f) => relative(root, f)) };
}

const kindFiles = readdirSync(join(root, 'src/features'))
  .map((feature) => join(root, 'src/features', feature, 'outbox-kind.ts'))
  .filter((file) => existsSync(file));

describe('operation kind files, which the service worker bundles', () => {
  it('are every outbox-kind.ts of a feature, each registered', () => {
    expect(kindFiles.length).toBe(OUTBOX_KINDS.length);
    expect(kindFiles.length).toBeGreaterThanOrEqual(2);
  });

  it.each(kindFiles.map((f) => [relative(root, f), f]))(
    '%s imports no React, Ionic, i18next or zod',
    (_, file) => {
      const { packages, dynamic, files } = runtimeImports(file);
      expect(packages.filter((p) => FORBIDDEN.test(p.split(' ')[0]))).toEqual([]);
      expect(dynamic).toEqual([]);
      // Only the outbox's own kinds module and the feature's file: a growing graph is a sign to look at.
      expect(files.filter((f) => f.startsWith('src/') && !f.startsWith('src/features/'))).toEqual([
        'src/platform/outbox/kinds.ts',
      ]);
    },
  );
});
