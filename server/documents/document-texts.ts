import { createInstance, type TFunction } from 'i18next';

export type DocumentLanguage = 'en' | 'ru';

/**
 * Counted words of the documents through i18next's plural rules (Intl.PluralRules), as the app
 * counts them: '1 child' and '2 children'; in Russian '1 ребёнок', '3 ребёнка', '5 детей'.
 */
const resources = {
  en: {
    translation: {
      adults_one: '{{count}} adult',
      adults_other: '{{count}} adults',
      children_one: '{{count}} child',
      children_other: '{{count}} children',
      infants_one: '{{count}} infant',
      infants_other: '{{count}} infants',
    },
  },
  ru: {
    translation: {
      adults_one: '{{count}} взрослый',
      adults_few: '{{count}} взрослых',
      adults_many: '{{count}} взрослых',
      adults_other: '{{count}} взрослого',
      children_one: '{{count}} ребёнок',
      children_few: '{{count}} ребёнка',
      children_many: '{{count}} детей',
      children_other: '{{count}} ребёнка',
      infants_one: '{{count}} младенец',
      infants_few: '{{count}} младенца',
      infants_many: '{{count}} младенцев',
      infants_other: '{{count}} младенца',
    },
  },
};

const i18n = createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const documentT = (lang: DocumentLanguage): TFunction => i18n.getFixedT(lang);

/** '2 adults, 1 child' in the document's language; counts of 0 other than adults are left out. */
export function partyText(lang: DocumentLanguage, adults: number, children: number, infants: number): string {
  const t = documentT(lang);
  return [
    t('adults', { count: adults }),
    children > 0 ? t('children', { count: children }) : null,
    infants > 0 ? t('infants', { count: infants }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The text of stored rich text, for a PDF. A link's tags go without a trace ('call <a>+971…</a>.' must
 * not print 'call +971… .'); a block's or line break's leave a space. The cleaner (server/http/rich-text.ts)
 * writes &, < and > in text as entities, which print as the characters (&amp; last, so '&amp;lt;' stays '&lt;').
 */
const stripHtml = (html: string) =>
  html
    .replace(/<\/?a\b[^>]*>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const LANG_BLOCK = /<(p|div|ul|ol)\b[^>]*\blang="([a-z-]+)"[^>]*>([\s\S]*?)<\/\1>/gi;

/**
 * The supplier's notes to clients in the document's language. Notes may hold a block per language
 * (`<p lang="ru">…</p>`): the voucher prints the blocks of its language (English ones when there is
 * none in it) and whatever is not marked; notes in one language only print as written.
 */
export function notesIn(html: string | null, lang: DocumentLanguage): string | null {
  if (!html) return null;
  const blocks = [...html.matchAll(LANG_BLOCK)].map((m) => ({ lang: m[2].toLowerCase(), text: m[3] }));
  if (blocks.length === 0) return stripHtml(html) || null;
  const of = (code: string) => blocks.filter((b) => b.lang === code || b.lang.startsWith(`${code}-`));
  const chosen = of(lang).length > 0 ? of(lang) : of('en');
  const unmarked = html.replace(LANG_BLOCK, ' ');
  return stripHtml([unmarked, ...chosen.map((b) => b.text)].join(' ')) || null;
}
