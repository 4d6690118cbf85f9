import { describe, expect, it } from 'vitest';
import {
  canChooseDefault,
  customTextStart,
  hasDefaultPolicy,
  isBlankRichText,
  usesDefault,
} from '../../../domain/default-custom';

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

describe('a text switched to custom starts from the account default (issue 24 item 17)', () => {
  const terms = '<p>Payment on arrival.</p>';
  it('takes the default while the tour has no text of its own', () => {
    expect(customTextStart('', terms)).toBe(terms);
    expect(customTextStart('<p><br></p>', terms)).toBe(terms);
    expect(customTextStart(null, terms)).toBe(terms);
  });

  it("keeps the tour's own text", () => {
    expect(customTextStart('<p>Ours</p>', terms)).toBe('<p>Ours</p>');
  });

  it('fills in nothing when the default is empty or unknown', () => {
    expect(customTextStart('', '')).toBe('');
    expect(customTextStart('<p></p>', null)).toBe('<p></p>');
  });

  it('sees tags, spaces and no-break spaces as blank', () => {
    expect(isBlankRichText('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankRichText('<p>a</p>')).toBe(false);
  });
});
