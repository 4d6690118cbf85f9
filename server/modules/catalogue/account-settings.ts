// The account's price defaults (02-catalogue §3 "Account settings"), read from the supplier's row:
// a new valid period starts from them. Edited by PUT /api/account/settings (server/modules/suppliers/).
import type { AccountSettings, SavedAccountSettings } from '../../../contract';
import { fromUnits } from '../../../domain/money';
import type { Db } from '../../db/database';
import { findAccountSettingsRow, type AccountColumns } from './account-settings-repo';

/** The settings as the API answers them, from the supplier's row (or the columns read of it). */
export function accountSettingsOf(row: AccountColumns): SavedAccountSettings {
  return {
    taxes: { name: row.taxName, amount: fromUnits(row.taxAmount), amountK: fromUnits(row.taxAmountK) },
    defaultCommission: fromUnits(row.defaultCommission),
    currency: {
      baseCurrency: row.baseCurrency,
      secondaryCurrency: row.secondaryCurrency,
      convRate: fromUnits(row.convRate),
      convType: row.convType as AccountSettings['currency']['convType'],
    },
    version: row.accountVersion,
  };
}

export async function accountSettings(db: Db, supplierId: number): Promise<SavedAccountSettings | null> {
  const row = await findAccountSettingsRow(db, supplierId);
  return row ? accountSettingsOf(row) : null;
}
