/**
 * Money is kept as integers of 1/10000 of the currency unit (prices round to 4 decimals).
 * This is the one place that converts between those units and numbers.
 */
export const MONEY_SCALE = 10_000;

export function toUnits(amount: number): number {
  return Math.round(amount * MONEY_SCALE);
}

export function fromUnits(units: number | bigint | string | null | undefined): number {
  if (units == null) return 0;
  return Number(units) / MONEY_SCALE;
}

/** Round to `decimals` places, half away from zero, without binary-float surprises (1.005 → 1.01). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
}

export function formatMoney(value: number): string {
  return round(value, 2).toFixed(2);
}
