import type { AccountSettings, ValidPeriod } from '../contract/catalogue';
import { ConversionType } from '../contract/enums';
import { addDaysUtc } from './dates';
import { round } from './money';
import {
  commissionFromNet,
  defaultPeriodDates,
  periodPriceFields,
  PRICE_PAX,
  type PeriodPrices,
  type PricePax,
} from './pricing';

// Editing a valid period's prices (02-catalogue §5): whichever variant the user types, the period keeps
// one recommended price with VAT in the base currency and one commission percent per pax kind, and
// every other figure is derived from those by domain/pricing.ts, as the server derives them on save.

const DECIMALS = 4;

/** Which of a price's four variants a field is. */
export const PRICE_VARIANTS = ['', 'NoVat', 'Usd', 'UsdNoVat'] as const;
export type PriceVariant = (typeof PRICE_VARIANTS)[number];

/** An editable price field of a valid period: `pricePerAdultRecUsd`, `pricePerTripNetNoVat`, … */
export type PeriodPriceField = `pricePer${PricePax}${'Rec' | 'Net'}${PriceVariant}`;
/** An editable commission field: `commissionPerAdult`, … */
export type CommissionField = `commissionPer${PricePax}`;
export type EditableField = PeriodPriceField | CommissionField;

export const priceField = (pax: PricePax, kind: 'Rec' | 'Net', variant: PriceVariant): PeriodPriceField =>
  `pricePer${pax}${kind}${variant}`;
export const commissionField = (pax: PricePax): CommissionField => `commissionPer${pax}`;

/** What a valid period stores, in the terms domain/pricing.ts computes with. */
export function storedPrices(p: ValidPeriod): PeriodPrices {
  return {
    priceAdult: p.pricePerAdultRec,
    priceChild: p.pricePerChildRec,
    priceTrip: p.pricePerTripRec,
    commissionAdult: p.commissionPerAdult,
    commissionChild: p.commissionPerChild,
    commissionTrip: p.commissionPerTrip,
    vatK: p.vatK,
    convRate: p.convRate,
    convType: p.convType,
  };
}

/** The period with every derived price field recomputed from what it stores. */
export function recomputePeriod(p: ValidPeriod): ValidPeriod {
  return { ...p, ...periodPriceFields(storedPrices(p)) } as ValidPeriod;
}

/** Secondary currency (USD) → base currency: the inverse of toSecondary. */
export function fromSecondary(amount: number, convRate: number, convType: number): number {
  if (convRate <= 0) return 0;
  return round(convType === ConversionType.Multiply ? amount / convRate : amount * convRate, DECIMALS);
}

/** A value typed into one variant, as the base-currency price with VAT it stands for. */
export function toBaseWithVat(
  value: number,
  variant: PriceVariant,
  p: Pick<ValidPeriod, 'vatK' | 'convRate' | 'convType'>,
): number {
  const withVat = variant === 'NoVat' || variant === 'UsdNoVat' ? value * p.vatK : value;
  return variant === 'Usd' || variant === 'UsdNoVat'
    ? fromSecondary(withVat, p.convRate, p.convType)
    : round(withVat, DECIMALS);
}

const FIELD =
  /^(?:pricePer(Adult|Child|Trip)(Rec|Net)(NoVat|Usd|UsdNoVat)?|commissionPer(Adult|Child|Trip))$/;

function parseField(field: EditableField): {
  pax: PricePax;
  kind: 'Rec' | 'Net' | 'Commission';
  variant: PriceVariant;
} {
  const m = FIELD.exec(field);
  if (!m) throw new Error(`Not an editable price field: ${field}`);
  if (m[4]) return { pax: m[4] as PricePax, kind: 'Commission', variant: '' };
  return { pax: m[1] as PricePax, kind: m[2] as 'Rec' | 'Net', variant: (m[3] ?? '') as PriceVariant };
}

const clampPercent = (v: number) => Math.min(100, Math.max(0, v));

/**
 * The whole period after the user typed `value` into `field` (null: the field was cleared).
 * - A recommended price in any variant sets the base price with VAT; commission stays, nets follow.
 * - A commission sets the percent; nets follow.
 * - A net price in any variant recomputes the commission against the recommended price with VAT.
 * - Clearing a net price or the commission clears the commission and that pax kind's net prices.
 * Every figure is rounded to 4 decimals.
 */
export function applyPriceEdit(period: ValidPeriod, field: EditableField, value: number | null): ValidPeriod {
  const { pax, kind, variant } = parseField(field);
  const recKey = priceField(pax, 'Rec', '');
  const comKey = commissionField(pax);
  const next: ValidPeriod = { ...period };
  if (kind === 'Rec') {
    next[recKey] = value === null ? 0 : Math.max(0, toBaseWithVat(value, variant, period));
  } else if (value === null) {
    next[comKey] = 0;
    const out = recomputePeriod(next);
    for (const v of PRICE_VARIANTS) out[priceField(pax, 'Net', v)] = 0;
    return out;
  } else if (kind === 'Commission') {
    next[comKey] = round(clampPercent(value), DECIMALS);
  } else {
    const net = toBaseWithVat(value, variant, period);
    next[comKey] = round(commissionFromNet(period[recKey], net), DECIMALS);
  }
  return recomputePeriod(next);
}

/** Today, or the day after the latest period end when that is later (YYYY-MM-DD compares as text). */
function firstFreeDay(today: string, periods: readonly Pick<ValidPeriod, 'periodEnd'>[]): string {
  const lastEnd = periods.reduce((max, p) => (p.periodEnd > max ? p.periodEnd : max), '');
  if (!lastEnd || lastEnd < today) return today;
  const next = new Date(`${lastEnd}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A copy of a period for the next season: its prices, commissions, VAT and conversion, its length in
 * days, starting on the first free day (the day after the ticket's last period ends, or today when they
 * have all ended), so it never overlaps; unsaved (id 0) until the ticket is saved.
 */
export function duplicateValidPeriod(
  source: ValidPeriod,
  today: string,
  guid: string,
  existing: readonly Pick<ValidPeriod, 'periodEnd'>[],
): ValidPeriod {
  const start = firstFreeDay(today, existing);
  const days = Math.round((Date.parse(source.periodEnd) - Date.parse(source.periodStart)) / 86_400_000);
  return { ...source, id: 0, guid, periodStart: start, periodEnd: addDaysUtc(start, days) };
}

/**
 * A new valid period: for a month from today, or from the day after the ticket's last period ends when
 * that is later (periods of a ticket may not overlap, so "today" would always clash with a current one),
 * with the account's VAT, conversion and default commission.
 */
export function newValidPeriod(
  settings: AccountSettings,
  today: string,
  guid: string,
  offerId = 0,
  minimumAdvancedPayment = 0,
  existing: readonly Pick<ValidPeriod, 'periodEnd'>[] = [],
): ValidPeriod {
  const zero = {} as Record<PeriodPriceField, number>;
  for (const pax of PRICE_PAX)
    for (const kind of ['Rec', 'Net'] as const)
      for (const v of PRICE_VARIANTS) zero[priceField(pax, kind, v)] = 0;
  const commission = settings.defaultCommission;
  return recomputePeriod({
    id: 0,
    offerId,
    guid,
    ...defaultPeriodDates(firstFreeDay(today, existing)),
    minimumAdvancedPayment,
    vat: settings.taxes.amount,
    vatK: settings.taxes.amountK,
    convRate: settings.currency.convRate,
    convType: settings.currency.convType,
    ...zero,
    commissionPerAdult: commission,
    commissionPerChild: commission,
    commissionPerTrip: commission,
  });
}
