import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** The mark that list caches are kept under on PostgreSQL (server/db/write-version.ts); SQLite needs none. */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`create sequence if not exists write_version`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop sequence if exists write_version`.execute(db);
}
