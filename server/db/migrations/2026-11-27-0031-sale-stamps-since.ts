import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Sale stamps read since the last build (issue 15): the agents' list read all 2,000 stamps after every
 * catalogue write to find the one or two that moved. Each stamp row now says when it moved, in a form
 * that a build can ask "what moved since my last read" with no write missed, even one that committed
 * after a later one (server/modules/catalogue/sale-list.ts, stampsSince):
 * - PostgreSQL: the id of the transaction that moved it (`tx`, set by a trigger on sale_stamps itself,
 *   so the watched tables' triggers stay as they are). A build reads the rows moved by transactions not
 *   finished before its last read: tx ≥ that read's snapshot's xmin (every transaction not visible to a
 *   snapshot has an id at or above its xmin).
 * - SQLite: one writer at a time, so a counter taken inside the write is in commit order; the stamp
 *   becomes that counter (max + 1, served by an index) instead of random(), and a build reads the
 *   stamps above the highest it saw.
 * Table and column names are spelled as stored (snake_case); the watched tables are written out as 0028
 * made them, so this migration stays what it was.
 */
const WATCHED: Record<string, (r: string) => string> = {
  tours: (r) => `select ${r}.id as tour_id`,
  offers: (r) => `select ${r}.tour_id as tour_id`,
  valid_periods: (r) => `select o.tour_id from offers o where o.id = ${r}.offer_id`,
  offer_cities: (r) => `select o.tour_id from offers o where o.id = ${r}.offer_id`,
  offer_time_slots: (r) => `select o.tour_id from offers o where o.id = ${r}.offer_id`,
  time_slots: (r) =>
    `select o.tour_id from offer_time_slots l join offers o on o.id = l.offer_id where l.time_slot_id = ${r}.id`,
  slot_closed_days: (r) =>
    `select o.tour_id from offer_time_slots l join offers o on o.id = l.offer_id where l.time_slot_id = ${r}.time_slot_id`,
  time_slot_groups: (r) =>
    `select o.tour_id from time_slots s join offer_time_slots l on l.time_slot_id = s.id join offers o on o.id = l.offer_id where s.group_id = ${r}.id`,
};

const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table sale_stamps add column tx xid8 not null default pg_current_xact_id()`.execute(db);
    await sql`create index sale_stamps_tx on sale_stamps (tx)`.execute(db);
    await sql
      .raw(
        `create or replace function sale_stamps_tx() returns trigger language plpgsql as $$
         begin new.tx := pg_current_xact_id(); return new; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger sale_stamps_tx before insert or update on sale_stamps
         for each row execute function sale_stamps_tx()`,
      )
      .execute(db);
    return;
  }
  // A counter from 1 in place of the random stamps (an instance reading them sees every tour move once).
  await sql`update sale_stamps set stamp = 0`.execute(db);
  await sql`create index sale_stamps_stamp on sale_stamps (stamp)`.execute(db);
  for (const [table, toursOf] of Object.entries(WATCHED)) {
    for (const event of EVENTS) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
      const tours = rows.map((r) => toursOf(r)).join(' union ');
      await sql.raw(`drop trigger sale_stamp_${table}_${event}`).execute(db);
      // Each tour the row touches takes the next number: every row of a statement gets its own, and
      // they all sort after what any reader saw before this write committed.
      await sql
        .raw(
          `create trigger sale_stamp_${table}_${event} after ${event} on ${table} begin
             insert into sale_stamps (tour_id, stamp)
               select tour_id, (select coalesce(max(stamp), 0) + 1 from sale_stamps)
               from (${tours}) where tour_id is not null
               on conflict (tour_id) do update set stamp = excluded.stamp;
           end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger sale_stamps_tx on sale_stamps`.execute(db);
    await sql`drop function sale_stamps_tx()`.execute(db);
    await sql`drop index sale_stamps_tx`.execute(db);
    await sql`alter table sale_stamps drop column tx`.execute(db);
    return;
  }
  for (const [table, toursOf] of Object.entries(WATCHED)) {
    for (const event of EVENTS) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
      const tours = rows.map((r) => toursOf(r)).join(' union ');
      await sql.raw(`drop trigger sale_stamp_${table}_${event}`).execute(db);
      await sql
        .raw(
          `create trigger sale_stamp_${table}_${event} after ${event} on ${table} begin
             insert into sale_stamps (tour_id, stamp)
               select tour_id, random() from (${tours}) where tour_id is not null
               on conflict (tour_id) do update set stamp = excluded.stamp;
           end`,
        )
        .execute(db);
    }
  }
  await sql`drop index sale_stamps_stamp`.execute(db);
}
