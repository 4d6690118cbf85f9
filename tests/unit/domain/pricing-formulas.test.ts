import { describe, expect, it } from 'vitest';
import { ConversionType } from '../../../contract/enums';
import {
  bookingAmounts,
  commissionFromNet,
  netPrice,
  paxPrices,
  periodPriceFields,
  PRICE_PAX,
  toSecondary,
  withoutVat,
  type PeriodPrices,
} from '../../../domain/pricing';

// Every price formula of a valid period, each checked forwards and back (02-catalogue §5: rounded to
// 4 decimals; net = recommended less commission; commission from an entered net; no-VAT = with-VAT / k).

const { Multiply, Divide } = ConversionType;

describe('base currency → secondary currency and back', () => {
  it('divides by the rate by default and multiplies when told, to 4 decimals', () => {
    expect(toSecondary(365, 3.65, Divide)).toBe(100);
    expect(toSecondary(100, 3.65, Multiply)).toBe(365);
    expect(toSecondary(1, 3, Divide)).toBe(0.3333);
    expect(toSecondary(2, 3, Divide)).toBe(0.6667);
  });

  it('the other conversion type undoes one, within the 4-decimal rounding', () => {
    for (const aed of [0, 0.01, 1, 57.5, 185, 210, 9999.9999]) {
      const usd = toSecondary(aed, 3.65, Divide);
      expect(toSecondary(usd, 3.65, Multiply)).toBeCloseTo(aed, 3);
      const back = toSecondary(toSecondary(aed, 0.2739, Multiply), 0.2739, Divide);
      expect(back).toBeCloseTo(aed, 3);
    }
  });

  it('a missing or broken rate converts to 0, never to Infinity', () => {
    expect(toSecondary(100, 0, Divide)).toBe(0);
    expect(toSecondary(100, -1, Multiply)).toBe(0);
  });
});

describe('with VAT → without VAT and back', () => {
  it('divides by the VAT coefficient, to 4 decimals', () => {
    expect(withoutVat(105, 1.05)).toBe(100);
    expect(withoutVat(100, 1.05)).toBe(95.2381);
    expect(withoutVat(0, 1.05)).toBe(0);
  });

  it('multiplying by the coefficient gives the with-VAT price back, within the rounding', () => {
    for (const price of [1, 99.99, 157.5, 210, 1234.5678])
      expect(withoutVat(price, 1.05) * 1.05).toBeCloseTo(price, 3);
  });

  it('a coefficient of 0 leaves the price as it is', () => {
    expect(withoutVat(105, 0)).toBe(105);
  });
});

describe('commission → net price and net price → commission', () => {
  it('net is the price less the commission percent', () => {
    expect(netPrice(210, 20)).toBe(168);
    expect(netPrice(157.5, 15)).toBe(133.875);
    expect(netPrice(100, 0)).toBe(100);
    expect(netPrice(100, 100)).toBe(0);
    expect(netPrice(33.3333, 33.3333)).toBe(22.2222);
  });

  it('commission is the percentage difference of an entered net from the price', () => {
    expect(commissionFromNet(210, 168)).toBe(20);
    expect(commissionFromNet(157.5, 133.875)).toBe(15);
    expect(commissionFromNet(100, 100)).toBe(0);
    expect(commissionFromNet(100, 0)).toBe(100);
    expect(commissionFromNet(3, 2)).toBeCloseTo(33.3333, 4);
    // One rule for the editor and the contracts: a net above the price gives no commission.
    expect(commissionFromNet(100, 120)).toBe(0);
  });

  it('each undoes the other', () => {
    for (const price of [1, 57.5, 185, 210, 999.99])
      for (const commission of [0, 5, 12.5, 20, 33.3333, 100]) {
        expect(commissionFromNet(price, netPrice(price, commission))).toBeCloseTo(commission, 2);
        const net = netPrice(price, commission);
        expect(netPrice(price, commissionFromNet(price, net))).toBeCloseTo(net, 3);
      }
  });

  it('a free price has no commission, whatever net is entered', () => {
    expect(commissionFromNet(0, 10)).toBe(0);
  });
});

describe('a valid period’s derived fields', () => {
  const stored: PeriodPrices = {
    priceAdult: 210,
    priceChild: 157.5,
    priceTrip: 420,
    commissionAdult: 20,
    commissionChild: 15,
    commissionTrip: 10,
    vatK: 1.05,
    convRate: 3.65,
    convType: Divide,
  };

  it('every variant of every pax is its formula applied to the stored price', () => {
    const f = periodPriceFields(stored);
    expect(Object.keys(f)).toHaveLength(3 * (2 * 4 + 1));
    for (const pax of PRICE_PAX) {
      const price = stored[`price${pax}`];
      const commission = stored[`commission${pax}`];
      const net = netPrice(price, commission);
      expect(f[`pricePer${pax}Rec`]).toBe(price);
      expect(f[`pricePer${pax}RecNoVat`]).toBe(withoutVat(price, 1.05));
      expect(f[`pricePer${pax}RecUsd`]).toBe(toSecondary(price, 3.65, Divide));
      expect(f[`pricePer${pax}RecUsdNoVat`]).toBe(withoutVat(toSecondary(price, 3.65, Divide), 1.05));
      expect(f[`pricePer${pax}Net`]).toBe(net);
      expect(f[`pricePer${pax}NetNoVat`]).toBe(withoutVat(net, 1.05));
      expect(f[`pricePer${pax}NetUsd`]).toBe(toSecondary(net, 3.65, Divide));
      expect(f[`pricePer${pax}NetUsdNoVat`]).toBe(withoutVat(toSecondary(net, 3.65, Divide), 1.05));
      expect(f[`commissionPer${pax}`]).toBe(commission);
    }
  });

  it('known values: 210 AED with 5% VAT and 20% commission at 3.65 AED per USD', () => {
    expect(paxPrices(stored, 'Adult')).toEqual({
      rec: { base: 210, baseNoVat: 200, usd: 57.5342, usdNoVat: 54.7945 },
      net: { base: 168, baseNoVat: 160, usd: 46.0274, usdNoVat: 43.8356 },
      commission: 20,
    });
  });

  it('the stored commission comes back from the derived net (the editor’s other direction)', () => {
    const f = periodPriceFields(stored);
    for (const pax of PRICE_PAX)
      expect(commissionFromNet(f[`pricePer${pax}Rec`], f[`pricePer${pax}Net`])).toBe(
        stored[`commission${pax}`],
      );
  });

  it('a booking’s net amount is the sum of the per-pax net prices the agent is shown', () => {
    for (const [adults, children] of [
      [1, 0],
      [2, 1],
      [7, 3],
    ]) {
      const a = bookingAmounts(adults, children, stored);
      const perPax =
        adults * paxPrices(stored, 'Adult').net.base +
        children * paxPrices(stored, 'Child').net.base +
        paxPrices(stored, 'Trip').net.base;
      expect(a.netAed).toBeCloseTo(perPax, 3);
      expect(a.totalAed).toBe(adults * 210 + children * 157.5 + 420);
    }
  });
});
