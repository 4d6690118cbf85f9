import { describe, expect, it } from 'vitest';
import { COEFFICIENT_MESSAGE, coefficientProblem, taxCoefficient } from '../../../domain/account-settings';

describe('the tax coefficient', () => {
  it('is 1 + percent / 100, to 4 decimals', () => {
    expect(taxCoefficient(5)).toBe(1.05);
    expect(taxCoefficient(0)).toBe(1);
    expect(taxCoefficient(7.125)).toBe(1.0713);
  });

  it('must agree with its percent', () => {
    expect(coefficientProblem(5, 1.05)).toBeNull();
    expect(coefficientProblem(5, 1.5)).toBe(COEFFICIENT_MESSAGE);
    expect(coefficientProblem(0, 1.05)).toBe(COEFFICIENT_MESSAGE);
  });
});
