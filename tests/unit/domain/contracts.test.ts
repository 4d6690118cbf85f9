import { describe, expect, it } from 'vitest';
import { contractInputSchema } from '../../../contract/contracts';
import {
  contractApplies,
  contractedPrices,
  contractForTicket,
  contractInForce,
  contractState,
  nextContract,
  type ContractTerms,
} from '../../../domain/contracts';
import { commissionFromNet } from '../../../domain/pricing';
import { bookingAmounts, paxPrices } from '../../../domain/pricing';

const period = {
  priceAdult: 185,
  priceChild: 140,
  priceTrip: 50,
  commissionAdult: 20,
  commissionChild: 20,
  commissionTrip: 20,
  vatK: 1.05,
  convRate: 3.65,
  convType: 1,
};

const commission = (validFrom: string, commissionPercent: number): ContractTerms => ({
  validFrom,
  kind: 'commission',
  commissionPercent,
  netRates: [],
});
const netRates = (validFrom: string, rates: ContractTerms['netRates']): ContractTerms => ({
  validFrom,
  kind: 'netRates',
  commissionPercent: null,
  netRates: rates,
});

describe('which contract is in force', () => {
  const history = [commission('2026-12-01', 25), commission('2026-11-01', 10), commission('2027-01-01', 30)];

  it('is the latest valid-from on or before the date, none before the first', () => {
    expect(contractInForce(history, '2026-10-31')).toBeNull();
    expect(contractInForce(history, '2026-11-01')?.commissionPercent).toBe(10);
    expect(contractInForce(history, '2026-11-30')?.commissionPercent).toBe(10);
    expect(contractInForce(history, '2026-12-01')?.commissionPercent).toBe(25);
    expect(contractInForce(history, '2027-06-15')?.commissionPercent).toBe(30);
  });

  it('says which is current, which to come and which replaced', () => {
    expect(nextContract(history, '2026-12-15')?.validFrom).toBe('2027-01-01');
    expect(nextContract(history, '2027-01-01')).toBeNull();
    expect(history.map((c) => contractState(c, history, '2026-12-15'))).toEqual([
      'current',
      'past',
      'upcoming',
    ]);
  });

  it("prefers the ticket's supplier's own contract to the operator's, whatever their dates", () => {
    const own = [commission('2026-11-01', 12)];
    const operator = [commission('2026-11-20', 30)];
    expect(contractForTicket(own, operator, '2026-11-25')?.commissionPercent).toBe(12);
    expect(contractForTicket(own, operator, '2026-10-25')).toBeNull();
    expect(contractForTicket([commission('2026-12-01', 12)], operator, '2026-11-25')?.commissionPercent).toBe(
      30,
    );
  });
});

describe("how a contract turns a ticket's price into the agency's net", () => {
  it('leaves the prices as they are without a contract', () => {
    expect(contractedPrices(period, null, 7)).toBe(period);
  });

  it('gives every pax kind the commission percent of a commission contract; the guest pays the same', () => {
    const p = contractedPrices(period, commission('2026-11-01', 30), 7);
    expect(p).toMatchObject({
      priceAdult: 185,
      commissionAdult: 30,
      commissionChild: 30,
      commissionTrip: 30,
    });
    expect(paxPrices(p, 'Adult').net.base).toBe(129.5);
    const standard = bookingAmounts(2, 1, period);
    const contracted = bookingAmounts(2, 1, p);
    expect(contracted.totalAed).toBe(standard.totalAed);
    expect(contracted.commissionAed).toBe(168); // (2 × 185 + 140 + 50) × 30 %
    expect(contracted.netAed).toBe(392);
    expect(contracted.agencyReceivableUsd).toBeLessThan(standard.agencyReceivableUsd);
  });

  it('leaves the agency exactly the net rate it names, per pax kind, for that ticket only', () => {
    const c = netRates('2026-11-01', [{ offerId: 7, netAdult: 150.37, netChild: null, netTrip: 45 }]);
    const p = contractedPrices(period, c, 7);
    expect(paxPrices(p, 'Adult').net.base).toBe(150.37);
    expect(paxPrices(p, 'Trip').net.base).toBe(45);
    // A pax kind the contract leaves empty keeps the ticket's own commission.
    expect(p.commissionChild).toBe(20);
    expect(paxPrices(p, 'Child').net.base).toBe(112);
    const a = bookingAmounts(2, 1, p);
    expect(a.netAed).toBe(2 * 150.37 + 112 + 45);
    expect(a.commissionAed).toBeCloseTo(2 * (185 - 150.37) + 28 + 5, 4);
    // Another ticket of the supplier is not in the contract: its own prices.
    expect(contractedPrices(period, c, 8)).toBe(period);
    expect(contractApplies(c, 7)).toBe(true);
    expect(contractApplies(c, 8)).toBe(false);
  });

  it('never lets a net rate above the price make the agency pay more than the guest', () => {
    expect(commissionFromNet(100, 120)).toBe(0);
    expect(commissionFromNet(100, 0)).toBe(100);
    expect(commissionFromNet(0, 10)).toBe(0);
    const p = contractedPrices(
      period,
      netRates('2026-11-01', [{ offerId: 7, netAdult: 999, netChild: null, netTrip: null }]),
      7,
    );
    expect(paxPrices(p, 'Adult').net.base).toBe(185);
  });
});

describe('contract input', () => {
  const issues = (body: unknown) => {
    const r = contractInputSchema.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('names each problem beside its field', () => {
    expect(issues({ validFrom: '', kind: 'commission', commissionPercent: 10 })).toEqual({
      validFrom: 'Valid from is required',
    });
    expect(issues({ validFrom: '2026-12-01', kind: 'commission' })).toEqual({
      commissionPercent: 'Commission percent is required',
    });
    expect(issues({ validFrom: '2026-12-01', kind: 'commission', commissionPercent: 120 })).toEqual({
      commissionPercent: 'Commission must be between 0 and 100',
    });
    expect(issues({ validFrom: '2026-12-01', kind: 'netRates', netRates: [] })).toEqual({
      netRates: 'Add net rates for at least one ticket',
    });
    expect(
      issues({
        validFrom: '2026-12-01',
        kind: 'netRates',
        netRates: [{ offerId: 3, netAdult: -1 }, { offerId: 4 }, { offerId: 4, netTrip: 5 }],
      }),
    ).toEqual({
      'netRates.0.netAdult': 'Net rates cannot be negative',
      'netRates.1.netAdult': 'Enter at least one net rate for this ticket',
      'netRates.2.offerId': 'This ticket is listed twice',
    });
  });

  it('accepts a commission or net rates, empty pax kinds as none', () => {
    const parsed = contractInputSchema.parse({
      validFrom: '2026-12-01',
      kind: 'netRates',
      netRates: [{ offerId: 3, netAdult: 80 }],
    });
    expect(parsed.netRates).toEqual([{ offerId: 3, netAdult: 80, netChild: null, netTrip: null }]);
    expect(parsed.commissionPercent).toBeNull();
  });
});
