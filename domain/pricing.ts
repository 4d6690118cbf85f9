import { ConversionType } from '../contract/enums';
import { round } from './money';

/** Prices are computed to 4 decimals (spec), money shown with 2. */
const PRICE_DECIMALS = 4;
/** Caravan's base currency: every stored price is in it. */
export const BASE_CURRENCY = 'AED';
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

/**
 * The commission percent a net price stands for against a recommended price: the one rule, for the
 * price editor and the agencies' net-rate contracts alike. Unrounded, so the net that `netPrice`
 * derives from it (rounded to 4 decimals) is the net that was entered; whoever stores or shows it
 * rounds it there. A net above the price gives no commission (an agency never pays more than the
 * published price), a net of 0 all of it, and a price of 0 none.
 */
export function commissionFromNet(price: number, net: number): number {
  if (price <= 0) return 0;
  return Math.min(100, Math.max(0, ((price - net) / price) * 100));
}

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

/** A priced line of an invoice: how many, at what unit price (full precision, in the invoice's currency). */
export interface InvoiceLine {
  qty: number;
  unit: number;
}

/**
 * What an invoice prints for its lines (issue 24 item 5: '2 × 50.68 = 101.37' did not add up): the
 * unit price to the spec's 4 calculation decimals, so unit × qty is the line's amount, and amounts to
 * the cent that add up to the invoice's total: each line's exact amount rounded down to the cent, and
 * the cents left over go to the lines that lost the most (largest remainder).
 */
export function invoiceLineAmounts(
  lines: readonly InvoiceLine[],
  total: number,
): Array<InvoiceLine & { amount: number }> {
  const exact = lines.map((l) => Number((l.qty * l.unit * 100).toPrecision(12)));
  const cents = exact.map(Math.floor);
  const byRemainder = exact.map((e, i) => i).sort((a, b) => exact[b] - cents[b] - (exact[a] - cents[a]));
  let left = Math.round(round(total, 2) * 100) - cents.reduce((sum, c) => sum + c, 0);
  for (let i = 0; left !== 0 && i < byRemainder.length; i++, left -= Math.sign(left)) {
    cents[left > 0 ? byRemainder[i] : byRemainder[byRemainder.length - 1 - i]] += Math.sign(left);
  }
  // A total that is not the lines' sum (it never should be) lands on the last line rather than vanish.
  if (left !== 0 && cents.length > 0) cents[cents.length - 1] += left;
  return lines.map((l, i) => ({ qty: l.qty, unit: round(l.unit, PRICE_DECIMALS), amount: cents[i] / 100 }));
}

/** A unit price as an invoice prints it: 2 decimals when it is whole cents, else the 4 it is computed to. */
export function formatUnitPrice(unit: number): string {
  const cents = round(unit, 2);
  return Math.abs(cents - unit) < 1e-9
    ? cents.toFixed(2)
    : round(unit, PRICE_DECIMALS).toFixed(PRICE_DECIMALS);
}

/** Collect amounts convert both ways at 3.65, rounded to cents. */
export const usdToAed = (usd: number) => round(usd * COLLECT_RATE, 2);
export const aedToUsd = (aed: number) => round(aed / COLLECT_RATE, 2);

// ---- A valid period's price variants (02-catalogue §3, §5) ----

/** What a valid period stores: recommended prices with VAT in the base currency, commission percents, and its rates. */
export type StoredPeriodPrices = PeriodPrices;

export const PRICE_PAX = ['Adult', 'Child', 'Trip'] as const;
export type PricePax = (typeof PRICE_PAX)[number];

/** The four variants of one price: base currency with and without VAT, secondary currency with and without. */
export interface PriceVariants {
  base: number;
  baseNoVat: number;
  usd: number;
  usdNoVat: number;
}

function variants(
  withVatBase: number,
  p: Pick<PeriodPrices, 'vatK' | 'convRate' | 'convType'>,
): PriceVariants {
  const usd = toSecondary(withVatBase, p.convRate, p.convType);
  return {
    base: round(withVatBase, PRICE_DECIMALS),
    baseNoVat: withoutVat(withVatBase, p.vatK),
    usd,
    usdNoVat: withoutVat(usd, p.vatK),
  };
}

const STORED: Record<PricePax, { price: keyof PeriodPrices; commission: keyof PeriodPrices }> = {
  Adult: { price: 'priceAdult', commission: 'commissionAdult' },
  Child: { price: 'priceChild', commission: 'commissionChild' },
  Trip: { price: 'priceTrip', commission: 'commissionTrip' },
};

/** Recommended and net prices of one pax kind in every variant, with its commission. */
export function paxPrices(
  p: PeriodPrices,
  pax: PricePax,
): { rec: PriceVariants; net: PriceVariants; commission: number } {
  const price = p[STORED[pax].price];
  const commission = p[STORED[pax].commission];
  return { rec: variants(price, p), net: variants(netPrice(price, commission), p), commission };
}

/**
 * Every derived price field of a valid period (contract `validPeriodSchema`: pricePerAdultRec…,
 * pricePerTripNetUsdNoVat, commissionPerAdult…), from what is stored. The server answers these; the
 * editor shows them; both call this.
 */
export function periodPriceFields(p: PeriodPrices): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pax of PRICE_PAX) {
    const { rec, net, commission } = paxPrices(p, pax);
    for (const [kind, v] of [
      ['Rec', rec],
      ['Net', net],
    ] as const) {
      out[`pricePer${pax}${kind}`] = v.base;
      out[`pricePer${pax}${kind}NoVat`] = v.baseNoVat;
      out[`pricePer${pax}${kind}Usd`] = v.usd;
      out[`pricePer${pax}${kind}UsdNoVat`] = v.usdNoVat;
    }
    out[`commissionPer${pax}`] = commission;
  }
  return out;
}

/** The default new valid period: from today for one month (02 §9: "today at noon for one month"). */
export function defaultPeriodDates(today: string): { periodStart: string; periodEnd: string } {
  const d = new Date(`${today}T12:00:00Z`);
  const end = new Date(d);
  end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 Jan + 1 month would roll into March; keep to the last day of the next month.
  if (end.getUTCDate() !== d.getUTCDate()) end.setUTCDate(0);
  return { periodStart: today, periodEnd: end.toISOString().slice(0, 10) };
}
