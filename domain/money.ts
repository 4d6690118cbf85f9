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

/**
 * An amount in whole minor units split over shares in proportion to their weights, the shares adding up
 * to the amount exactly (largest remainder): a booking's total over its unit items, each by its price.
 * Weights all zero (or none positive) split it evenly.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (w > 0 ? w : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const exact = positive.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((_, i) => i).sort((a, b) => exact[b] - shares[b] - (exact[a] - shares[a]));
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) shares[byRemainder[i]] += 1;
  return shares;
}
