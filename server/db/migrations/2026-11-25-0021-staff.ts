import type { Kysely } from 'kysely';

/**
 * Staff management (issue 17): a user can be deactivated (kept, with roles, but unable to sign in)
 * and their last sign-in is shown; one-time set-password links keep only the SHA-256 of the token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('lastSignInAt', 'text').execute();
  await db.schema
    .createTable('setPasswordLinks')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('createdBy', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .execute();
  await db.schema.createIndex('setPasswordLinksUser').on('setPasswordLinks').column('userId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('setPasswordLinks').execute();
  await db.schema.alterTable('users').dropColumn('lastSignInAt').execute();
  await db.schema.alterTable('users').dropColumn('isActive').execute();
}
