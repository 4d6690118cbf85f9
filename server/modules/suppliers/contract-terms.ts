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
  const rows = await contractsForSale(db, agencyId, supplierId, date, offerIds);
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
  const all = [...byId.values()];
  const chosen = contractForTicket(
    all.filter((c) => c.own),
    all.filter((c) => !c.own),
    date,
  );
  if (!chosen) return null;
  const { own: _own, ...terms } = chosen;
  return terms;
}
