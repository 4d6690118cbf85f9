// Catalogue bench (issue 15): the agents' tour list for a new booking at a large operator's catalogue
// size, and a ticket save with its valid periods. In-process (Fastify inject): the figures are the
// server's own time per request, routing, auth, SQL and serialization included, without a network.
//
//   npx tsx bench/catalogue-offers.ts                      SQLite file under data/
//   BENCH_PG=postgres://postgres@127.0.0.1:5432/test npx tsx bench/catalogue-offers.ts
//                                                           PostgreSQL, in a schema of its own, dropped after
//   BENCH_CATALOGUE=scale …                                 the scale seed's catalogue (few bookings) instead
//                                                           of the demo grown by bench/catalogue-grow.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { OfferForEdit } from '../contract';
import { todayUtc } from '../domain/dates';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo, DEMO_PASSWORD } from '../server/db/seed/demo';
import { FULL_SCALE, seedScale } from '../server/db/seed/scale';
import type { App } from '../server/http/types';
import { serializeSaleList } from '../server/modules/catalogue/sale-list';
import { toursForNewBooking } from '../server/modules/catalogue/sales-view';
import { growCatalogue, LARGE_CATALOGUE } from './catalogue-grow';
import { summarizeLatencies } from './percentiles';

async function open(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_PG;
  if (url) {
    const schema = `bench_offers_${randomBytes(4).toString('hex')}`;
    const admin = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
    const database = openDatabase({ kind: 'postgres', url }, { schema, poolSize: 5 });
    return {
      database,
      label: `PostgreSQL (schema ${schema})`,
      drop: async () => {
        const again = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
        await sql`drop schema ${sql.id(schema)} cascade`.execute(again.db);
        await again.close();
      },
    };
  }
  const dir = path.resolve('data', `bench-offers-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'caravan.db');
  return {
    database: openDatabase({ kind: 'sqlite', file }),
    label: 'SQLite file',
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Wall time per request, and this process's CPU time per request: the machine the figures were taken on
 * is shared (load average above 10 on 2 cores), where wall time mostly measures waiting for a core.
 */
async function time(n: number, run: (i: number) => Promise<void>) {
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await run(i);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const s = summarizeLatencies(ms);
  const c = summarizeLatencies(cpu);
  return `wall p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms; cpu p50 ${c.p50.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms (n=${s.count})`;
}

async function signIn(app: App, email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

async function main() {
  const { database, label, drop } = await open();
  try {
    const today = todayUtc();
    await migrateToLatest(database.db, database.schema);
    const t0 = performance.now();
    let size: { tours: number; offers: number; periods: number };
    if (process.env.BENCH_CATALOGUE === 'scale') {
      // The scale seed's own catalogue (2,000 tours, 10,000 offers, 40,000 periods) with few bookings.
      await seedScale(database.db, {
        today,
        counts: { ...FULL_SCALE, bookings: 2_000, arrivals: 2_000, hotels: 200, agencies: 10, agents: 20 },
      });
      const count = async (table: 'tours' | 'offers' | 'validPeriods') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      size = {
        tours: await count('tours'),
        offers: await count('offers'),
        periods: await count('validPeriods'),
      };
    } else {
      await seedDemo(database.db);
      size = await growCatalogue(database.db, LARGE_CATALOGUE, today);
    }
    console.log(
      `${label}: ${size.tours} tours, ${size.offers} offers, ${size.periods} valid periods (grown in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);

    const config = loadConfig({ SEED: 'none', STATIC_DIR: '/nonexistent-static-dir' } as NodeJS.ProcessEnv);
    const { app } = await buildApp({ config, database, logger: false });
    const agent = await signIn(app, 'agent@caravan.demo');
    const admin = await signIn(app, 'admin@caravan.demo');

    const list = await app.inject({ url: '/api/agent/tours/fornewbooking', headers: agent });
    const tours = list.json() as Array<{ offers: unknown[] }>;
    console.log(
      `fornewbooking answers ${tours.length} tours, ${tours.reduce((n, t) => n + t.offers.length, 0)} sellable offers, ${(list.body.length / 1024).toFixed(0)} KB`,
    );
    const browserNoCache = { ...agent, 'accept-encoding': 'gzip, deflate, br', 'cache-control': 'no-cache' };
    const get = (headers: Record<string, string>) => async () => {
      const res = await app.inject({ url: '/api/agent/tours/fornewbooking', headers });
      if (res.statusCode !== 200) throw new Error(`fornewbooking ${res.statusCode}`);
    };
    console.log(
      `GET fornewbooking, computed (Cache-Control: no-cache; nothing changed: parts joined, gzipped): ${await time(20, get({ ...browserNoCache }))}`,
    );
    const browser = { ...agent, 'accept-encoding': 'gzip, deflate, br' };
    const zipped = await app.inject({ url: '/api/agent/tours/fornewbooking', headers: browser });
    console.log(`  gzipped as a browser asks for it: ${(zipped.rawPayload.length / 1024).toFixed(0)} KB`);
    console.log(`GET fornewbooking, kept, gzip (as a browser asks):   ${await time(200, get(browser))}`);
    console.log(`GET fornewbooking, kept, plain JSON:                 ${await time(100, get(agent))}`);

    // A ticket save with four valid periods, as the editor sends it (PUT with the version it read).
    const offerRow = await database.db
      .selectFrom('offers')
      .select('id')
      .where('isDeleted', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    let edit = (
      await app.inject({ url: `/api/offers/manage/${offerRow.id}`, headers: admin })
    ).json() as OfferForEdit;
    console.log(`offer ${offerRow.id} has ${edit.offer.validPeriods.length} valid periods`);
    console.log(
      `GET /api/offers/manage/{id}: ${await time(100, async () => {
        const res = await app.inject({ url: `/api/offers/manage/${offerRow.id}`, headers: admin });
        if (res.statusCode !== 200) throw new Error(`manage ${res.statusCode}`);
      })}`,
    );
    console.log(
      `PUT /api/offers (4 periods):  ${await time(100, async (i) => {
        const body = {
          ...edit.offer,
          nameDisplay: `Bench save ${i}`,
          validPeriods: edit.offer.validPeriods.map((p) => ({ ...p, pricePerAdultRec: 100 + i })),
        };
        const res = await app.inject({ method: 'PUT', url: '/api/offers', headers: admin, payload: body });
        if (res.statusCode !== 200) throw new Error(`save ${res.statusCode} ${res.body}`);
        edit = { ...edit, offer: { ...edit.offer, version: res.json().version as number } };
      })}`,
    );
    console.log(
      `POST /api/offers (4 periods): ${await time(50, async (i) => {
        const body = {
          ...edit.offer,
          id: 0,
          version: 0,
          nameInternal: `BENCH-${i}`,
          validPeriods: edit.offer.validPeriods.map((p) => ({ ...p, id: 0 })),
        };
        const res = await app.inject({ method: 'POST', url: '/api/offers', headers: admin, payload: body });
        if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
      })}`,
    );
    // The first read after a catalogue write computes again the tours it changed (sale-list.ts), on
    // whichever instance it lands. Each write here changes the list: the offer leaves it, then returns.
    let version = edit.offer.version;
    let deleted = false;
    const write = async () => {
      deleted = !deleted;
      const r = await app.inject({
        method: 'PUT',
        url: `/api/offers/${offerRow.id}/deleted`,
        headers: admin,
        payload: { isDeleted: deleted, version },
      });
      if (r.statusCode !== 200) throw new Error(`delete flag ${r.statusCode} ${r.body}`);
      version = r.json().version as number;
    };
    const rounds = Number(process.env.BENCH_AFTER_WRITE ?? 40);
    const wallAfter: number[] = [];
    const cpuAfter: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await write();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await get(browser)();
      wallAfter.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuAfter.push((c.user + c.system) / 1000);
    }
    const w = summarizeLatencies(wallAfter);
    const c = summarizeLatencies(cpuAfter);
    console.log(
      `GET fornewbooking, gzip, first read after a write that changes one tour: wall p50 ${w.p50.toFixed(1)} ms, p95 ${w.p95.toFixed(1)} ms; cpu p50 ${c.p50.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms (n=${rounds})`,
    );
    // For comparison, the list computed whole as every first read after a write did before: every
    // tour read, encoded and serialized, then gzipped (what a new day or a fresh instance still does).
    console.log(
      `whole list computed (toursForNewBooking, serialized, gzip level 1), in-process: ${await time(
        10,
        async () => {
          gzipSync(Buffer.from(serializeSaleList(await toursForNewBooking(database.db, today))), {
            level: 1,
          });
        },
      )}`,
    );
    const json = serializeSaleList(await toursForNewBooking(database.db, today));
    console.log(
      `  of which gzip level 1 of the ${(json.length / 1024).toFixed(0)} KB: ${await time(10, async () => {
        gzipSync(Buffer.from(json), { level: 1 });
      })}`,
    );
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
