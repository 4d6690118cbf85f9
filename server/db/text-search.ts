import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './database';

/** The LIKE pattern for "contains text", lower-cased, with the user's %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Case-insensitive "contains", the same SQL on SQLite and PostgreSQL (LIKE is case-sensitive on PG). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/**
 * The same "contains" as containsText, in a form no trigram index serves (strpos finds the text as it
 * is, so no wildcard needs escaping): for a list whose own index narrows the rows to a few thousand,
 * where PostgreSQL would otherwise intersect them with a common word's tens of thousands of matches.
 */
export function containsTextScanned(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`strpos(lower(${sql.ref(column)}), ${text.toLowerCase()}) > 0`;
}

/**
 * The text columns the hot lists' "contains" filters search, with a trigram index each (migrations
 * 2026-11-23-0005, and for photos 2026-11-25-0022 and 2026-11-27-0032): PostgreSQL a GIN pg_trgm index
 * on lower(column), SQLite an FTS5 trigram table `<table>_text` over these columns, kept in step by
 * triggers (docs/decisions.md "Text search"). The arrivals' and bookings' tables hold lower(column) as
 * SQLite lowers it (ASCII letters), as their LIKE does; the photos' folds case itself, Unicode-wide, as
 * PostgreSQL's lower() does (docs/decisions.md "Media search on both databases").
 */
export const TEXT_INDEXES = {
  arrivals: ['touristName', 'groupId'],
  bookings: ['guestName', 'voucher'],
  photos: ['title', 'description'],
} as const;

export type TextIndexedTable = keyof typeof TEXT_INDEXES;

/** FTS5's trigram tokenizer finds a substring of three characters or more; shorter ones match nothing. */
const TRIGRAM = 3;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * SQLite: the rowids of the rows where one of these columns contains the text, as a subquery on the
 * `<table>_text` FTS5 table; null on PostgreSQL, or for a text with no trigram (under three characters),
 * where the caller keeps containsText. SQLite cannot hand a LIKE with ESCAPE to FTS5, so the text becomes
 * one phrase of a MATCH; the table indexes lower(column) and folds nothing more, so the rows it finds
 * are exactly those containsText finds (docs/decisions.md "Text search").
 */
export function textMatchIds<T extends TextIndexedTable>(
  dialect: Dialect,
  table: T,
  columns: readonly (typeof TEXT_INDEXES)[T][number][],
  text: string,
): RawBuilder<unknown> | null {
  const lowered = text.toLowerCase();
  // A NUL would end FTS5's query string early; such a text (never typed by a user) takes the scan.
  if (dialect === 'postgres' || [...lowered].length < TRIGRAM || lowered.includes('\u0000')) return null;
  // One phrase in the given columns: inside double quotes only a double quote is special (doubled).
  const match = `{${columns.map(snake).join(' ')}} : "${lowered.replace(/"/g, '""')}"`;
  const fts = sql.table(`${table}Text`);
  return sql`select rowid from ${fts} where ${fts} match ${match}`;
}

/** Any of the columns contains the text (containsText's result), the SQL of each database for it. */
function anyContains(alias: string, columns: readonly string[], text: string): Expression<SqlBool> {
  const likes = columns.map((c) => containsText(`${alias}.${c}`, text));
  return likes.length === 1 ? likes[0] : sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/**
 * "Any of these columns contains the text", with exactly containsText's result, served by the trigram
 * index. PostgreSQL needs no other SQL: its planner matches lower(column) LIKE to the GIN index (and
 * rechecks every candidate), or picks another index by cost. On SQLite the matches become `id in (…)`,
 * which the planner reads as "look up each match": right where the text is the narrowest condition
 * (a search across all rows). Where another index narrows the list (a scope, a window), testing that
 * index's rows against the matches is cheaper: see the bookings list's filter.
 */
export function containsIndexedText<T extends TextIndexedTable>(
  dialect: Dialect,
  table: T,
  alias: string,
  columns: readonly (typeof TEXT_INDEXES)[T][number][],
  text: string,
): Expression<SqlBool> {
  const ids = textMatchIds(dialect, table, columns, text);
  return ids ? sql<SqlBool>`${sql.ref(`${alias}.id`)} in (${ids})` : anyContains(alias, columns, text);
}
