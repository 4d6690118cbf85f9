import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { PHONE_SEPARATORS } from '../../domain/arrival-search';
import type { Dialect } from './database';

/**
 * The phone-number columns the arrivals search box reads, each with a trigram index over its numbers
 * as the search compares them (migration 2026-11-25-0014): PostgreSQL a GIN pg_trgm index on
 * phoneDigitsSql(column), SQLite a contentless FTS5 trigram table `<table>_phone` kept by triggers.
 */
export const PHONE_INDEXES = {
  arrivals: 'touristPhone',
  groupInfos: 'phoneNumbers',
} as const;
export type PhoneIndexedTable = keyof typeof PHONE_INDEXES;

/**
 * domain/arrival-search.ts's phoneSearchText in SQL, the same text on both databases. The separators
 * are literals, not parameters: PostgreSQL uses an expression index only for the very expression.
 */
export function phoneDigitsSql(column: string): RawBuilder<string> {
  let text: RawBuilder<string> = sql`${sql.ref(column)}`;
  for (const s of PHONE_SEPARATORS) text = sql`replace(${text}, ${sql.lit(s)}, '')`;
  return text;
}

/**
 * The column's numbers contain these digits (phoneSearchDigits' answer: digits only, six or more),
 * through the trigram index: PostgreSQL matches the LIKE to its GIN index; SQLite looks the digits up
 * in the FTS5 table as one phrase.
 */
export function phoneContains(
  dialect: Dialect,
  table: PhoneIndexedTable,
  alias: string,
  digits: string,
): Expression<SqlBool> {
  if (!/^\d+$/.test(digits)) throw new Error('phoneContains takes digits only');
  if (dialect === 'postgres')
    return sql<SqlBool>`${phoneDigitsSql(`${alias}.${PHONE_INDEXES[table]}`)} like ${`%${digits}%`}`;
  const fts = sql.table(`${table}Phone`);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${fts} match ${`"${digits}"`})`;
}
