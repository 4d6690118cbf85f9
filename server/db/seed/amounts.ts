import type { SeedPeriod } from './catalogue';

const CONV_RATE = 36_500; // 3.65 AED per USD in 1/10000, divided (convType 1)
const PERCENT_SCALE = 1_000_000; // a price in 1/10000 times a rate in 1/10000 of 100 %

export interface BookingAmounts {
  priceAdult: number;
  priceChild: number;
  priceTrip: number;
  /** Total price with VAT in AED (1/10000). */
  grossSalesAed: number;
  /** The same total in USD (1/10000), as the agent lists show it. */
  grossSales: number;
  /** USD the agency passes on: gross sales less its commission. */
  agencyReceivable: number;
  /** AED the supplier keeps: the total less the agency's commission. */
  netTotal: number;
}

/**
 * The spec's total (adults × adult price + children × child price + trip price; infants travel free)
 * and the commission of the valid period, converted to USD at the period's rate.
 */
export function bookingAmounts(period: SeedPeriod, adults: number, children: number): BookingAmounts {
  const grossSalesAed = adults * period.priceAdult + children * period.priceChild + period.priceTrip;
  const commissionAed = Math.round(
    (adults * period.priceAdult * period.commissionAdult +
      children * period.priceChild * period.commissionChild +
      period.priceTrip * period.commissionTrip) /
      PERCENT_SCALE,
  );
  const grossSales = toUsd(grossSalesAed);
  return {
    priceAdult: period.priceAdult,
    priceChild: period.priceChild,
    priceTrip: period.priceTrip,
    grossSalesAed,
    grossSales,
    agencyReceivable: grossSales - toUsd(commissionAed),
    netTotal: grossSalesAed - commissionAed,
  };
}

export function toUsd(aedUnits: number): number {
  return Math.round((aedUnits * 10_000) / CONV_RATE);
}
