import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/http/rich-text';

describe('rich text from a client', () => {
  it('keeps lists and links; emphasis loses its tag and keeps its text (01-platform: lists and links)', () => {
    expect(
      sanitizeRichText(
        '<ul><li><strong>Hat</strong> and <em>water</em></li></ul><p><b>Call</b> <a href="tel:+97141234567">us</a> or <a href="https://x.ae">x</a></p>',
      ),
    ).toBe(
      '<ul><li>Hat and water</li></ul><p>Call <a href="tel:+97141234567" target="_blank" rel="noopener noreferrer">us</a> or <a href="https://x.ae" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('drops scripts, handlers, styles, and javascript:, relative and protocol-relative links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a><a href="/admin">z</a><a href="//evil.example">w</a></p>',
    );
    expect(out).toBe('<p>Hi<a>y</a><a>z</a><a>w</a></p>');
  });

  it("keeps a block's language, which vouchers print by, and drops any other value", () => {
    expect(
      sanitizeRichText('<p lang="en">Call us.</p><p lang="ru">Звоните.</p><ul lang="ru"><li>Шляпа</li></ul>'),
    ).toBe('<p lang="en">Call us.</p><p lang="ru">Звоните.</p><ul lang="ru"><li>Шляпа</li></ul>');
    expect(sanitizeRichText('<p lang="x&quot;y">A</p><li lang="en">B</li>')).toBe('<p>A</p><li>B</li>');
  });

  it('empty markup is no content', () => {
    expect(sanitizeRichText('<p><br></p>')).toBeNull();
    expect(sanitizeRichText('<p lang="en"> </p>')).toBeNull();
    expect(sanitizeRichText('  ')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});
