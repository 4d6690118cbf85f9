import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * A supplier's IANA time zone: its slots' start times, pick-ups, notice and "tomorrow" are wall-clock
 * times there (domain/local-time.ts). Every supplier so far sells Dubai tours, so the default is Dubai's.
 * The agents' new-booking list carries each tour's zone, so a change of zone moves the sale stamps of
 * the supplier's tours (migration 0028), by trigger as every other write the list shows. On SQLite the
 * stamp is the next number of the counter, as migration 0031 made every other trigger's: the list reads
 * the stamps above the highest it saw, so a random one (up to 2^63) would hide every later write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('suppliers')
    .addColumn('timeZone', 'text', (c) => c.notNull().defaultTo('Asia/Dubai'))
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`create or replace function sale_stamp_supplier_zone() returns trigger language plpgsql as $$
      begin
        insert into sale_stamps (tour_id, stamp)
          select t.id, nextval('sale_stamp_seq') from tours t where t.supplier_id = new.id
          on conflict (tour_id) do update set stamp = excluded.stamp;
        return null;
      end $$`.execute(db);
    await sql`create trigger sale_stamp_supplier_zone after update of time_zone on suppliers
      for each row when (old.time_zone is distinct from new.time_zone)
      execute function sale_stamp_supplier_zone()`.execute(db);
    return;
  }
  await sql`create trigger sale_stamp_supplier_zone after update of time_zone on suppliers
    when old.time_zone is not new.time_zone begin
      insert into sale_stamps (tour_id, stamp)
        select id, (select coalesce(max(stamp), 0) + 1 from sale_stamps) from tours where supplier_id = new.id
        on conflict (tour_id) do update set stamp = excluded.stamp;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql
    .raw(`drop trigger if exists sale_stamp_supplier_zone${postgres ? ' on suppliers' : ''}`)
    .execute(db);
  if (postgres) await sql`drop function if exists sale_stamp_supplier_zone()`.execute(db);
  await db.schema.alterTable('suppliers').dropColumn('timeZone').execute();
}
