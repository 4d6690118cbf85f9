import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Sale stamps (issue 15): one row per tour whose stamp changes with every committed write to anything
 * the agents' new-booking list shows of it — the tour, its offers, their valid periods, cities and slot
 * links, and the time slots, slot groups and closed days of those slots. The list keeps each tour's
 * part and, after a write, computes again only the tours whose stamp moved (server/modules/catalogue/
 * sale-list.ts). Triggers write the stamps, so no writer (a module, a seed, a script, another API
 * instance) can forget to; comparing stamps rather than reading a change log cannot miss a write that
 * committed out of order. Tables and columns are spelled as stored (snake_case): a migration stays what
 * it was when it ran.
 */

/** Each watched table, and the tours a changed row (named `r`) touches, as SQL over that row. */
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
  await db.schema
    .createTable('saleStamps')
    .addColumn('tourId', 'integer', (c) => c.primaryKey())
    .addColumn('stamp', 'bigint', (c) => c.notNull())
    .execute();
  // A slot's tours: its links by slot (the triggers above, and the list's slot read).
  await db.schema
    .createIndex('offerTimeSlotsSlot')
    .on('offerTimeSlots')
    .columns(['timeSlotId', 'offerId'])
    .execute();
  // Every tour there is starts with a stamp; new ones get theirs from the trigger on tours.
  await sql`insert into sale_stamps (tour_id, stamp) select id, 0 from tours`.execute(db);

  if (dialectOf(db) === 'postgres') {
    await sql`create sequence if not exists sale_stamp_seq`.execute(db);
    for (const [table, toursOf] of Object.entries(WATCHED)) {
      // Statement-level, over the statement's transition tables: a 1,000-row insert costs one upsert.
      const stamp = (rows: string) =>
        `insert into sale_stamps (tour_id, stamp)
           select t.tour_id, nextval('sale_stamp_seq')
           from (select distinct x.tour_id from ${rows} r cross join lateral (${toursOf('r')}) x
                 where x.tour_id is not null) t
           on conflict (tour_id) do update set stamp = excluded.stamp;`;
      await sql
        .raw(
          `create or replace function sale_stamp_${table}() returns trigger language plpgsql as $$
           begin
             if tg_op in ('INSERT', 'UPDATE') then ${stamp('new_rows')} end if;
             if tg_op in ('UPDATE', 'DELETE') then ${stamp('old_rows')} end if;
             return null;
           end $$`,
        )
        .execute(db);
      for (const event of EVENTS) {
        const referencing =
          event === 'insert'
            ? 'new table as new_rows'
            : event === 'delete'
              ? 'old table as old_rows'
              : 'old table as old_rows new table as new_rows';
        await sql
          .raw(
            `create trigger sale_stamp_${table}_${event} after ${event} on ${table}
             referencing ${referencing} for each statement execute function sale_stamp_${table}()`,
          )
          .execute(db);
      }
    }
    return;
  }
  // SQLite: row triggers (in the process, an upsert is microseconds); random() as the stamp (64 bits).
  for (const [table, toursOf] of Object.entries(WATCHED)) {
    for (const event of EVENTS) {
      const rows = event === 'insert' ? ['new'] : event === 'delete' ? ['old'] : ['new', 'old'];
      const tours = rows.map((r) => toursOf(r)).join(' union ');
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
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of Object.keys(WATCHED)) {
    for (const event of EVENTS)
      await sql
        .raw(`drop trigger if exists sale_stamp_${table}_${event}${postgres ? ` on ${table}` : ''}`)
        .execute(db);
    if (postgres) await sql.raw(`drop function if exists sale_stamp_${table}()`).execute(db);
  }
  if (postgres) await sql`drop sequence if exists sale_stamp_seq`.execute(db);
  await db.schema.dropIndex('offerTimeSlotsSlot').execute();
  await db.schema.dropTable('saleStamps').execute();
}
