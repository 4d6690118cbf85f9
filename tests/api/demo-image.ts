import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/demo';

/**
 * The API project's global setup: the demo world is migrated and seeded once per run, into a SQLite
 * image every suite's in-memory database starts from (helper.ts, startApp). Seeding it per suite took
 * ~0.5 s of CPU and 3–4 s of wall time on the busy two cores, some 40 times a run. PostgreSQL suites
 * still seed their own schema.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-api-demo-'));
  const file = path.join(dir, 'demo.sqlite');
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(database.db, database.schema);
  await seedDemo(database.db);
  fs.writeFileSync(file, database.serialize!());
  await database.close();
  project.provide('demoImageFile', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
