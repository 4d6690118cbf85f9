import { ConversionType } from '../contract/enums';
import { round } from './money';

/** Prices are computed to 4 decimals (spec), money shown with 2. */
const PRICE_DECIMALS = 4;
/** Fixed AED per USD of the new-booking form's collect amounts. */
export const COLLECT_RATE = 3.65;

export interface PeriodPrices {
  /** Recommended prices with VAT, in the base currency (AED). */
  priceAdult: number;
  priceChild: number;
  priceTrip: number;
  /** Commission percentages. */
  commissionAdult: number;
  commissionChild: number;
  commissionTrip: number;
  /** VAT coefficient, e.g. 1.05. */
  vatK: number;
  convRate: number;
  convType: number;
}

/** Base currency → secondary (USD) by the period's conversion (divide by default). */
export function toSecondary(amount: number, convRate: number, convType: number): number {
  if (convRate <= 0) return 0;
  return round(convType === ConversionType.Multiply ? amount * convRate : amount / convRate, PRICE_DECIMALS);
}

export const withoutVat = (price: number, vatK: number) =>
  round(vatK > 0 ? price / vatK : price, PRICE_DECIMALS);

/** Net price: the recommended price less the commission percent. */
export const netPrice = (price: number, commissionPercent: number) =>
  round(price * (1 - commissionPercent / 100), PRICE_DECIMALS);

/** Commission recomputed from an entered net price, as the percentage difference from the price. */
export const commissionFromNet = (price: number, net: number) =>
  price > 0 ? round(((price - net) / price) * 100, PRICE_DECIMALS) : 0;

/** Total = adults × adult price + children × child price + trip price (infants travel free), rounded. */
export function bookingTotal(
  adults: number,
  children: number,
  p: Pick<PeriodPrices, 'priceAdult' | 'priceChild' | 'priceTrip'>,
): number {
  return round(adults * p.priceAdult + children * p.priceChild + p.priceTrip, PRICE_DECIMALS);
}

export interface BookingAmounts {
  totalAed: number;
  totalUsd: number;
  commissionAed: number;
  netAed: number;
  /** What the agency passes on in USD: the total less its commission. */
  agencyReceivableUsd: number;
}

export function bookingAmounts(adults: number, children: number, p: PeriodPrices): BookingAmounts {
  const totalAed = bookingTotal(adults, children, p);
  const commissionAed = round(
    (adults * p.priceAdult * p.commissionAdult +
      children * p.priceChild * p.commissionChild +
      p.priceTrip * p.commissionTrip) /
      100,
    PRICE_DECIMALS,
  );
  const totalUsd = toSecondary(totalAed, p.convRate, p.convType);
  return {
    totalAed,
    totalUsd,
    commissionAed,
    netAed: round(totalAed - commissionAed, PRICE_DECIMALS),
    agencyReceivableUsd: round(totalUsd - toSecondary(commissionAed, p.convRate, p.convType), PRICE_DECIMALS),
  };
}

/** Collect amounts convert both ways at 3.65, rounded to cents. */
export const usdToAed = (usd: number) => round(usd * COLLECT_RATE, 2);
export const aedToUsd = (aed: number) => round(aed / COLLECT_RATE, 2);
