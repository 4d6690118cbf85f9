import { describe, expect, it } from 'vitest';
import { ConversionType } from '../../../contract/enums';
import {
  formatUnitPrice,
  invoiceLineAmounts,
  aedToUsd,
  bookingAmounts,
  bookingTotal,
  commissionFromNet,
  defaultPeriodDates,
  periodPriceFields,
  netPrice,
  toSecondary,
  usdToAed,
  withoutVat,
} from '../../../domain/pricing';

const period = {
  priceAdult: 185,
  priceChild: 140,
  priceTrip: 0,
  commissionAdult: 20,
  commissionChild: 20,
  commissionTrip: 20,
  vatK: 1.05,
  convRate: 3.65,
  convType: 1,
};

describe('pricing', () => {
  it('totals adults, children and the trip price; infants travel free', () => {
    expect(bookingTotal(2, 1, period)).toBe(510);
    expect(bookingTotal(1, 0, { priceAdult: 99.99995, priceChild: 0, priceTrip: 0 })).toBe(100);
  });

  it('converts to USD by the period rule to 4 decimals', () => {
    expect(toSecondary(185, 3.65, 1)).toBe(50.6849);
    expect(toSecondary(10, 3.65, 0)).toBe(36.5);
    expect(toSecondary(10, 0, 1)).toBe(0);
  });

  it('derives price without VAT, net price and commission from net', () => {
    expect(withoutVat(105, 1.05)).toBe(100);
    expect(netPrice(185, 20)).toBe(148);
    expect(commissionFromNet(185, 148)).toBe(20);
    expect(commissionFromNet(0, 10)).toBe(0);
  });

  it('computes the commission, net and the agency receivable of a booking', () => {
    const a = bookingAmounts(2, 1, period);
    expect(a).toEqual({
      totalAed: 510,
      totalUsd: 139.726,
      commissionAed: 102,
      netAed: 408,
      agencyReceivableUsd: 111.7808,
    });
  });

  it('converts collect amounts both ways at 3.65, rounded to cents', () => {
    expect(usdToAed(100)).toBe(365);
    expect(aedToUsd(365)).toBe(100);
    expect(aedToUsd(100)).toBe(27.4);
    expect(usdToAed(0.01)).toBe(0.04);
  });
});

describe('a valid period’s price variants', () => {
  const stored = {
    priceAdult: 105,
    priceChild: 52.5,
    priceTrip: 0,
    commissionAdult: 20,
    commissionChild: 10,
    commissionTrip: 0,
    vatK: 1.05,
    convRate: 3.65,
    convType: ConversionType.Divide,
  };

  it('derives every variant from the stored with-VAT base price and commission', () => {
    const f = periodPriceFields(stored);
    expect(f.pricePerAdultRec).toBe(105);
    expect(f.pricePerAdultRecNoVat).toBe(100);
    expect(f.pricePerAdultRecUsd).toBe(28.7671);
    expect(f.pricePerAdultRecUsdNoVat).toBe(27.3972);
    expect(f.pricePerAdultNet).toBe(84);
    expect(f.pricePerAdultNetNoVat).toBe(80);
    expect(f.pricePerChildNet).toBe(47.25);
    expect(f.commissionPerAdult).toBe(20);
    expect(f.pricePerTripNetUsd).toBe(0);
  });

  it('multiplies when the conversion says so', () => {
    expect(
      periodPriceFields({ ...stored, convRate: 2, convType: ConversionType.Multiply }).pricePerAdultRecUsd,
    ).toBe(210);
  });

  it('a default period runs from today for one month, never rolling past the next month', () => {
    expect(defaultPeriodDates('2026-11-25')).toEqual({ periodStart: '2026-11-25', periodEnd: '2026-12-25' });
    expect(defaultPeriodDates('2027-01-31')).toEqual({ periodStart: '2027-01-31', periodEnd: '2027-02-28' });
  });
});

describe('invoice lines that add up (issue 24 item 5)', () => {
  it("prints the issue's 2 × 50.6849 as a unit of 4 decimals and an amount of 101.37", () => {
    const [adult] = invoiceLineAmounts([{ qty: 2, unit: 50.684_931_5 }], 101.37);
    expect(formatUnitPrice(adult.unit)).toBe('50.6849');
    expect(adult.amount).toBe(101.37);
  });

  it('gives the leftover cents to the lines that lost the most, so the amounts sum to the total', () => {
    // Three lines of 33.3333…: floors 33.33 each (99.99), one cent left for a total of 100.00.
    const lines = invoiceLineAmounts(
      [
        { qty: 1, unit: 100 / 3 },
        { qty: 1, unit: 100 / 3 },
        { qty: 1, unit: 100 / 3 },
      ],
      100,
    );
    expect(lines.map((l) => l.amount).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
    expect(lines.map((l) => l.amount).sort()).toEqual([33.33, 33.33, 33.34]);
  });

  it('prints whole-cent units with 2 decimals', () => {
    expect(formatUnitPrice(45)).toBe('45.00');
    expect(formatUnitPrice(12.5)).toBe('12.50');
    expect(invoiceLineAmounts([{ qty: 3, unit: 12.5 }], 37.5)[0].amount).toBe(37.5);
  });
});
