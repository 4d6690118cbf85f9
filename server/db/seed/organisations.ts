import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { AGENCIES, DEFAULT_CANCELLATION_POLICY, SUPPLIERS, SUPPLIER_DEFAULT_TEXTS } from './content/profiles';

export interface Organisations {
  operatorId: number;
  /** The two suppliers besides the operator, in order: Desert Falcon Safaris, Arabian Seas Cruises. */
  supplierIds: [number, number];
  agencies: { id: number; name: string; code: string }[];
}

/** The operator, its two suppliers and three agencies; the account defaults are the spec's. */
export async function seedOrganisations(
  db: Db,
  homeCountryId: number,
  counts: SeedCounts,
): Promise<Organisations> {
  const suppliers = SUPPLIERS.map((s, i) => ({
    id: i + 1,
    name: s.name,
    code: s.code,
    isOperator: s.isOperator,
    address: s.address,
    countryId: homeCountryId,
    taxRegistrationNumber: s.taxRegistrationNumber,
    tradeLicenseNumber: s.tradeLicenseNumber,
    paymentDetails: JSON.stringify(s.paymentDetails),
    isAcknowledged: 1,
    customerSupport: JSON.stringify(s.customerSupport),
    operationsSupport: JSON.stringify(s.operationsSupport),
    accountsDepartment: JSON.stringify(s.accountsDepartment),
    ...SUPPLIER_DEFAULT_TEXTS,
    defaultCancellationPolicy: JSON.stringify(DEFAULT_CANCELLATION_POLICY),
    taxName: 'vat',
    taxAmount: 50_000,
    taxAmountK: 10_500,
    defaultCommission: 200_000,
    baseCurrency: 'AED',
    secondaryCurrency: '$',
    convRate: 36_500,
    convType: 1,
  }));
  const agencies = AGENCIES.map((a, i) => ({ id: i + 1, ...a }));

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'suppliers', suppliers, counts);
    await insertBatched(trx, 'agencies', agencies, counts);
  });

  return {
    operatorId: suppliers[0].id,
    supplierIds: [suppliers[1].id, suppliers[2].id],
    agencies: agencies.map(({ id, name, code }) => ({ id, name, code })),
  };
}
