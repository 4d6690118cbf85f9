import { z } from 'zod';
import type { StaleSaveBody } from '../../../contract';
import { fieldsChangedSince } from '../../../domain/changed-fields';
import type { Db } from '../../db/database';
import { parseJsonColumn } from '../../db/json-columns';
import { AppError } from '../../http/errors';

// Versions of tours and offers (migration 2026-11-25-0015), of a supplier's profile and defaults (0027) and
// of its account settings (0030): who saved which version and what it changed.

/** A supplier's profile, default settings and account settings are versioned the same way (0027, 0030). */
export type CatalogueEntity = 'tour' | 'offer' | 'supplier' | 'supplierDefaults' | 'supplierAccount';
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore';

const fieldListSchema = z.array(z.string());

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

/**
 * The 409 of a save made from `fromVersion` while the entity is at `currentVersion`: the fields saved
 * since, and who saved the latest of those versions and when. The body carries reason 'stale', which
 * the client switches on (staleSaveBodySchema).
 */
export async function staleSaveError(
  db: Db,
  entity: CatalogueEntity,
  entityId: number,
  fromVersion: number,
  currentVersion: number,
  what: string,
): Promise<AppError> {
  const rows = await db
    .selectFrom('catalogueChanges as c')
    .leftJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id', 'c.version', 'c.at', 'c.changedFields', 'u.fullName'])
    .where('c.entity', '=', entity)
    .where('c.entityId', '=', entityId)
    .where('c.version', '>', fromVersion)
    .orderBy('c.version')
    .orderBy('c.id')
    .execute();
  const entries = rows.map((r) => ({
    changedFields: parseJsonColumn(fieldListSchema, r.changedFields, {
      table: 'catalogueChanges',
      column: 'changedFields',
      id: r.id,
    }),
  }));
  const latest = rows.at(-1);
  const changedFields = fieldsChangedSince(entries);
  const by = latest?.fullName ?? null;
  const body: Omit<StaleSaveBody, 'title' | 'message'> = {
    reason: 'stale',
    version: currentVersion,
    changedFields,
    changedBy: by,
    changedAt: latest?.at ?? null,
  };
  const who = by ?? 'someone else';
  const message =
    changedFields.length > 0
      ? `This ${what} was saved by ${who} after you opened it: ${changedFields.join(', ')}. Reload it to see their changes.`
      : `This ${what} was saved by ${who} after you opened it. Reload it to see their changes.`;
  return new AppError('conflict', message, { title: 'Changed meanwhile', body });
}
