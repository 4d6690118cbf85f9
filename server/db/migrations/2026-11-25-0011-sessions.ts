import type { Kysely } from 'kysely';

/**
 * Sessions signed out before their token expires (checked on every request by primary key, beside
 * the user's row); on password attempts, a kind (changing the password is throttled like sign-in) and a
 * pending flag (recorded before the password is checked, settled after).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revokedSessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revokedSessionsExpires').on('revokedSessions').column('expiresAt').execute();
  await db.schema
    .alterTable('signInAttempts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('signin'))
    .execute();
  await db.schema
    .alterTable('signInAttempts')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('signInAttempts').dropColumn('pending').execute();
  await db.schema.alterTable('signInAttempts').dropColumn('kind').execute();
  await db.schema.dropTable('revokedSessions').execute();
}
