// `npm run bench`: the measurements of docs/PERFORMANCE.md, written to bench/results.json.
// Loopback only; every loop is bounded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { measureDataTable } from './data-table';
import { measureStartup } from './startup';

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

const startup = await measureStartup(3);
console.log(`API first start (migrate + demo seed): ${startup.firstStartMs.toFixed(0)} ms`);
console.log(`API cold start on an existing database: ${startup.coldStartMs.map((m) => m.toFixed(0)).join(', ')} ms`);

let bundles = '';
if (fs.existsSync('dist/.vite/manifest.json')) {
  bundles = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-sizes.ts'], { encoding: 'utf8' });
  console.log(bundles);
} else {
  console.log('No build in dist/: run npm run build first for the bundle sizes.');
}

const dataTable = fs.existsSync('dist/index.html') ? await measureDataTable() : null;
if (dataTable) console.log('Data table (ms):', JSON.stringify(dataTable));

fs.writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, startup, dataTable, bundles }, null, 2)}\n`,
);
console.log('Wrote bench/results.json');
