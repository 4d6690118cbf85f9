import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The photo library's search on SQLite (issue 15): an FTS5 trigram table over the photos' title and
 * description, as the arrivals and bookings searches have (2026-11-23-0005), so a search no longer
 * reads every live photo of the supplier (server/db/text-search.ts textMatchIds, media repo). PostgreSQL
 * has its trigram indexes since 2026-11-25-0022. Unlike those tables, this one folds case itself
 * (`case_sensitive 0`: Unicode case folding, Cyrillic included) over the text as stored, because the
 * PostgreSQL search it must agree with lowers with lower(), which folds every script, where SQLite's
 * lower() folds ASCII letters only (docs/decisions.md "Media search on both databases"). Contentless
 * (the text stays in `photos` only); contentless_delete lets a row be replaced by rowid. Columns are
 * written out so this migration stays what it was.
 */
const COLUMNS = ['title', 'description'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  const list = COLUMNS.join(', ');
  const values = (row: string) => COLUMNS.map((c) => `${row}.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table photos_text using fts5(${list}, content='', contentless_delete=1, tokenize='trigram case_sensitive 0')`,
    )
    .execute(db);
  const add = `insert into photos_text(rowid, ${list}) values (new.id, ${values('new')});`;
  const remove = `delete from photos_text where rowid = old.id;`;
  await sql.raw(`create trigger photos_text_insert after insert on photos begin ${add} end`).execute(db);
  await sql.raw(`create trigger photos_text_delete after delete on photos begin ${remove} end`).execute(db);
  // Only an edit of the searched text touches the index: the deleted flag and the URLs leave it alone
  // (the search keeps its isDeleted condition on photos).
  await sql
    .raw(`create trigger photos_text_update after update of id, ${list} on photos begin ${remove} ${add} end`)
    .execute(db);
  await sql.raw(`insert into photos_text(rowid, ${list}) select id, ${list} from photos`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const op of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger photos_text_${op}`).execute(db);
  await sql.raw('drop table photos_text').execute(db);
}
