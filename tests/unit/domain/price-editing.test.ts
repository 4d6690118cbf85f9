import { describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../contract/catalogue';
import { validPeriodSchema } from '../../../contract/catalogue';
import { ConversionType } from '../../../contract/enums';
import {
  applyPriceEdit,
  duplicateValidPeriod,
  fromSecondary,
  newValidPeriod,
  toBaseWithVat,
} from '../../../domain/price-editing';
import { periodPriceFields } from '../../../domain/pricing';

const settings: AccountSettings = {
  taxes: { name: 'vat', amount: 5, amountK: 1.05 },
  defaultCommission: 20,
  currency: { baseCurrency: 'AED', secondaryCurrency: '$', convRate: 3.65, convType: ConversionType.Divide },
};
const blank = newValidPeriod(settings, '2026-11-25', 'g-1', 7);

describe('a new valid period', () => {
  it('runs from today for a month with the account VAT, conversion and default commission', () => {
    expect(blank).toMatchObject({
      id: 0,
      offerId: 7,
      guid: 'g-1',
      periodStart: '2026-11-25',
      periodEnd: '2026-12-25',
      vat: 5,
      vatK: 1.05,
      convRate: 3.65,
      convType: ConversionType.Divide,
      commissionPerAdult: 20,
      commissionPerChild: 20,
      commissionPerTrip: 20,
      pricePerAdultRec: 0,
      pricePerTripNetUsdNoVat: 0,
    });
    expect(validPeriodSchema.safeParse(blank).success).toBe(true);
  });
});

describe('editing a recommended price', () => {
  it('fills the other three variants and the nets from the price with VAT', () => {
    const p = applyPriceEdit(blank, 'pricePerAdultRec', 210);
    expect(p.pricePerAdultRec).toBe(210);
    expect(p.pricePerAdultRecNoVat).toBe(200);
    expect(p.pricePerAdultRecUsd).toBe(57.5342);
    expect(p.pricePerAdultRecUsdNoVat).toBe(54.7945);
    expect(p.pricePerAdultNet).toBe(168);
    expect(p.pricePerAdultNetNoVat).toBe(160);
    expect(p.pricePerAdultNetUsd).toBe(46.0274);
    expect(p.commissionPerAdult).toBe(20);
    // Other pax kinds are untouched.
    expect(p.pricePerChildRec).toBe(0);
  });

  it('takes a price without VAT back to the price with VAT (× the VAT coefficient)', () => {
    const p = applyPriceEdit(blank, 'pricePerChildRecNoVat', 200);
    expect(p.pricePerChildRec).toBe(210);
    expect(p.pricePerChildRecNoVat).toBe(200);
  });

  it('takes a USD price back to the base currency by the inverse of the conversion', () => {
    const divide = applyPriceEdit(blank, 'pricePerTripRecUsd', 100);
    expect(divide.pricePerTripRec).toBe(365);
    expect(divide.pricePerTripRecUsd).toBe(100);
    const multiply = applyPriceEdit(
      { ...blank, convType: ConversionType.Multiply, convRate: 0.25 },
      'pricePerTripRecUsd',
      10,
    );
    expect(multiply.pricePerTripRec).toBe(40);
    expect(multiply.pricePerTripRecUsd).toBe(10);
    const usdNoVat = applyPriceEdit(blank, 'pricePerAdultRecUsdNoVat', 100);
    expect(usdNoVat.pricePerAdultRec).toBe(383.25);
    expect(usdNoVat.pricePerAdultRecUsdNoVat).toBe(100);
  });

  it('rounds every figure to 4 decimals', () => {
    const p = applyPriceEdit(blank, 'pricePerAdultRec', 100.123456);
    expect(p.pricePerAdultRec).toBe(100.1235);
    expect(p.pricePerAdultRecNoVat).toBe(95.3557);
    expect(p.pricePerAdultNet).toBe(80.0988);
  });

  it('clearing it zeroes the price and its nets', () => {
    const p = applyPriceEdit(applyPriceEdit(blank, 'pricePerAdultRec', 210), 'pricePerAdultRec', null);
    expect(p.pricePerAdultRec).toBe(0);
    expect(p.pricePerAdultNet).toBe(0);
    expect(p.pricePerAdultRecUsd).toBe(0);
  });
});

describe('editing a net price or a commission', () => {
  const priced = applyPriceEdit(blank, 'pricePerAdultRec', 200);

  it('a net price recomputes the commission against the price with VAT', () => {
    const p = applyPriceEdit(priced, 'pricePerAdultNet', 150);
    expect(p.commissionPerAdult).toBe(25);
    expect(p.pricePerAdultNet).toBe(150);
    expect(p.pricePerAdultRec).toBe(200);
  });

  it('a net price in another variant is taken back to the base price with VAT first', () => {
    const noVat = applyPriceEdit(priced, 'pricePerAdultNetNoVat', 152.381);
    expect(noVat.commissionPerAdult).toBe(20);
    const usd = applyPriceEdit(priced, 'pricePerAdultNetUsd', 41.0959);
    expect(usd.commissionPerAdult).toBe(25);
  });

  it('a commission recomputes the nets: net = recommended − commission %', () => {
    const p = applyPriceEdit(priced, 'commissionPerAdult', 10);
    expect(p.pricePerAdultNet).toBe(180);
    expect(p.pricePerAdultNetNoVat).toBe(171.4286);
    expect(p.pricePerAdultNetUsd).toBe(49.3151);
  });

  it('a net above the price never makes a negative commission', () => {
    expect(applyPriceEdit(priced, 'pricePerAdultNet', 260).commissionPerAdult).toBe(0);
  });

  it('clearing a net price clears the commission and that pax kind’s nets', () => {
    for (const field of ['pricePerAdultNet', 'commissionPerAdult'] as const) {
      const p = applyPriceEdit(priced, field, null);
      expect(p.commissionPerAdult).toBe(0);
      expect([
        p.pricePerAdultNet,
        p.pricePerAdultNetNoVat,
        p.pricePerAdultNetUsd,
        p.pricePerAdultNetUsdNoVat,
      ]).toEqual([0, 0, 0, 0]);
      expect(p.pricePerAdultRec).toBe(200);
      expect(p.commissionPerChild).toBe(20);
    }
  });
});

describe('both directions agree', () => {
  it('what the editor computes is what the server derives from the stored figures', () => {
    let p = applyPriceEdit(blank, 'pricePerAdultRecUsd', 80);
    p = applyPriceEdit(p, 'pricePerChildRecNoVat', 90);
    p = applyPriceEdit(p, 'pricePerChildNet', 70);
    const server = periodPriceFields({
      priceAdult: p.pricePerAdultRec,
      priceChild: p.pricePerChildRec,
      priceTrip: p.pricePerTripRec,
      commissionAdult: p.commissionPerAdult,
      commissionChild: p.commissionPerChild,
      commissionTrip: p.commissionPerTrip,
      vatK: p.vatK,
      convRate: p.convRate,
      convType: p.convType,
    });
    expect(p).toMatchObject(server);
  });

  it('base → USD → base returns the base price', () => {
    for (const convType of [ConversionType.Multiply, ConversionType.Divide]) {
      const base = 123.45;
      const usd = periodPriceFields({
        priceAdult: base,
        priceChild: 0,
        priceTrip: 0,
        commissionAdult: 0,
        commissionChild: 0,
        commissionTrip: 0,
        vatK: 1.05,
        convRate: 4,
        convType,
      }).pricePerAdultRecUsd;
      expect(fromSecondary(usd, 4, convType)).toBe(base);
      expect(toBaseWithVat(usd, 'Usd', { vatK: 1.05, convRate: 4, convType })).toBe(base);
    }
  });
});

describe('a new valid period beside existing ones', () => {
  it('starts the day after the last period ends, never overlapping it', () => {
    const next = newValidPeriod(settings, '2026-11-25', 'g-2', 7, 0, [
      { periodEnd: '2026-12-25' },
      { periodEnd: '2026-12-10' },
    ]);
    expect([next.periodStart, next.periodEnd]).toEqual(['2026-12-26', '2027-01-26']);
  });

  it('starts today when every period has ended', () => {
    expect(
      newValidPeriod(settings, '2026-11-25', 'g-3', 7, 0, [{ periodEnd: '2026-10-01' }]).periodStart,
    ).toBe('2026-11-25');
  });
});

describe('a duplicated valid period (issue 24 item 18)', () => {
  const season = applyPriceEdit(
    { ...newValidPeriod(settings, '2026-01-01', 'g-s', 7), id: 41, periodEnd: '2026-03-31' },
    'pricePerAdultRec',
    150,
  );

  it('keeps last season’s prices and length (90 days), from the day after the last period ends', () => {
    const later = { periodEnd: '2026-06-30' };
    const copy = duplicateValidPeriod(season, '2026-02-10', 'g-copy', [season, later]);
    expect(copy).toEqual({
      ...season,
      id: 0,
      guid: 'g-copy',
      periodStart: '2026-07-01',
      periodEnd: '2026-09-28',
    });
    expect(copy.pricePerAdultRec).toBe(150);
    expect(validPeriodSchema.safeParse(copy).success).toBe(true);
  });

  it('starts today when every period has ended', () => {
    const copy = duplicateValidPeriod(season, '2026-11-28', 'g-copy', [season]);
    expect([copy.periodStart, copy.periodEnd]).toEqual(['2026-11-28', '2027-02-25']);
  });
});
