import type { Generated } from 'kysely';

// Per-agency contracts of a supplier (Admin → Contracting). Mirrors migrations/2026-11-25-0026-contracts.

export interface AgencyContractsTable {
  id: Generated<number>;
  supplierId: number;
  agencyId: number;
  /** YYYY-MM-DD: in force from this day until the next contract's valid-from. */
  validFrom: string;
  /** 'commission' | 'netRates' (contract/contracts.ts CONTRACT_KINDS). */
  kind: string;
  /** Percent in 1/10000 units, for kind 'commission'. */
  commissionPercent: number | null;
  note: Generated<string>;
  createdBy: number | null;
  createdAt: string;
}

export interface AgencyContractRatesTable {
  contractId: number;
  offerId: number;
  /** Base currency with VAT, 1/10000 units; null: that pax kind keeps the ticket's own commission. */
  netAdult: number | null;
  netChild: number | null;
  netTrip: number | null;
}

export interface ContractTables {
  agencyContracts: AgencyContractsTable;
  agencyContractRates: AgencyContractRatesTable;
}
