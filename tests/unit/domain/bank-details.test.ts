import { describe, expect, it } from 'vitest';
import {
  IBAN_CHECK_MESSAGE,
  IBAN_SHAPE_MESSAGE,
  SWIFT_MESSAGE,
  ibanProblem,
  normaliseBankCode,
  swiftProblem,
} from '../../../domain/bank-details';
import { supplierProfileSchema } from '../../../contract';

describe('an IBAN', () => {
  it('passes when its mod-97 check digits match, however it is spaced or cased', () => {
    expect(ibanProblem('GB82WEST12345698765432')).toBeNull();
    expect(ibanProblem('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanProblem('AE73 0260 0010 1523 4567 801')).toBeNull();
    expect(normaliseBankCode('ae73 0260-0010')).toBe('AE7302600010');
  });

  it('is optional: empty is no problem', () => {
    expect(ibanProblem('')).toBeNull();
    expect(ibanProblem('   ')).toBeNull();
    expect(ibanProblem(null)).toBeNull();
  });

  it('fails with the check-digit message when one digit is mistyped or two are swapped', () => {
    expect(ibanProblem('GB82WEST12345698765433')).toBe(IBAN_CHECK_MESSAGE);
    expect(ibanProblem('GB82WEST12345698765423')).toBe(IBAN_CHECK_MESSAGE);
    expect(ibanProblem('AE070260001015234567801')).toBe(IBAN_CHECK_MESSAGE);
  });

  it("fails with its country's length when a character is missing", () => {
    expect(ibanProblem('AE73026000101523456780')).toBe('An IBAN of AE has 23 characters; this one has 22');
  });

  it('fails with the shape message when it is not an IBAN at all', () => {
    expect(ibanProblem('1015234567801')).toBe(IBAN_SHAPE_MESSAGE);
    expect(ibanProblem('AEXX0260001015234567801')).toBe(IBAN_SHAPE_MESSAGE);
    expect(ibanProblem('AE73 0260 ÄÖ')).toBe(IBAN_SHAPE_MESSAGE);
  });
});

describe('a SWIFT/BIC code', () => {
  it('passes with 8 or 11 characters of the right kinds', () => {
    expect(swiftProblem('EBILAEAD')).toBeNull();
    expect(swiftProblem('deutdeff500')).toBeNull();
    expect(swiftProblem('')).toBeNull();
  });

  it('fails with the shape message otherwise', () => {
    for (const bad of ['EBILAEA', 'EBILAEAD5', 'EBILAEAD50', 'EB1LAEAD', 'EBIL12AD', 'EBILAEAD5000'])
      expect([bad, swiftProblem(bad)]).toEqual([bad, SWIFT_MESSAGE]);
  });
});

describe('the business profile schema', () => {
  const profile = {
    code: 'DFS',
    name: 'Desert Falcon Safaris',
    countryId: 1,
    isAcknowledged: true,
    paymentDetails: { ibanNumber: 'ae56 0330 0000 1910 0455 872', swiftCode: 'bomlaead' },
    customerSupport: { primary: {}, secondary: {}, emergency: {} },
    operationsSupport: { primary: {}, secondary: {}, emergency: {} },
    accountsDepartment: { primary: {}, secondary: {}, emergency: {} },
  };

  it('keeps IBAN and SWIFT as a bank prints them', () => {
    const parsed = supplierProfileSchema.parse(profile);
    expect(parsed.paymentDetails.ibanNumber).toBe('AE560330000019100455872');
    expect(parsed.paymentDetails.swiftCode).toBe('BOMLAEAD');
    expect(parsed.address).toBe('');
  });

  it("says the spec's messages for a missing code and name", () => {
    const result = supplierProfileSchema.safeParse({ ...profile, code: '  ', name: '' });
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['code', 'Business code is required'],
      ['name', 'Legal name is required'],
    ]);
  });
});
