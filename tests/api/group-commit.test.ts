import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { writeTransaction } from '../../server/db/group-commit';

/** Writes that arrive together on SQLite share one commit, each in its own savepoint. */
describe('grouped writes on SQLite', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await sql`create table notes (id integer primary key, text text not null unique)`.execute(database.db);
  });
  afterAll(async () => database.close());

  const texts = async () =>
    (await sql<{ text: string }>`select text from notes order by id`.execute(database.db)).rows.map(
      (r) => r.text,
    );
  const insert = (text: string) =>
    writeTransaction(database.db, async (trx) => {
      await sql`insert into notes (text) values (${text})`.execute(trx);
      return text;
    });

  it('commits every write of a burst, undoes only the one that failed, and answers each with its own outcome', async () => {
    const outcomes = await Promise.allSettled([
      insert('first'),
      insert('second'),
      writeTransaction(database.db, async (trx) => {
        await sql`insert into notes (text) values ('half-done')`.execute(trx);
        throw new Error('refused after writing');
      }),
      insert('second'), // unique: fails on its own
      insert('third'),
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'first',
      'second',
      'refused after writing',
      expect.stringMatching(/UNIQUE/),
      'third',
    ]);
    expect(await texts()).toEqual(['first', 'second', 'third']);
  });

  it('sees, within a group, what an earlier write of the group did', async () => {
    const [, count] = await Promise.all([
      insert('fourth'),
      writeTransaction(
        database.db,
        async (trx) => (await sql<{ n: number }>`select count(*) as n from notes`.execute(trx)).rows[0].n,
      ),
    ]);
    expect(count).toBe(4);
  });
});
