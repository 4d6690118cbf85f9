import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, PHONE_MESSAGE, emailProblem, phoneProblem } from '../../../domain/contact-details';

describe('a contact e-mail', () => {
  it('passes when a person can write to it, and when empty', () => {
    expect(emailProblem('support@caravan-dmc.ae')).toBeNull();
    expect(emailProblem(' first.last+ops@mail.example.co.uk ')).toBeNull();
    expect(emailProblem('')).toBeNull();
  });

  it('fails without an @, with spaces, or without a domain ending', () => {
    for (const bad of [
      'support',
      'support@',
      '@caravan.ae',
      'sup port@caravan.ae',
      'ops@caravan',
      'a@b@c.ae',
      'ops@caravan.',
    ])
      expect([bad, emailProblem(bad)]).toEqual([bad, EMAIL_MESSAGE]);
  });
});

describe('a contact phone', () => {
  it('passes as people write numbers, and when empty', () => {
    for (const good of ['+971 4 123 4567', '(04) 338-9020', '+971-50-655-0187', '800.4444', ''])
      expect([good, phoneProblem(good)]).toEqual([good, null]);
  });

  it('fails with letters, a + in the middle, too few or too many digits', () => {
    for (const bad of ['call Omar', '04 338 9020 ext 5', '971+50 655', '12345', '+1234567890123456'])
      expect([bad, phoneProblem(bad)]).toEqual([bad, PHONE_MESSAGE]);
  });
});
