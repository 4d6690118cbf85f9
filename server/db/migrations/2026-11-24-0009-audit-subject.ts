import type { Kysely } from 'kysely';

/** A booking's details show its status history from the audit log: found by subject, in time order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('auditLogSubject').on('auditLog').columns(['subject', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('auditLogSubject').execute();
}
