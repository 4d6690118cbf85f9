import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  isRichTextHref,
  isRichTextLanguage,
} from '../../domain/rich-text';

/**
 * A link keeps an address of a kept scheme only (sanitize-html would also keep relative ones, which
 * point nowhere once the text is shown on another site) and opens in a new tab without the opener;
 * one without an address is plain text in an <a>, as the browser's cleaner leaves it.
 */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept: sanitizeHtml.Attributes = {};
  if (isRichTextHref(attribs.href))
    Object.assign(kept, { href: attribs.href.trim(), target: '_blank', rel: RICH_TEXT_LINK_REL });
  return { tagName, attribs: kept };
};

/** A block keeps its `lang` only when it is a language tag a voucher can read. */
const keepLanguage: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { lang, ...rest } = attribs;
  return { tagName, attribs: isRichTextLanguage(lang) ? { ...rest, lang } : rest };
};

/**
 * Rich text cleaned on the server before it is stored, whatever a client sends, by the one allow-list
 * of domain/rich-text.ts (lists and links).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    // What safeLink adds to a kept link.
    a: [...(RICH_TEXT_ATTRIBUTES.a ?? []), 'target', 'rel'],
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: safeLink,
    p: keepLanguage,
    ul: keepLanguage,
    ol: keepLanguage,
  },
};

/** Cleaned rich text; empty (or only empty markup) becomes null, so "no content" has one spelling. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<p\b[^>]*>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? null : clean;
}
