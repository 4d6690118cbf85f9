// The account's price defaults as the supplier's row stores them (account-settings.ts answers them).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SuppliersTable } from '../../db/tables/organisations';

const COLUMNS = [
  'taxName',
  'taxAmount',
  'taxAmountK',
  'defaultCommission',
  'baseCurrency',
  'secondaryCurrency',
  'convRate',
  'convType',
  'accountVersion',
] as const;
export type AccountColumns = Pick<Selectable<SuppliersTable>, (typeof COLUMNS)[number]>;

/** The supplier's account-settings columns; undefined for an unknown supplier. */
export function findAccountSettingsRow(db: Db, supplierId: number): Promise<AccountColumns | undefined> {
  return db.selectFrom('suppliers').select(COLUMNS).where('id', '=', supplierId).executeTakeFirst();
}
