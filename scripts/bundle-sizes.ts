// Prints the gzip size of every JS/CSS chunk in dist/ and what the sign-in route loads before it can
// render. Run after a build: npx tsx scripts/bundle-sizes.ts [dist]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 180;
const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    // Level 6 is what servers typically use on the fly; vite's own report uses 9 and reads smaller.
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizeCache.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

const ownerOf = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  ownerOf.set(chunk.file, (chunk.src ?? chunk.name ?? key).replace(/^.*node_modules\//, ''));
}

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => `assets/${f}`)
  .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);

console.log('## Chunks\n');
console.log('| File | Source | Raw KB | Gzip KB |');
console.log('|---|---|---:|---:|');
for (const file of assets) {
  const { raw, gzip } = sizeOf(file);
  console.log(`| ${file} | ${ownerOf.get(file) ?? ''} | ${kb(raw)} | ${kb(gzip)} |`);
}
const totalGzip = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f).gzip, 0);
console.log(
  `\nAll JS together: ${kb(totalGzip)} KB gzip in ${assets.filter((f) => f.endsWith('.js')).length} files.`,
);

const entryKeys = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
// The sign-in page may be a lazily loaded route; its chunk is fetched before the form can render.
const signInKeys = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && /(sign-?in|login)/i.test(chunk.src ?? key))
  .map(([key]) => key);

const initial = staticClosure([...entryKeys, ...signInKeys]);
const initialJs = [...initial.js].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
const initialCss = [...initial.css].reduce((sum, f) => sum + sizeOf(f).gzip, 0);

console.log('\n## Sign-in route (/account/login), first load\n');
console.log(
  `Entries: ${entryKeys.join(', ')}${signInKeys.length ? `; lazy sign-in route: ${signInKeys.join(', ')}` : ''}\n`,
);
console.log('| File | Gzip KB |');
console.log('|---|---:|');
for (const file of [...initial.js, ...initial.css]) console.log(`| ${file} | ${kb(sizeOf(file).gzip)} |`);
console.log(
  `\nInitial JS: ${kb(initialJs)} KB gzip (budget ${BUDGET_KB} KB: ${initialJs <= BUDGET_KB * 1024 ? 'within' : 'OVER'}); CSS: ${kb(initialCss)} KB gzip.`,
);

// The arrivals route on a first signed-in load: every chunk on the chain of lazy imports from the entry
// to the arrivals page, with what each imports statically (issue 7: 300 KB gzip in all, JS and CSS).
const ARRIVALS_BUDGET_KB = 300;
function lazyChainTo(target: string): string[] | null {
  const queue: string[][] = entryKeys.map((key) => [key]);
  const seen = new Set(entryKeys);
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const last = chain[chain.length - 1];
    if (last === target) return chain;
    for (const key of [...(manifest[last]?.imports ?? []), ...(manifest[last]?.dynamicImports ?? [])]) {
      if (!seen.has(key)) {
        seen.add(key);
        queue.push([...chain, key]);
      }
    }
  }
  return null;
}
const arrivalsKey = Object.keys(manifest).find((key) =>
  /features\/arrivals\/pages\/ArrivalsPage/.test(manifest[key].src ?? key),
);
const arrivalsChain = arrivalsKey ? lazyChainTo(arrivalsKey) : null;
// The page loads one layout lazily as it first renders, the table from 768 px up and the cards below:
// that chunk is part of showing the screen, so each layout is measured with the page.
const LAYOUTS = [
  { name: 'wide screens (table)', src: /features\/arrivals\/components\/desktop\/ArrivalsTable/ },
  { name: 'phones (cards)', src: /features\/arrivals\/components\/phone\/PhoneArrivals/ },
];
if (arrivalsChain) {
  console.log('\n## Arrivals route (/arrivals), first signed-in load\n');
  console.log(`Lazy chain: ${arrivalsChain.join(' → ')}, then the layout's chunk\n`);
  let largest = 0;
  for (const layout of LAYOUTS) {
    const layoutKey = Object.keys(manifest).find((key) => layout.src.test(manifest[key].src ?? key));
    const route = staticClosure(layoutKey ? [...arrivalsChain, layoutKey] : arrivalsChain);
    const routeJs = [...route.js].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    const routeCss = [...route.css].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    largest = Math.max(largest, routeJs + routeCss);
    console.log(
      `Arrivals route, ${layout.name}: ${kb(routeJs + routeCss)} KB gzip in all (${kb(routeJs)} KB JS in ${route.js.size} files, ${kb(routeCss)} KB CSS).`,
    );
  }
  console.log(
    `\nArrivals route: ${kb(largest)} KB gzip in all, the larger layout (budget ${ARRIVALS_BUDGET_KB} KB: ${largest <= ARRIVALS_BUDGET_KB * 1024 ? 'within' : 'OVER'}).`,
  );
} else {
  console.log('\nArrivals route: no chunk for src/features/arrivals/pages/ArrivalsPage in the manifest.');
}

// The tours routes on a first signed-in load (issue 15: 300 KB gzip in all): the list with the data
// table's layout for the screen, and the tour editor with its first tab (the other tabs, the rich
// text editor and the map load when opened).
const TOURS_BUDGET_KB = 300;
const keyOf = (src: RegExp) => Object.keys(manifest).find((key) => src.test(manifest[key].src ?? key));
const TOURS_ROUTES = [
  { name: '/tours', page: /features\/catalogue\/pages\/ToursPage/ },
  { name: '/tours/{tourId}', page: /features\/catalogue\/pages\/TourPage/ },
];
const TABLE_LAYOUTS = [
  { name: 'wide screens', src: /ui\/data-table\/WideLayout/ },
  { name: 'phones', src: /ui\/data-table\/PhoneLayout/ },
];
console.log('\n## Tours routes, first signed-in load\n');
let toursLargest = 0;
for (const route of TOURS_ROUTES) {
  const pageKey = keyOf(route.page);
  const chain = pageKey ? lazyChainTo(pageKey) : null;
  if (!chain) {
    console.log(`${route.name}: no chunk for its page in the manifest.`);
    continue;
  }
  for (const layout of route.name === '/tours' ? TABLE_LAYOUTS : [{ name: 'any screen', src: /^$/ }]) {
    const layoutKey = keyOf(layout.src);
    const closure = staticClosure(layoutKey ? [...chain, layoutKey] : chain);
    const js = [...closure.js].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    const css = [...closure.css].reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    toursLargest = Math.max(toursLargest, js + css);
    console.log(
      `Tours route ${route.name}, ${layout.name}: ${kb(js + css)} KB gzip in all (${kb(js)} KB JS in ${closure.js.size} files, ${kb(css)} KB CSS).`,
    );
  }
}
console.log(
  `\nTours routes: ${kb(toursLargest)} KB gzip in all, the largest (budget ${TOURS_BUDGET_KB} KB: ${toursLargest <= TOURS_BUDGET_KB * 1024 ? 'within' : 'OVER'}).`,
);
