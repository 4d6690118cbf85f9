import { describe, expect, it } from 'vitest';
import { linkHref } from '../../../../src/ui/inputs/rich-text/link-href';
import { sanitizeRichText } from '../../../../src/ui/inputs/rich-text/sanitize-rich-text';
import { makeDomBrowserLike } from './browser-like-dom';

makeDomBrowserLike();

describe('sanitizeRichText', () => {
  it('keeps paragraphs, line breaks, lists and safe links', () => {
    const html =
      '<p>Line<br>next</p><ul><li>One</li></ul><ol><li>First</li></ol><p><a href="https://example.com/x">site</a> <a href="mailto:a@b.co">mail</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<p>Line<br>next</p>');
    expect(clean).toContain('<ul><li>One</li></ul>');
    expect(clean).toContain('<ol><li>First</li></ol>');
    expect(clean).toContain('<a href="https://example.com/x" rel="noopener noreferrer">site</a>');
    expect(clean).toContain('<a href="mailto:a@b.co" rel="noopener noreferrer">mail</a>');
  });

  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handlers, styles and other attributes', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="x" onerror="steal()">')).toBe('');
  });

  it('removes javascript: and other unsafe links but keeps their text', () => {
    const clean = sanitizeRichText(
      '<p><a href="javascript:alert(1)">click</a> <a href="data:text/html,x">data</a> <a href="/relative">rel</a></p>',
    );
    expect(clean).not.toMatch(/href/);
    expect(clean).toContain('click');
    expect(clean).toContain('data');
  });

  it("keeps tel: links and a block's language, on blocks only", () => {
    expect(sanitizeRichText('<p lang="ru">Звоните <a href="tel:+97141234567">нам</a></p>')).toBe(
      '<p lang="ru">Звоните <a href="tel:+97141234567" rel="noopener noreferrer">нам</a></p>',
    );
    expect(sanitizeRichText('<ul lang="en"><li lang="en">Hat</li></ul><p lang="bad value">x</p>')).toBe(
      '<ul lang="en"><li>Hat</li></ul><p>x</p>',
    );
  });

  it('keeps the text of tags it does not allow', () => {
    expect(sanitizeRichText('<h1>Title</h1><p><b>bold</b> <i>it</i></p><div>box</div>')).toBe(
      'Title<p>bold it</p>box',
    );
  });

  it('drops empty paragraphs at the end, so an empty editor gives nothing', () => {
    expect(sanitizeRichText('<ul><li><p>Hat</p></li></ul><p></p>')).toBe('<ul><li><p>Hat</p></li></ul>');
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});

describe('linkHref', () => {
  it('accepts http, https, mailto and tel, completing bare hosts, e-mail addresses and phone numbers', () => {
    expect(linkHref('https://caravan.demo/tours')).toBe('https://caravan.demo/tours');
    expect(linkHref('www.example.com/page')).toBe('https://www.example.com/page');
    expect(linkHref('help@caravan.demo')).toBe('mailto:help@caravan.demo');
    expect(linkHref('+971 4 123 4567')).toBe('tel:+97141234567');
    expect(linkHref('tel:+971-50-412-3398')).toBe('tel:+971504123398');
    expect(linkHref('12 34')).toBeNull();
    expect(linkHref('192.168.10.200')).toBe('https://192.168.10.200');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('not a link')).toBeNull();
  });
});
