import { describe, expect, it } from 'vitest';
import { canChooseDefault, hasDefaultPolicy, usesDefault } from '../../../domain/default-custom';

describe('default/custom toggle: with no account default it is forced to custom', () => {
  it('uses the default only when chosen and the account has one', () => {
    expect(usesDefault(true, true)).toBe(true);
    expect(usesDefault(false, true)).toBe(false);
  });

  it('is custom when the account has no default, whatever the record says', () => {
    expect(usesDefault(true, false)).toBe(false);
    expect(canChooseDefault(false)).toBe(false);
  });
});

describe('the cancellation policy toggle (02 §4, issue 24)', () => {
  it('is forced to custom when the supplier has no default policy', () => {
    expect(hasDefaultPolicy({ cancellationPolicy: [] })).toBe(false);
    expect(usesDefault(true, hasDefaultPolicy({ cancellationPolicy: [] }))).toBe(false);
    expect(hasDefaultPolicy({ cancellationPolicy: [{ hours: 24, percents: 100 }] })).toBe(true);
    expect(hasDefaultPolicy(null)).toBe(true);
  });
});
