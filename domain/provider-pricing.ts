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

export type GuestKind = 'adult' | 'child' | 'infant';

/**
 * The provider's unit a kind of guest rides on: its own type, else the nearest (a youth ticket for a
 * child, an adult ticket when the option sells no child one). The booking books by it and the slot
 * editor prices by it, so both name the same unit.
 */
export function unitForGuest<U extends { type: string }>(units: readonly U[], kind: GuestKind): U | null {
  const byType = (...types: string[]) => {
    for (const t of types) {
      const u = units.find((x) => x.type === t);
      if (u) return u;
    }
    return null;
  };
  if (kind === 'adult') return byType('ADULT', 'OTHER') ?? units[0] ?? null;
  if (kind === 'child') return byType('CHILD', 'YOUTH', 'ADULT') ?? units[0] ?? null;
  return byType('INFANT');
}

/** One price of Caravan's (a ticket's valid period, base currency) for a kind of guest. */
export interface CaravanPrice {
  /** The recommended price the ticket sells at. */
  price: number;
  /** What Caravan receives from an agent: the price less the period's commission. */
  agentsNet: number;
}

/** Caravan's price of a kind of guest beside the provider's net for the unit that guest is booked on. */
export interface PriceAgainstNet {
  kind: 'adult' | 'child';
  ours: CaravanPrice;
  net: ProviderPrice;
  /** The recommended price itself is below the net: every sale loses. */
  priceBelow: boolean;
  /** The agents' net is below the provider's net: a sale through an agent at the standard commission loses. */
  agentsNetBelow: boolean;
}

/**
 * A period's adult (and, when the ticket takes children, child) price against the provider's nets of the
 * units those guests are booked on (`unitForGuest`; the child's from the per-child product when the slot
 * maps one). A kind whose unit has no net, or a net in another currency, is left out: nothing to compare.
 */
export function pricesAgainstNet(
  ours: { adult: CaravanPrice; child: CaravanPrice | null; currency: string },
  adultUnits: readonly { type: string; net?: ProviderPrice }[],
  childUnits: readonly { type: string; net?: ProviderPrice }[] = adultUnits,
): PriceAgainstNet[] {
  const out: PriceAgainstNet[] = [];
  const check = (
    kind: 'adult' | 'child',
    p: CaravanPrice,
    units: readonly { type: string; net?: ProviderPrice }[],
  ) => {
    const net = unitForGuest(units, kind)?.net ?? null;
    const priceBelow = sellsBelowNet({ amount: p.price, currency: ours.currency }, net);
    const agentsNetBelow = sellsBelowNet({ amount: p.agentsNet, currency: ours.currency }, net);
    if (net && priceBelow !== null && agentsNetBelow !== null) {
      out.push({ kind, ours: p, net, priceBelow, agentsNetBelow });
    }
  };
  check('adult', ours.adult, adultUnits);
  if (ours.child) check('child', ours.child, childUnits);
  return out;
}
