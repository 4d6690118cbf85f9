import type { Selectable, Updateable } from 'kysely';
import {
  CONTACT_LINES,
  type AccountSettings,
  type SavedAccountSettings,
  type Supplier,
  type SupplierDefaultSettings,
  type SupplierProfile,
} from '../../../contract';
import { isValidRule } from '../../../domain/cancellation';
import { coefficientProblem } from '../../../domain/account-settings';
import { fromUnits, toUnits } from '../../../domain/money';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import type { SuppliersTable } from '../../db/tables/organisations';
import { AppError, badRequest, notFound } from '../../http/errors';
import { sanitizeRichText } from '../../http/rich-text';
import { changedFields } from '../../../domain/changed-fields';
import { accountSettings, accountSettingsOf } from '../catalogue/account-settings';
import { staleSaveError } from '../catalogue/change-log';
import { recordChange } from '../catalogue/change-log-repo';
import { codeTakenByAnother, countryExists, findSupplierRow, updateVersionedSupplierRow } from './repo';

type Row = Selectable<SuppliersTable>;
/** Each screen's part of the row has its own version: profile, defaults, account settings. */
type VersionColumn = 'version' | 'defaultsVersion' | 'accountVersion';

export const SUPPLIER_NOT_FOUND = 'Supplier not found or you are not allowed to manage it';

/**
 * The settlement terms Core Info shows read-only. The provider sets them for every supplier alike;
 * the currency is the supplier's base currency (docs/decisions.md "Supplier settlement terms").
 */
const SETTLEMENT = {
  settlementPeriod: 'Monthly, by the 15th of the following month',
  paymentMethod: 'Bank transfer to the account in Payment Details',
  reports: 'Monthly statement of bookings, commissions and payouts',
};

/** A stored JSON object, read leniently: a column written by older code must not make a read fail. */
function objectOf(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
const str = (value: unknown) => (typeof value === 'string' ? value : '');
function lines<K extends string>(json: string | null, keys: readonly K[]) {
  const stored = objectOf(json);
  const line = (name: string) => {
    const l = objectOf(JSON.stringify(stored[name] ?? {}));
    return Object.fromEntries(keys.map((k) => [k, str(l[k])])) as Record<K, string>;
  };
  return { primary: line('primary'), secondary: line('secondary'), emergency: line('emergency') };
}

export function toSupplier(r: Row): Supplier {
  const pay = objectOf(r.paymentDetails);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    address: r.address ?? '',
    countryId: r.countryId,
    timeZone: r.timeZone,
    taxRegistrationNumber: r.taxRegistrationNumber ?? '',
    tradeLicenseNumber: r.tradeLicenseNumber ?? '',
    paymentDetails: {
      bankName: str(pay.bankName),
      accountNumber: str(pay.accountNumber),
      ibanNumber: str(pay.ibanNumber),
      swiftCode: str(pay.swiftCode),
      bankBranchAddress: str(pay.bankBranchAddress),
    },
    isAcknowledged: Boolean(r.isAcknowledged),
    customerSupport: lines(r.customerSupport, ['name', 'phone', 'email'] as const),
    operationsSupport: lines(r.operationsSupport, ['phone', 'email'] as const),
    accountsDepartment: lines(r.accountsDepartment, ['phone', 'email'] as const),
    settlement: { ...SETTLEMENT, currency: r.baseCurrency },
    version: r.version,
  };
}

function policyOf(json: string | null) {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (r): r is { hours: number; percents: number } =>
          typeof r?.hours === 'number' && typeof r?.percents === 'number',
      )
      .map(({ hours, percents }) => ({ hours, percents }));
  } catch {
    return [];
  }
}

export function toDefaultSettings(r: Row): SupplierDefaultSettings {
  return {
    faq: r.defaultFaq || null,
    termsAndConditions: r.defaultTermsAndConditions || null,
    notesToClientPostBooking: r.defaultNotesToClientPostBooking || null,
    cancellationPolicy: policyOf(r.defaultCancellationPolicy),
    version: r.defaultsVersion,
  };
}

