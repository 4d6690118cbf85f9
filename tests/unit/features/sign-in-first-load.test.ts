import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * What a module pulls in before it can run: every module reachable through static imports (type-only
 * imports and dynamic import() excluded), and the packages they name. Read from the sources, so it
 * needs no build; the build can only drop from this, never add.
 */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(statement)) {
      if (!specifier.startsWith('.')) {
        packages.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0],
        );
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(isFile);
      if (!resolved) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return { files, packages };
}

// Heavy libraries the first screens must never wait for; each loads with the screen that needs it.
const LATER = ['xlsx', 'leaflet', 'react-leaflet', '@tiptap', 'dompurify'];

describe('first load', () => {
  it('sign-in (the entry) is React alone: no Ionic, router, i18next, zod, form or query library', () => {
    const { packages, files } = staticClosure('src/main.tsx');
    // idb-keyval (under 1 KB gzip): a signed-in start reads the saved cache while the app chunk loads.
    expect([...packages].sort()).toEqual(['idb-keyval', 'react', 'react-dom']);
    expect([...files].some((f) => f.includes(`${path.sep}app${path.sep}`))).toBe(false);
  });

  it('the app starts without xlsx, maps or the rich text editor', () => {
    const { packages } = staticClosure('src/app/start.tsx');
    expect(packages.has('@ionic/react')).toBe(true);
    expect([...packages].filter((p) => LATER.includes(p))).toEqual([]);
  });
});
