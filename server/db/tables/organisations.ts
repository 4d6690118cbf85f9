import type { Generated } from 'kysely';

// Suppliers and agencies: the two kinds of company users belong to.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  code: string;
  isOperator: Generated<number>;
  address: string | null;
  countryId: number | null;
  taxRegistrationNumber: string | null;
  tradeLicenseNumber: string | null;
  paymentDetails: Generated<string>;
  isAcknowledged: Generated<number>;
  customerSupport: Generated<string>;
  operationsSupport: Generated<string>;
  accountsDepartment: Generated<string>;
  defaultFaq: string | null;
  defaultTermsAndConditions: string | null;
  defaultNotesToClientPostBooking: string | null;
  defaultCancellationPolicy: Generated<string>;
  taxName: Generated<string>;
  taxAmount: Generated<number>;
  taxAmountK: Generated<number>;
  defaultCommission: Generated<number>;
  baseCurrency: Generated<string>;
  secondaryCurrency: Generated<string>;
  convRate: Generated<number>;
  convType: Generated<number>;
  /** Version of the business profile and contacts (a stale save answers 409). */
  version: Generated<number>;
  /** Version of the default settings, saved on their own screen. */
  defaultsVersion: Generated<number>;
  /** Version of the account settings (tax, default commission, currencies), saved by their own call. */
  accountVersion: Generated<number>;
  /** IANA zone of the supplier's clocks (domain/local-time.ts). */
  timeZone: Generated<string>;
}

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  code: string;
  email: string | null;
  phone: string | null;
  commission: Generated<number>;
}

export interface OrganisationTables {
  suppliers: SuppliersTable;
  agencies: AgenciesTable;
}
