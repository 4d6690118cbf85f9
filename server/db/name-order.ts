import { sql, type RawBuilder } from 'kysely';

/**
 * A name as readers sort it: case-insensitively, the same on SQLite (binary by default, which put
 * 'ibis Mall of the Emirates' after every capitalised hotel) and PostgreSQL (whose order follows the
 * database's collation). Order by it, then by the name itself and an id, for a stable order.
 */
export function nameForReaders(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}
