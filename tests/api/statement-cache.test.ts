import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/database';

describe('the SQLite statement cache', () => {
  it('prepares one SQL text once and keeps answering with current data', () => {
    const raw = new SQLite(':memory:');
    const db = withStatementCache(raw);
    db.exec('create table t (v integer)');
    const insert = db.prepare('insert into t (v) values (?)');
    expect(db.prepare('insert into t (v) values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('insert into t (v) values (?)').run(2);
    expect(db.prepare('select sum(v) as s from t').get()).toEqual({ s: 3 });
    db.prepare('insert into t (v) values (?)').run(4);
    expect(db.prepare('select sum(v) as s from t').get()).toEqual({ s: 7 });
    db.close();
    expect(raw.open).toBe(false);
  });

  it('still prepares a statement after the schema changed under it', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    db.exec('create table t (v integer)');
    expect(db.prepare('select * from t').all()).toEqual([]);
    db.exec('alter table t add column w integer');
    db.prepare('insert into t (v, w) values (1, 2)').run();
    expect(db.prepare('select * from t').all()).toEqual([{ v: 1, w: 2 }]);
    db.close();
  });
});
