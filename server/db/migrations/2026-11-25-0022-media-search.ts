import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { extensionSchema } from '../pg-extension';

/**
 * The photo library's search box finds a photo whose title or description contains the text
 * (server/modules/media/repo.ts: `lower(column) like '%…%'`, db/text-search.ts containsText), which no
 * B-tree serves: at 25,000 photos of a supplier it read every one. On PostgreSQL a GIN trigram index on
 * each lower(column) serves that LIKE as it is (the planner ORs the two, and rechecks each candidate),
 * as the bookings and arrivals searches have (2026-11-23-0005). SQLite keeps the scan: its list is a
 * single-instance, smaller installation's, and an FTS5 table would need the query rewritten
 * (docs/decisions.md "Media search"). Columns are written out here so this migration stays what it was.
 */
const COLUMNS = ['title', 'description'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const schema = await extensionSchema(db, 'pg_trgm');
  for (const column of COLUMNS) {
    await sql
      .raw(
        `create index photos_${column}_trgm on photos using gin ((lower(${column})) "${schema}".gin_trgm_ops)`,
      )
      .execute(db);
  }
  // Statistics of the new expressions, so the planner can tell a rare word from a common one.
  await sql.raw('analyze photos').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const column of COLUMNS) await sql.raw(`drop index photos_${column}_trgm`).execute(db);
}
