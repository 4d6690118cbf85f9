import { z } from 'zod';
import type { StaleSaveBody } from '../../../contract';
import { fieldsChangedSince } from '../../../domain/changed-fields';
import type { Db } from '../../db/database';
import { parseJsonColumn } from '../../db/json-columns';
import { AppError } from '../../http/errors';
import { changesSince, type CatalogueEntity } from './change-log-repo';

// The 409 of a stale save, from the change log (change-log-repo.ts): who saved which version since and
// what it changed.

const fieldListSchema = z.array(z.string());

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
  const rows = await changesSince(db, entity, entityId, fromVersion);
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
