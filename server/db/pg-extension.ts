import { sql, type Kysely } from 'kysely';

/**
 * The schema holding a PostgreSQL extension, installing it when missing. It goes to public, not to the
 * connection's own schema: an extension is one per database, and the test suites each migrate (in
 * parallel) a schema they drop afterwards, which would drop the extension and every other suite's
 * indexes with it. Indexes name its operator classes with this schema, since the connection's
 * search_path may not include it.
 */
export async function extensionSchema(db: Kysely<any>, extension: 'pg_trgm' | 'btree_gin'): Promise<string> {
  // Parallel migrations of the same database would otherwise race to create the extension.
  await sql`select pg_advisory_xact_lock(hashtext(${`caravan: create extension ${extension}`}))`.execute(db);
  const find = () =>
    sql<{
      nspname: string;
    }>`select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${extension}`.execute(
      db,
    );
  const found = (await find()).rows[0];
  if (found) return found.nspname;
  const publicExists =
    (await sql`select 1 from pg_namespace where nspname = 'public'`.execute(db)).rows.length > 0;
  await sql`create extension if not exists ${sql.id(extension)} ${publicExists ? sql`schema public` : sql``}`.execute(
    db,
  );
  return (await find()).rows[0].nspname;
}