async function rowOf(db: Db, supplierId: number): Promise<Row> {
  const row = await findSupplierRow(db, supplierId);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

export const getSupplier = async (db: Db, supplierId: number) => toSupplier(await rowOf(db, supplierId));
export const getDefaultSettings = async (db: Db, supplierId: number) =>
  toDefaultSettings(await rowOf(db, supplierId));
/** The catalogue module's reading of the same columns, so both routes answer one shape. */
export async function getAccountSettings(db: Db, supplierId: number): Promise<SavedAccountSettings> {
  const settings = await accountSettings(db, supplierId);
  if (!settings) throw notFound(SUPPLIER_NOT_FOUND);
  return settings;
}

/**
 * One versioned save of the supplier's row, as tours and offers (catalogue/change-log.ts): a save from
 * an older version than the stored one answers 409 naming the fields saved since and who saved them;
 * the conditional update closes the gap between that check and the write (two admins at once).
 * A save that changes nothing keeps the version.
 */
async function versionedSave<T extends object>(
  db: Db,
  by: AuthUser,
  what: {
    entity: 'supplier' | 'supplierDefaults' | 'supplierAccount';
    column: VersionColumn;
    name: string;
  },
  row: Row,
  change: { before: T; after: T; fromVersion: number | undefined; values: Updateable<SuppliersTable> },
): Promise<void> {
  const current = row[what.column];
  const from = change.fromVersion ?? current;
  if (from !== current) throw await staleSaveError(db, what.entity, row.id, from, current, what.name);
  const fields = changedFields(change.before, change.after, ['version' as keyof T]);
  if (fields.length === 0) return;
  if (!(await updateVersionedSupplierRow(db, row.id, what.column, current, change.values))) {
    const now = await rowOf(db, row.id);
    throw await staleSaveError(db, what.entity, row.id, from, now[what.column], what.name);
  }
  await recordChange(db, {
    entity: what.entity,
    entityId: row.id,
    version: current + 1,
    userId: by.id,
    action: 'update',
    changedFields: fields,
  });
}

export async function saveProfile(
  db: Db,
  supplierId: number,
  by: AuthUser,
  p: SupplierProfile,
): Promise<Supplier> {
  const row = await rowOf(db, supplierId);
  if (p.countryId != null && !(await countryExists(db, p.countryId)))
    throw badRequest('Country not found', { countryId: 'Country not found' });
  if (await codeTakenByAnother(db, supplierId, p.code))
    throw new AppError('conflict', `The business code ${p.code} is already used by another supplier`, {
      fields: { code: 'This business code is already used' },
    });
  const blank = (v: string) => (v === '' ? null : v);
  const values = {
    code: p.code,
    name: p.name,
    address: blank(p.address),
    countryId: p.countryId,
    timeZone: p.timeZone ?? row.timeZone,
    taxRegistrationNumber: blank(p.taxRegistrationNumber),
    tradeLicenseNumber: blank(p.tradeLicenseNumber),
    paymentDetails: JSON.stringify(p.paymentDetails),
    isAcknowledged: p.isAcknowledged ? 1 : 0,
    customerSupport: JSON.stringify(pick(p.customerSupport)),
    operationsSupport: JSON.stringify(pick(p.operationsSupport)),
    accountsDepartment: JSON.stringify(pick(p.accountsDepartment)),
  };
  const { id: _id, settlement: _settlement, version: _v, ...before } = toSupplier(row);
  const { version: fromVersion, ...given } = p;
  const after = { ...given, timeZone: values.timeZone };
  await versionedSave(db, by, { entity: 'supplier', column: 'version', name: 'business profile' }, row, {
    before,
    after,
    fromVersion,
    values,
  });
  return getSupplier(db, supplierId);
}

/** The three lines in their fixed order, whatever else a body carried. */
const pick = <T>(l: Record<(typeof CONTACT_LINES)[number], T>) =>
  Object.fromEntries(CONTACT_LINES.map((name) => [name, l[name]]));

/**
 * Rich text is cleaned here (lists and links only); a policy keeps only rows that say something
 * (hours and percent both above 0, 02 §5), longest notice first, as the tour screen shows them.
 */
export async function saveDefaultSettings(
  db: Db,
  supplierId: number,
  by: AuthUser,
  s: SupplierDefaultSettings,
): Promise<SupplierDefaultSettings> {
  const row = await rowOf(db, supplierId);
  const policy = s.cancellationPolicy.filter(isValidRule).sort((a, b) => b.hours - a.hours);
  const values = {
    defaultFaq: sanitizeRichText(s.faq),
    defaultTermsAndConditions: sanitizeRichText(s.termsAndConditions),
    defaultNotesToClientPostBooking: sanitizeRichText(s.notesToClientPostBooking),
    defaultCancellationPolicy: JSON.stringify(policy),
  };
  const { version: _v, ...before } = toDefaultSettings(row);
  const after = {
    faq: values.defaultFaq || null,
    termsAndConditions: values.defaultTermsAndConditions || null,
    notesToClientPostBooking: values.defaultNotesToClientPostBooking || null,
    cancellationPolicy: policy,
  };
  await versionedSave(
    db,
    by,
    { entity: 'supplierDefaults', column: 'defaultsVersion', name: 'default settings' },
    row,
    { before, after, fromVersion: s.version, values },
  );
  return getDefaultSettings(db, supplierId);
}

/**
 * The account settings field by field, as a stale save's 409 names them ('currency.convRate'). The tax
 * coefficient is left out: it always follows the tax (coefficientProblem), so it is never a change of
 * its own. Amounts are compared as stored (4 decimals), so 3.67251 saved over 3.6725 changes nothing.
 */
function accountFields(s: AccountSettings) {
  const stored = (n: number) => fromUnits(toUnits(n));
  return {
    'taxes.name': s.taxes.name,
    'taxes.amount': stored(s.taxes.amount),
    defaultCommission: stored(s.defaultCommission),
    'currency.baseCurrency': s.currency.baseCurrency,
    'currency.secondaryCurrency': s.currency.secondaryCurrency,
    'currency.convRate': stored(s.currency.convRate),
    'currency.convType': s.currency.convType,
  };
}

/**
 * Account settings are the defaults a new valid period starts from. A valid period keeps the VAT,
 * commission and conversion rate it was saved with, and a booking keeps its own amounts, so a change
 * here reaches only prices entered afterwards. Versioned as the profile is (their own version).
 */
export async function saveAccountSettings(
  db: Db,
  supplierId: number,
  by: AuthUser,
  s: AccountSettings,
): Promise<SavedAccountSettings> {
  const row = await rowOf(db, supplierId);
  const coefficient = coefficientProblem(s.taxes.amount, s.taxes.amountK);
  if (coefficient) throw badRequest(coefficient, { 'taxes.amountK': coefficient });
  const values = {
    taxName: s.taxes.name,
    taxAmount: toUnits(s.taxes.amount),
    taxAmountK: toUnits(s.taxes.amountK),
    defaultCommission: toUnits(s.defaultCommission),
    baseCurrency: s.currency.baseCurrency,
    secondaryCurrency: s.currency.secondaryCurrency,
    convRate: toUnits(s.currency.convRate),
    convType: s.currency.convType,
  };
  await versionedSave(
    db,
    by,
    { entity: 'supplierAccount', column: 'accountVersion', name: 'set of account settings' },
    row,
    {
      before: accountFields(accountSettingsOf(row)),
      after: accountFields(s),
      fromVersion: s.version,
      values,
    },
  );
  return getAccountSettings(db, supplierId);
}
