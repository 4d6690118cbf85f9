import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { extensionSchema } from '../pg-extension';

/**
 * Trigram indexes for the hot lists' "contains" filters (server/db/text-search.ts): a million bookings
 * searched by guest name or voucher, 200,000 arrivals by tourist name or group id. A B-tree cannot serve
 * LIKE '%…%'; these can. The column lists are written out here, not imported, so this migration stays
 * what it was when later ones change the set.
 */
const INDEXED = {
  arrivals: ['tourist_name', 'group_id'],
  bookings: ['guest_name', 'voucher'],
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const schema = await extensionSchema(db, 'pg_trgm');
  // A GIN build gathers entries in maintenance_work_mem and flushes them whenever it fills: fewer,
  // larger flushes for the million guest names than with the default 64 MB.
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  for (const [table, columns] of Object.entries(INDEXED)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_${column}_trgm`)} on ${sql.id(table)} using gin (lower(${sql.id(column)}) ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      );
    }
  }
  // Statistics of the new lower(column) expressions: without them the planner guesses a LIKE's share
  // and walked the agency's bookings in date order for a rare name (0.35 s instead of 0.03 s).
  await sql`analyze bookings`.execute(db);
  await sql`analyze arrivals`.execute(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(INDEXED)) {
    const fts = `${table}_text`;
    const list = columns.join(', ');
    const lowered = (row: string) => columns.map((c) => `lower(${row}.${c})`).join(', ');
    // The index holds lower(column) as SQLite's lower() makes it (ASCII letters only) and the tokenizer
    // folds nothing more (case_sensitive 1): a phrase MATCH of the lower-cased text is then exactly
    // today's lower(column) LIKE '%text%', with no row to read again (docs/decisions.md "Text search").
    // Contentless: the text stays in the table only; contentless_delete lets a row be deleted by rowid.
    await sql
      .raw(
        `create virtual table ${fts} using fts5(${list}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    const add = `insert into ${fts}(rowid, ${list}) values (new.id, ${lowered('new')});`;
    const remove = `delete from ${fts} where rowid = old.id;`;
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
    // Only when a searched column is set: status and payment updates leave the index alone.
    await sql
      .raw(`create trigger ${fts}_update after update of id, ${list} on ${table} begin ${remove} ${add} end`)
      .execute(db);
    await sql
      .raw(`insert into ${fts}(rowid, ${list}) select id, ${lowered(table)} from ${table}`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(INDEXED)) {
    if (dialectOf(db) === 'postgres') {
      for (const column of columns) await sql`drop index ${sql.id(`${table}_${column}_trgm`)}`.execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger ${table}_text_${op}`).execute(db);
      await sql.raw(`drop table ${table}_text`).execute(db);
    }
  }
}
