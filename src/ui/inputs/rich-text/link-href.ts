/**
 * What the link button accepts: http, https and mailto addresses. A bare e-mail address becomes
 * mailto:, a bare host (www.example.com/page) becomes https://; anything else is refused (null).
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  if (/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(text) || /^https?:\/\/localhost\b/i.test(text)) return text;
  if (/^[^@\s/:]+@[^@\s/]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#].*)?$/i.test(text)) return `https://${text}`;
  return null;
}
