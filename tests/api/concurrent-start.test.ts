import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import type { SeedSummary } from '../../server/db/seed/demo';
import { prepareDatabase } from '../../server/db/startup-lock';
import { databases } from './helper';

const INSTANCES = 3;

/** A new, empty database, and INSTANCES connections to it as INSTANCES API processes would open. */
async function emptyDatabase(url: string | null): Promise<{ open(): Database; drop(): Promise<void> }> {
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ kind: 'postgres', url }, { poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    return {
      open: () => openDatabase({ kind: 'postgres', url }, { schema, poolSize: 3 }),
      drop: async () => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-start-'));
  const file = path.join(dir, 'caravan.db');
  return {
    open: () => openDatabase({ kind: 'sqlite', file }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function rowsOf(database: Database, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
      table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    )}`.execute(database.db);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

describe.each(databases)('API instances starting together on $name', ({ url }) => {
  it(`migrates and seeds a new database once when ${INSTANCES} instances start at the same moment`, async () => {
    const target = await emptyDatabase(url);
    const instances = Array.from({ length: INSTANCES }, () => target.open());
    try {
      const outcomes = await Promise.allSettled(instances.map((d) => prepareDatabase(d, 'demo')));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const seeded = outcomes
        .map((o) => (o.status === 'fulfilled' ? o.value : null))
        .filter((s): s is SeedSummary => s !== null);
      expect(seeded).toHaveLength(1);
      // Every instance sees the demo world exactly once: as many rows as the one seed wrote.
      for (const d of instances) expect(await rowsOf(d, Object.keys(seeded[0]))).toEqual(seeded[0]);
      // And a later start finds it done.
      expect(await prepareDatabase(instances[0], 'demo')).toBeNull();
    } finally {
      for (const d of instances) await d.close();
      await target.drop();
    }
  });
});
