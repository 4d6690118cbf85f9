import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * A version on tours and offers: a save names the version it started from, and one made from an older
 * version answers 409 instead of overwriting someone else's save. catalogueChanges keeps, per saved
 * version, who saved it and which fields changed, so that 409 can say what changed, and deletes and
 * restores are audited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tours')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db, db.schema.createTable('catalogueChanges'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entityId', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changedFields', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('catalogueChangesEntity')
    .on('catalogueChanges')
    .columns(['entity', 'entityId', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogueChanges').execute();
  await db.schema.alterTable('offers').dropColumn('version').execute();
  await db.schema.alterTable('tours').dropColumn('version').execute();
}
