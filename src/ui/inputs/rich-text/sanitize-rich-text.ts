import createDOMPurify, { type DOMPurify } from 'dompurify';

/** What rich text may contain (01-platform: lists and links): everything else is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'a'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

let purify: DOMPurify | null = null;

// An instance of our own, made on first use: hooks added to the shared default instance would
// change every other caller's results.
function instance(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && SAFE_HREF.test(href.trim())) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('href');
  });
  return purify;
}

const allowedAttribute = (el: Element, attr: Attr) =>
  el.localName === 'a' &&
  (attr.name === 'rel' || (attr.name === 'href' && SAFE_HREF.test(attr.value.trim())));

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
 * Rich text as it may be stored and shown: paragraphs, line breaks, lists and http/https/mailto
 * links. Scripts, event handlers, styles and javascript: links are removed; the text of other
 * tags is kept. Empty paragraphs at the end are dropped, so an empty editor gives ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  const purified = instance().sanitize(html ?? '', {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    KEEP_CONTENT: true,
  });
  const clean = keepsToAllowList(purified) ? purified : asPlainText(purified);
  // The editor keeps an empty paragraph after a closing list so the cursor can leave it; it is not text.
  return clean.trim().replace(/(?:<p>(?:<br>)?<\/p>)+$/, '');
}
