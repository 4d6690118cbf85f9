import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * One write mark per area on PostgreSQL (server/db/write-version.ts); SQLite keeps them in memory.
 * The single write_version of 2026-11-23-0006 stays, unread, so instances of the previous release
 * running beside this one during an upgrade can still move it. The areas are spelled out, not imported:
 * a migration stays what it was when it ran, and a new area comes with a migration of its own.
 */
const SEQUENCES = ['bookings', 'arrivals', 'tours', 'catalogue', 'directory', 'sessions'].map(
  (a) => `write_mark_${a}`,
);

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const name of SEQUENCES) await sql`create sequence if not exists ${sql.table(name)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const name of SEQUENCES) await sql`drop sequence if exists ${sql.table(name)}`.execute(db);
}
