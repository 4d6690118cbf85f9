import { round } from './money';

/** The VAT coefficient of a tax percent: 5 % → 1.05 (02-catalogue §9), to the 4 decimals prices keep. */
export const taxCoefficient = (amount: number) => round(1 + amount / 100, 4);

export const COEFFICIENT_MESSAGE = 'The coefficient must be 1 + tax / 100 (1.05 for 5%)';

/** A coefficient that disagrees with its percent would price with one tax and print another. */
export function coefficientProblem(amount: number, amountK: number): string | null {
  return Math.abs(taxCoefficient(amount) - amountK) < 0.00005 ? null : COEFFICIENT_MESSAGE;
}
