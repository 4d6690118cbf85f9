import { describe, expect, it } from 'vitest';
import { canChooseDefault, usesDefault } from '../../../domain/default-custom';

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
