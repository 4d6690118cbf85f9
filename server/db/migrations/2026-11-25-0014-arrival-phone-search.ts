import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { extensionSchema } from '../pg-extension';

/**
 * The arrivals search box finds phone numbers by their digits, anywhere in the number
 * (domain/arrival-search.ts): a "contains" on the numbers with their separators taken out, which no
 * B-tree serves. A trigram index over that text, for the guest's own numbers and the group's.
 * The table, column and separators are written out here, not imported, so this migration stays what
 * it was when the search changes.
 */
const INDEXED = [
  { table: 'arrivals', column: 'tourist_phone' },
  { table: 'group_infos', column: 'phone_numbers' },
] as const;
const SEPARATORS = [' ', '+', '-', '(', ')', '.'];

/** The numbers as the search compares them (server/db/phone-search.ts phoneDigitsSql, as SQL text). */
const digitsOf = (column: string) => SEPARATORS.reduce((text, s) => `replace(${text}, '${s}', '')`, column);

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const schema = await extensionSchema(db, 'pg_trgm');
    for (const { table, column } of INDEXED) {
      await sql
        .raw(
          `create index ${table}_phone_trgm on ${table} using gin ((${digitsOf(column)}) "${schema}".gin_trgm_ops)`,
        )
        .execute(db);
      // Statistics of the new expression, so the planner can tell a rare number from a common one.
      await sql.raw(`analyze ${table}`).execute(db);
    }
    return;
  }
  for (const { table, column } of INDEXED) {
    const fts = `${table}_phone`;
    // Contentless, like the name search's tables: the text stays in the index only.
    await sql
      .raw(
        `create virtual table ${fts} using fts5(phone, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    const add = `insert into ${fts}(rowid, phone) select new.id, ${digitsOf(`new.${column}`)} where new.${column} is not null;`;
    const remove = `delete from ${fts} where rowid = old.id;`;
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql
      .raw(
        `create trigger ${fts}_update after update of id, ${column} on ${table} begin ${remove} ${add} end`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${fts}(rowid, phone) select id, ${digitsOf(column)} from ${table} where ${column} is not null`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of INDEXED) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw(`drop index ${table}_phone_trgm`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger ${table}_phone_${op}`).execute(db);
      await sql.raw(`drop table ${table}_phone`).execute(db);
    }
  }
}
