import type { Db } from '../db/database';

/**
 * What the authentication hook checks of a token's user, in one read by primary keys: the user's token
 * version and deletion, whether the token's session was signed out, and whether the user's supplier is
 * the operator (null: the user belongs to no supplier, or to one that no longer exists).
 */
export function findCaller(db: Db, userId: number, sessionId: string, supplierId: number | null) {
  return (
    db
      .selectFrom('users')
      .leftJoin('revokedSessions', (join) => join.on('revokedSessions.sid', '=', sessionId))
      // -1 matches no supplier: a user of none gets a null flag, as a user of a deleted supplier would.
      .leftJoin('suppliers', (join) => join.on('suppliers.id', '=', supplierId ?? -1))
      .select([
        'users.tokenVersion',
        'users.isDeleted',
        'revokedSessions.sid as revoked',
        'suppliers.isOperator',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst()
  );
}
