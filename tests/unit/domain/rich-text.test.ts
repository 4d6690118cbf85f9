import { describe, expect, it } from 'vitest';
import { isRichTextAttribute, isRichTextHref, isRichTextLanguage } from '../../../domain/rich-text';

describe('the rich-text allow-list', () => {
  it('keeps web, mail and phone links, nothing that runs, loads or points nowhere', () => {
    for (const href of [
      'https://caravan.ae/x',
      'http://x.ae',
      'mailto:a@b.co',
      'tel:+97141234567',
      ' HTTPS://X.AE ',
    ])
      expect([href, isRichTextHref(href)]).toEqual([href, true]);
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '//x.ae',
      'x.ae',
      '',
      null,
    ])
      expect([href, isRichTextHref(href)]).toEqual([href, false]);
  });

  it('keeps a language tag a voucher reads, and only on blocks', () => {
    expect(['en', 'ru', 'en-GB', 'zh-Hant'].map(isRichTextLanguage)).toEqual([true, true, true, true]);
    expect(['', 'e', 'english language', 'en"><script>', null].map(isRichTextLanguage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isRichTextAttribute('p', 'lang', 'ru')).toBe(true);
    expect(isRichTextAttribute('li', 'lang', 'ru')).toBe(false);
    expect(isRichTextAttribute('a', 'href', 'tel:+971')).toBe(true);
    expect(isRichTextAttribute('p', 'href', 'https://x.ae')).toBe(false);
    expect(isRichTextAttribute('a', 'style', 'color:red')).toBe(false);
  });
});
