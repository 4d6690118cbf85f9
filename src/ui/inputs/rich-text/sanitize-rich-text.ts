import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  isRichTextAttribute,
} from '../../../../domain/rich-text';

// What rich text may contain is domain/rich-text.ts's allow-list (lists and links), which the server's
// cleaner applies too: everything else is dropped.
const ALLOWED_TAGS: string[] = [...RICH_TEXT_TAGS];
/** Every attribute any tag may keep; which tag keeps which, and with what value, the hook decides. */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const ALLOWED_URI_REGEXP = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

let purify: DOMPurify | null = null;

// An instance of our own, made on first use: hooks added to the shared default instance would
// change every other caller's results.
function instance(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const el = node as Element;
    // A copy: removing an attribute while walking the live list would skip the next one.
    for (const attr of Array.from(el.attributes))
      if (!isRichTextAttribute(el.localName, attr.name, attr.value)) el.removeAttribute(attr.name);
    if (el.localName === 'a' && el.hasAttribute('href')) el.setAttribute('rel', RICH_TEXT_LINK_REL);
  });
  return purify;
}

const allowedAttribute = (el: Element, attr: Attr) =>
  (el.localName === 'a' && attr.name === 'rel') || isRichTextAttribute(el.localName, attr.name, attr.value);

/**
 * DOMPurify hands back its input unchanged where its DOM checks fail (we met it in a test DOM), so
 * its output is checked once more; anything outside the allow-list is stored as plain text instead.
 */
function keepsToAllowList(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].every(
    (el) =>
      ALLOWED_TAGS.includes(el.localName) && [...el.attributes].every((attr) => allowedAttribute(el, attr)),
  );
}

function asPlainText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const p = document.createElement('p');
  p.textContent = template.content.textContent ?? '';
  return p.outerHTML;
}

/**
 * Rich text as it may be stored and shown: paragraphs (with their language), line breaks, lists and
 * http/https/mailto/tel links. Scripts, event handlers, styles and javascript: links are removed; the
 * text of other tags is kept. Empty paragraphs at the end are dropped, so an empty editor gives ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  const purified = instance().sanitize(html ?? '', {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // DOMPurify holds every other attribute's value to the address pattern too; a language is no address.
    ADD_URI_SAFE_ATTR: ['lang'],
    KEEP_CONTENT: true,
  });
  const clean = keepsToAllowList(purified) ? purified : asPlainText(purified);
  // The editor keeps an empty paragraph after a closing list so the cursor can leave it; it is not text.
  return clean.trim().replace(/(?:<p>(?:<br>)?<\/p>)+$/, '');
}
