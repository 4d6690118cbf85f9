import { describe, expect, it } from 'vitest';
import {
  pricesAgainstNet,
  providerAmount,
  sellsBelowNet,
  unitForGuest,
} from '../../../domain/provider-pricing';

const aed = (amount: number) => ({ amount, currency: 'AED', precision: 2 });

describe("Caravan's price beside a ticket provider's net (octo/pricing)", () => {
  it('reads OCTO minor units as the currency’s unit', () => {
    expect(providerAmount(aed(15000))).toBe(150);
    expect(providerAmount({ amount: 1500, currency: 'JOD', precision: 3 })).toBe(1.5);
  });

  it('warns when Caravan would sell below the net, not at or above it', () => {
    expect(sellsBelowNet({ amount: 149.99, currency: 'AED' }, aed(15000))).toBe(true);
    expect(sellsBelowNet({ amount: 150, currency: 'AED' }, aed(15000))).toBe(false);
    expect(sellsBelowNet({ amount: 149.999999, currency: 'aed' }, aed(15000))).toBe(false);
    expect(sellsBelowNet({ amount: 210, currency: 'AED' }, aed(15000))).toBe(false);
  });

  it('says nothing when the prices cannot be compared', () => {
    expect(sellsBelowNet(null, aed(15000))).toBeNull();
    expect(sellsBelowNet({ amount: 100, currency: 'AED' }, null)).toBeNull();
    expect(sellsBelowNet({ amount: 100, currency: 'USD' }, aed(15000))).toBeNull();
  });
});

describe("a ticket's period against the provider's units", () => {
  const units = [
    { type: 'ADULT', net: aed(4000) },
    { type: 'CHILD', net: aed(1600) },
  ];

  it('compares the adult and child prices with the nets of the units they are booked on', () => {
    const checks = pricesAgainstNet(
      { adult: { price: 55, agentsNet: 44 }, child: { price: 15, agentsNet: 12 }, currency: 'AED' },
      units,
    );
    expect(checks.map((c) => [c.kind, c.priceBelow, c.agentsNetBelow])).toEqual([
      ['adult', false, false],
      ['child', true, true],
    ]);
  });

  it("warns on the agents' net when only the commission takes the price below the net", () => {
    const [adult] = pricesAgainstNet(
      { adult: { price: 45, agentsNet: 36 }, child: null, currency: 'AED' },
      units,
    );
    expect(adult).toMatchObject({ kind: 'adult', priceBelow: false, agentsNetBelow: true });
  });

  it('prices a child on the adult unit when the option sells no child ticket, and leaves out units without a net', () => {
    const adultOnly = [{ type: 'ADULT', net: aed(4000) }];
    const [, child] = pricesAgainstNet(
      { adult: { price: 50, agentsNet: 45 }, child: { price: 30, agentsNet: 27 }, currency: 'AED' },
      adultOnly,
    );
    expect(child).toMatchObject({ kind: 'child', net: aed(4000), priceBelow: true });
    expect(
      pricesAgainstNet({ adult: { price: 1, agentsNet: 1 }, child: null, currency: 'AED' }, [
        { type: 'ADULT' },
      ]),
    ).toEqual([]);
    expect(
      pricesAgainstNet({ adult: { price: 1, agentsNet: 1 }, child: null, currency: 'USD' }, units),
    ).toEqual([]);
  });

  it('books a child on the youth unit before the adult one', () => {
    expect(unitForGuest([{ type: 'ADULT' }, { type: 'YOUTH' }], 'child')).toEqual({ type: 'YOUTH' });
    expect(unitForGuest([{ type: 'ADULT' }], 'infant')).toBeNull();
  });
});
