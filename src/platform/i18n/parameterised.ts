// A message made from a template with values (domain/message-template.ts: 'An IBAN of AE has 23
// characters; this one has 22') is not a key itself, so t() alone would show it in English in every
// language. i18next asks parseMissingKeyHandler what to show for a text it has no key for; this finds
// the template the text was made from and translates that with the values read back out of the text.
// It works the same for a message made in the browser (a contract schema) and one the server answered.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export interface TemplateMatch {
  template: string;
  values: Record<string, string>;
}

interface Matcher {
  template: string;
  names: string[];
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(template: string): Matcher | null {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escape(template.slice(last, m.index)) + '(.+?)';
    names.push(m[1]);
    last = m.index + m[0].length;
  }
  if (names.length === 0) return null;
  source += escape(template.slice(last));
  // A template that is nothing but placeholders would match any text.
  if (template.replace(PLACEHOLDER, '').trim() === '') return null;
  return { template, names, pattern: new RegExp(`^${source}$`, 's') };
}

/**
 * Finds, among the keys, the template a filled-in text was made from. The template with the most
 * fixed text wins, so 'At most {{max}} characters' is not taken for a longer sentence that happens
 * to fit a shorter one.
 */
export function templateMatcher(keys: Iterable<string>): (text: string) => TemplateMatch | null {
  const matchers = [...keys]
    .filter((k) => k.includes('{{') && !PLURAL_SUFFIX.test(k))
    .map(matcherOf)
    .filter((m): m is Matcher => m !== null)
    .sort((a, b) => b.template.replace(PLACEHOLDER, '').length - a.template.replace(PLACEHOLDER, '').length);
  return (text) => {
    if (!text.includes(' ') || text.includes('{{')) return null;
    for (const m of matchers) {
      const found = m.pattern.exec(text);
      if (found) {
        return { template: m.template, values: Object.fromEntries(m.names.map((n, i) => [n, found[i + 1]])) };
      }
    }
    return null;
  };
}

/** The string and number options of a t() call: the values its placeholders may take. */
export function valuesOf(options: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(options ?? {}))
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
}
