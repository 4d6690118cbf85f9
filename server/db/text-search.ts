import { sql, type RawBuilder } from 'kysely';

/** Case-insensitive "contains", the same SQL on SQLite and PostgreSQL (LIKE is case-sensitive on PG). */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
