// What stored rich text may hold (01-platform: the rich text editor allows "plain-text paste, lists and
// links"). One allow-list for the three places that apply it: the server's cleaner before a text is
// stored (server/http/rich-text.ts, sanitize-html), the browser's before the editor shows or sends one
// (src/ui/inputs/rich-text/sanitize-rich-text.ts, DOMPurify) and the editor's link button and autolink.
// Anything else (emphasis, headings, styles, images, scripts) loses its tag and keeps its text.

/** Paragraphs and line breaks carry the text; bullet and numbered lists; links. */
export const RICH_TEXT_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'a'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * The attributes kept, by tag: a link's address, and a block's language. Supplier notes to clients hold
 * a block per language (`<p lang="ru">`), and each voucher prints its own language's blocks
 * (server/documents/document-texts.ts); a cleaner that dropped `lang` would make every voucher print
 * every language after the next save of the defaults.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href'],
  p: ['lang'],
  ul: ['lang'],
  ol: ['lang'],
};

/**
 * Link schemes kept. tel: is kept with the web and mail ones: these texts tell guests and agents whom to
 * call ("call our operations desk on +971 4 123 4567"), and wherever they are shown as a page (the
 * agents' site, a guest's phone) a tel: link dials with one tap. Like mailto: it only hands a number to
 * the phone, running nothing and loading nothing. Every other scheme (javascript:, data:, relative or
 * protocol-relative addresses) loses its href and keeps its text.
 */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** What both cleaners put on every kept link: the page it opens gets no handle on ours. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether a link may keep this address: an absolute address with one of the kept schemes. */
export function isRichTextHref(href: string | null | undefined): boolean {
  const scheme = SCHEME.exec((href ?? '').trim())?.[1].toLowerCase();
  return scheme !== undefined && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** A language tag as vouchers read it ('en', 'ru', 'en-GB'); any other `lang` value is dropped. */
export function isRichTextLanguage(lang: string | null | undefined): boolean {
  return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(lang ?? '');
}

/** Whether a tag may keep an attribute with this value (the address and language checks above). */
export function isRichTextAttribute(tag: string, name: string, value: string): boolean {
  const allowed = RICH_TEXT_ATTRIBUTES[tag as RichTextTag] ?? [];
  if (!allowed.includes(name)) return false;
  if (name === 'href') return isRichTextHref(value);
  if (name === 'lang') return isRichTextLanguage(value);
  return true;
}
