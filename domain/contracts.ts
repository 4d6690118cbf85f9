import type { ContractKind } from '../contract/contracts';
import { commissionFromNet, type PeriodPrices, type PricePax } from './pricing';

// Per-agency contracts (issue 17, Admin → Contracting): the one rule for which contract prices a
// booking and how it turns a ticket's price into the agency's net and commission. The server prices
// the new-booking price call and the booking with it; the admin screen shows the same figures.

/** A contract's terms, as both sides hold them (percents and prices as numbers, not stored units). */
export interface ContractTerms {
  validFrom: string;
  kind: ContractKind;
  /** The agency's commission percent on every ticket (kind 'commission'). */
  commissionPercent: number | null;
  /** Net rates per ticket in the base currency with VAT (kind 'netRates'); a null pax keeps its own. */
  netRates: readonly NetRates[];
}

export interface NetRates {
  offerId: number;
  netAdult: number | null;
  netChild: number | null;
  netTrip: number | null;
}

/**
 * The contract in force on `date` (YYYY-MM-DD): the one with the latest valid-from on or before it;
 * none before the first. Contracts of one agency never share a valid-from (the server refuses it).
 */
/** One contract per agency and date: the refusal, filled in with domain/message-template.ts. */
export const CONTRACT_DATE_TAKEN_MESSAGE = '{{agency}} already has a contract from {{date}}';

export function contractInForce<T extends { validFrom: string }>(
  contracts: readonly T[],
  date: string,
): T | null {
  let best: T | null = null;
  for (const c of contracts) if (c.validFrom <= date && (!best || c.validFrom > best.validFrom)) best = c;
  return best;
}

/** The first contract still to come after `date`. */
export function nextContract<T extends { validFrom: string }>(
  contracts: readonly T[],
  date: string,
): T | null {
  let best: T | null = null;
  for (const c of contracts) if (c.validFrom > date && (!best || c.validFrom < best.validFrom)) best = c;
  return best;
}

/** Where a contract stands on `today`: pricing today's bookings, still to come, or replaced. */
export function contractState<T extends { validFrom: string }>(
  contract: T,
  all: readonly T[],
  today: string,
): 'current' | 'upcoming' | 'past' {
  if (contract.validFrom > today) return 'upcoming';
  return contractInForce(all, today) === contract ? 'current' : 'past';
}

/**
 * Which contract prices a supplier's ticket for an agency: the supplier's own contract in force, else
 * the operator's (the operator sells every supplier's catalogue), else none (the ticket's own prices).
 */
export function contractForTicket<T extends { validFrom: string }>(
  own: readonly T[],
  operator: readonly T[],
  date: string,
): T | null {
  return contractInForce(own, date) ?? contractInForce(operator, date);
}

const NET_KEY: Record<PricePax, keyof NetRates> = { Adult: 'netAdult', Child: 'netChild', Trip: 'netTrip' };
const PRICE_KEY = { Adult: 'priceAdult', Child: 'priceChild', Trip: 'priceTrip' } as const;
const COMMISSION_KEY = {
  Adult: 'commissionAdult',
  Child: 'commissionChild',
  Trip: 'commissionTrip',
} as const;

/** Whether a contract prices this ticket: a commission contract every ticket, net rates those it names. */
export function contractApplies(contract: ContractTerms, offerId: number): boolean {
  return contract.kind === 'commission'
    ? contract.commissionPercent !== null
    : contract.netRates.some((r) => r.offerId === offerId);
}

/**
 * A ticket's stored prices as the contract prices them for the agency: the recommended prices stay
 * (the guest pays the same), the commission percents become the contract's. A commission contract sets
 * every pax kind's percent; net rates set the percent that leaves the agency that net, for the pax kinds
 * the contract names for this ticket. No contract, or a net-rate contract without this ticket: unchanged.
 * Everything downstream (net prices, booking amounts) is domain/pricing's, as for any period.
 */
export function contractedPrices(
  period: PeriodPrices,
  contract: ContractTerms | null,
  offerId: number,
): PeriodPrices {
  if (!contract) return period;
  const out = { ...period };
  if (contract.kind === 'commission') {
    if (contract.commissionPercent === null) return period;
    const pct = Math.min(100, Math.max(0, contract.commissionPercent));
    for (const pax of ['Adult', 'Child', 'Trip'] as const) out[COMMISSION_KEY[pax]] = pct;
    return out;
  }
  const rates = contract.netRates.find((r) => r.offerId === offerId);
  if (!rates) return period;
  for (const pax of ['Adult', 'Child', 'Trip'] as const) {
    const net = rates[NET_KEY[pax]];
    if (net !== null) out[COMMISSION_KEY[pax]] = commissionFromNet(period[PRICE_KEY[pax]], net);
  }
  return out;
}
