import type { Updateable } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../domain/local-time';
import type { Db } from '../../db/database';
import type { SuppliersTable } from '../../db/tables/organisations';

// SQL of the supplier's own row: profile, contacts, defaults and account settings all live on it.
// Every function takes the caller's supplier id; nothing here reads or writes another supplier.

/**
 * The supplier's IANA time zone, whose wall clock its slots, notice and "today" are read on
 * (domain/local-time.ts); the default zone when there is no such supplier.
 */
export async function supplierTimeZone(db: Db, supplierId: number): Promise<string> {
  const row = await db
    .selectFrom('suppliers')
    .select('timeZone')
    .where('id', '=', supplierId)
    .executeTakeFirst();
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export async function findSupplierRow(db: Db, supplierId: number) {
  return db.selectFrom('suppliers').selectAll().where('id', '=', supplierId).executeTakeFirst();
}

/**
 * Writes a versioned part of the row only if its version is still the one the save started from, and
 * moves the version on: false when another save got there first.
 */
export async function updateVersionedSupplierRow(
  db: Db,
  supplierId: number,
  column: 'version' | 'defaultsVersion' | 'accountVersion',
  fromVersion: number,
  values: Updateable<SuppliersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('suppliers')
    .set({ ...values, [column]: fromVersion + 1 })
    .where('id', '=', supplierId)
    .where(column, '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether another supplier already uses this business code (codes are unique across suppliers). */
export async function codeTakenByAnother(db: Db, supplierId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('suppliers')
    .select('id')
    .where('code', '=', code)
    .where('id', '!=', supplierId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  return row !== undefined;
}
