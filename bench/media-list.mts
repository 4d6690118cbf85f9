// The photo library's list at the scale world's size: 50,000 photos of two suppliers, page 1 as the
// operator's staff (all), as a supplier, and with a text search. Run: `npx tsx bench/media-list.mts`
// (an in-memory SQLite), or with BENCH_MEDIA_PG=postgres://… on PostgreSQL, in a schema of its own
// that it drops afterwards. Figures in docs/PERFORMANCE.md (photo library list).
import os from 'node:os';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { listPhotos } from '../server/modules/media/service';
const pg = process.env.BENCH_MEDIA_PG;
const schema = `bench_media_${process.pid}`;
if (pg) {
  const admin = openDatabase({ kind: 'postgres', url: pg });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  await admin.close();
}
const d = pg
  ? openDatabase({ kind: 'postgres', url: pg }, { schema })
  : openDatabase({ kind: 'sqlite', file: ':memory:' });
await migrateToLatest(d.db, pg ? schema : undefined);
// BENCH_MEDIA_NO_TRGM=1: as before migration 2026-11-25-0022, for the comparison.
if (pg && process.env.BENCH_MEDIA_NO_TRGM)
  for (const c of ['title', 'description']) await sql.raw(`drop index photos_${c}_trgm`).execute(d.db);
await d.db
  .insertInto('suppliers')
  .values([
    { name: 'A', code: 'A' },
    { name: 'B', code: 'B' },
  ])
  .execute();
for (let b = 0; b < 50; b++) {
  const rows = Array.from({ length: 1000 }, (_, i) => {
    const n = b * 1000 + i;
    return {
      supplierId: 1 + (n % 2),
      fileName: `p${n}.jpg`,
      title: `Photo ${n} dunes`,
      // Words a search can miss in most rows: one photo in 500 shows a falcon.
      description: n % 500 === 0 ? `A falcon over the dunes, shot ${n}` : `Desert at dusk, shot ${n}`,
      urlBig: 'x',
      urlMedium: 'x',
      urlSmall: 'x',
      createdAt: new Date(1_700_000_000_000 + n * 1000).toISOString(),
    };
  });
  await d.db.insertInto('photos').values(rows).execute();
}
// Statistics, as a live database has them (autovacuum), so the planner can judge a word's rarity.
if (pg) await sql.raw(`analyze photos`).execute(d.db);
// Wall and this process's CPU per call: the machine is shared, and CPU is the steadier figure (on
// PostgreSQL the database's own work is outside this process: read the wall there).
const time = async (label: string, scope: { all: true } | { supplierId: number }, search = '') => {
  const t: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < 30; i++) {
    const c0 = process.cpuUsage();
    const s = performance.now();
    await listPhotos(d.db, scope, { page: 1, itemsPerPage: 24, search, toursIds: [] });
    t.push(performance.now() - s);
    const used = process.cpuUsage(c0);
    c.push((used.user + used.system) / 1000);
  }
  t.sort((a, b) => a - b);
  c.sort((a, b) => a - b);
  console.log(
    label,
    `wall p50 ${t[15].toFixed(1)} p95 ${t[28].toFixed(1)} ms; cpu p50 ${c[15].toFixed(1)} p95 ${c[28].toFixed(1)} ms`,
  );
};
console.log(`${pg ? 'PostgreSQL' : 'SQLite'}, 50,000 photos; load average ${os.loadavg()[0].toFixed(1)}`);
await time('operator (all), page 1', { all: true });
await time('supplier, page 1', { supplierId: 1 });
await time('supplier, search "123"', { supplierId: 1 }, '123');
await time('supplier, search "falcon"', { supplierId: 1 }, 'falcon');
await time('operator (all), search "falcon"', { all: true }, 'falcon');
// A word in every title: the index finds every photo, the page still has to be sorted from them.
await time('supplier, search "dunes" (every photo)', { supplierId: 1 }, 'dunes');
await time('supplier, search "FALCON" (case)', { supplierId: 1 }, 'FALCON');
console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
await d.close();
if (pg) {
  const admin = openDatabase({ kind: 'postgres', url: pg });
  await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
  await admin.close();
}
