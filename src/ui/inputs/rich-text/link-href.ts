import { phoneProblem } from '../../../../domain/contact-details';
import { isRichTextHref } from '../../../../domain/rich-text';

/** A phone number as people type it ('+971 4 123 4567', 'tel:+97141234567'); no dots, so no IP address. */
function telHref(text: string): string | null {
  const number = text.replace(/^tel:/i, '');
  if (!/^\+?[\d\s()-]+$/.test(number) || phoneProblem(number)) return null;
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * What the link button accepts (the schemes of domain/rich-text.ts): http, https, mailto and tel
 * addresses. A bare e-mail address becomes mailto:, a phone number tel:, a bare host
 * (www.example.com/page) https://; anything else is refused (null).
 */
export function linkHref(typed: string): string | null {
  const href = candidate(typed.trim());
  return href && isRichTextHref(href) ? href : null;
}

function candidate(text: string): string | null {
  if (!text) return null;
  const tel = telHref(text);
  if (tel) return tel;
  if (/\s/.test(text)) return null;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  if (/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(text) || /^https?:\/\/localhost\b/i.test(text)) return text;
  if (/^[^@\s/:]+@[^@\s/]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#].*)?$/i.test(text)) return `https://${text}`;
  return null;
}
