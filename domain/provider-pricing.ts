/**
 * A ticket provider's price (OCTO `octo/pricing`: integers of the currency's minor unit) beside
 * Caravan's own (a number of the currency's unit), for the admin who maps a slot to the provider
 * (issue 26 item 8): Caravan must not sell a ticket for less than the provider charges for it.
 */

/** An OCTO price: `amount` in minor units, `precision` decimals (AED 150.00 = 15000, 2). */
export interface ProviderPrice {
  amount: number;
  currency: string;
  precision: number;
}

/** A provider price as a number of the currency's unit (15000, 2 → 150). */
export const providerAmount = (p: ProviderPrice): number => p.amount / 10 ** p.precision;

/**
 * Whether Caravan's price sells below the provider's net: true or false when both are known in the same
 * currency; null when they cannot be compared (either unknown, or two currencies: no rate is assumed).
 */
export function sellsBelowNet(
  caravan: { amount: number; currency: string } | null,
  providerNet: ProviderPrice | null,
): boolean | null {
  if (!caravan || !providerNet) return null;
  if (caravan.currency.toUpperCase() !== providerNet.currency.toUpperCase()) return null;
  // Compared in minor units, rounded, so 149.999999 against 150.00 is not a loss of a float's dust.
  const ours = Math.round(caravan.amount * 10 ** providerNet.precision);
  return ours < providerNet.amount;
}
