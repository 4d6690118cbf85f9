import { describe, expect, it } from 'vitest';
import { providerAmount, sellsBelowNet } from '../../../domain/provider-pricing';

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
