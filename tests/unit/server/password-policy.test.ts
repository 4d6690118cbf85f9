import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { WEAK_PASSWORD_MESSAGES } from '../../../contract';
import { weakPasswordMessage } from '../../../server/auth/password-policy';
import { DEMO_PASSWORD } from '../../../server/db/seed/people';
import { TEST_PASSWORD } from '../../api/helper';

describe('weak new passwords (issue 22)', () => {
  it('checks against a list of at least 10,000 common passwords', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
    expect(weakPasswordMessage('sunshine1', 'ann@example.com')).toBe(WEAK_PASSWORD_MESSAGES.common);
    expect(weakPasswordMessage('  LetMeIn123 ', 'ann@example.com')).toBe(WEAK_PASSWORD_MESSAGES.common);
  });

  it('refuses the e-mail, its name part and the product name; takes a good one', () => {
    expect(weakPasswordMessage('Ann.Lee@Example.com', 'ann.lee@example.com')).toBe(
      WEAK_PASSWORD_MESSAGES.email,
    );
    expect(weakPasswordMessage('ann.lee.', 'ann.lee@example.com')).toBeNull();
    expect(weakPasswordMessage('annalee1', 'annalee1@example.com')).toBe(WEAK_PASSWORD_MESSAGES.email);
    expect(weakPasswordMessage('mycaravan!', 'ann@example.com')).toBe(WEAK_PASSWORD_MESSAGES.product);
    expect(weakPasswordMessage('desert-rose-2027', 'ann@example.com')).toBeNull();
  });

  it('does not list the test password; the demo password is refused only as a new one (product name)', () => {
    expect(weakPasswordMessage(TEST_PASSWORD, 'ann@example.com')).toBeNull();
    expect(dictionary['passwords-common']).not.toContain(DEMO_PASSWORD);
    expect(weakPasswordMessage(DEMO_PASSWORD, 'ann@example.com')).toBe(WEAK_PASSWORD_MESSAGES.product);
  });
});
