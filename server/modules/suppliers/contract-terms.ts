import { contractForTicket, type ContractTerms } from '../../../domain/contracts';
import { fromUnits } from '../../../domain/money';
import type { ContractKind } from '../../../contract';
import type { Db } from '../../db/database';
import { contractsForSale } from './contracts-repo';

export type SaleContract = ContractTerms & { id: number };

const amount = (units: number | null) => (units === null ? null : fromUnits(units));

/**
 * The contract that prices a sale of `supplierId`'s tickets `offerIds` to an agency on `date`, with its
 * net rates for those tickets, by the one rule (domain/contracts contractForTicket); null: none, the
 * tickets' own prices. The new-booking price call and the booking both ask here.
 */
export async function contractForSale(
  db: Db,
  agencyId: number,
  supplierId: number,
  date: string,
  offerIds: number[],
): Promise<SaleContract | null> {
  return saleContractOn(await saleContracts(db, agencyId, supplierId, date, offerIds), date);
}

/** The agency's contracts that may price the supplier's tickets, split as contractForTicket reads them. */
export interface SaleContracts {
  own: SaleContract[];
  operator: SaleContract[];
}

/**
 * Every contract of the agency in force on some day up to `until` that may price the supplier's
 * tickets `offerIds` (its own, and the operator's), with their net rates for them: one read for a range
 * of dates, each then priced by saleContractOn (an OCTO calendar prices 60 days from it).
 */
export async function saleContracts(
  db: Db,
  agencyId: number,
  supplierId: number,
  until: string,
  offerIds: number[],
): Promise<SaleContracts> {
  const rows = await contractsForSale(db, agencyId, supplierId, until, offerIds);
  const byId = new Map<number, SaleContract & { own: boolean }>();
  for (const r of rows) {
    let c = byId.get(r.id);
    if (!c) {
      c = {
        id: r.id,
        own: r.supplierId === supplierId,
        validFrom: r.validFrom,
        kind: r.kind as ContractKind,
        commissionPercent: amount(r.commissionPercent),
        netRates: [],
      };
      byId.set(r.id, c);
    }
    if (r.offerId != null)
      (c.netRates as SaleContract['netRates'][number][]).push({
        offerId: r.offerId,
        netAdult: amount(r.netAdult),
        netChild: amount(r.netChild),
        netTrip: amount(r.netTrip),
      });
  }
  const strip = ({ own: _own, ...terms }: SaleContract & { own: boolean }): SaleContract => terms;
  const all = [...byId.values()];
  return { own: all.filter((c) => c.own).map(strip), operator: all.filter((c) => !c.own).map(strip) };
}

/** The contract of `contracts` that prices a sale on `date` (domain/contracts contractForTicket). */
export const saleContractOn = (contracts: SaleContracts, date: string): SaleContract | null =>
  contractForTicket(contracts.own, contracts.operator, date);
