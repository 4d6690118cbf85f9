// Versions of tours and offers (migration 2026-11-25-0015), of a supplier's profile and defaults (0027) and
// of its account settings (0030): who saved which version and what it changed.
import type { Db } from '../../db/database';

/** A supplier's profile, default settings and account settings are versioned the same way (0027, 0030). */
export type CatalogueEntity =
  'tour' | 'offer' | 'supplier' | 'supplierDefaults' | 'supplierAccount' | 'ticketType';
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore';

/** Writes the change log's row for a version just saved, in the save's transaction. */
export async function recordChange(
  trx: Db,
  change: {
    entity: CatalogueEntity;
    entityId: number;
    version: number;
    userId: number;
    action: ChangeAction;
    changedFields: readonly string[];
  },
): Promise<void> {
  await trx
    .insertInto('catalogueChanges')
    .values({
      entity: change.entity,
      entityId: change.entityId,
      version: change.version,
      userId: change.userId,
      at: new Date().toISOString(),
      action: change.action,
      changedFields: JSON.stringify(change.changedFields),
    })
    .execute();
}

/** The change log's rows of the versions saved after `fromVersion`, oldest first, with who saved each. */
export function changesSince(db: Db, entity: CatalogueEntity, entityId: number, fromVersion: number) {
  return db
    .selectFrom('catalogueChanges as c')
    .leftJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.version', 'c.at', 'c.changedFields', 'u.fullName'])
    .where('c.entity', '=', entity)
    .where('c.entityId', '=', entityId)
    .where('c.version', '>', fromVersion)
    .orderBy('c.version')
    .orderBy('c.id')
    .execute();
}
