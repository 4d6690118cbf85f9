/**
 * Countries arrive from the tour operators' arrival feeds as English names ('Russia', 'United Kingdom',
 * 'UK'); a Russian-speaking rep reads them in Russian. The runtime's own region names (CLDR, through
 * Intl.DisplayNames) are the dictionary, so no country list is kept here: an English name is matched to
 * its ISO code, and the code named in the reader's language. A name the runtime does not know (a typo,
 * a feed's own spelling) is shown as the feed wrote it.
 */
const ALIASES: Record<string, string> = { usa: 'US', uae: 'AE', 'great britain': 'GB' };

let codesByEnglishName: Map<string, string> | null = null;

function englishNames(): Map<string, string> {
  if (codesByEnglishName) return codesByEnglishName;
  const map = new Map<string, string>();
  const styles = ['long', 'short', 'narrow'] as const;
  const namers = styles.map(
    (style) => new Intl.DisplayNames(['en'], { type: 'region', style, fallback: 'none' }),
  );
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      for (const namer of namers) {
        const name = namer.of(code);
        if (name && name !== code) map.set(name.toLowerCase(), code);
      }
    }
  }
  // Spellings feeds use that CLDR does not list.
  for (const [alias, code] of Object.entries(ALIASES)) map.set(alias, code);
  codesByEnglishName = map;
  return map;
}

const namersByLanguage = new Map<string, Intl.DisplayNames>();

/** A country's name in `language`, from the English name (or the ISO code) a feed gave. */
export function countryName(feedName: string, language: string): string {
  const trimmed = feedName.trim();
  if (!trimmed || language === 'en') return feedName;
  const code = englishNames().get(trimmed.toLowerCase()) ?? (/^[A-Z]{2}$/.test(trimmed) ? trimmed : null);
  if (!code) return feedName;
  let namer = namersByLanguage.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    namersByLanguage.set(language, namer);
  }
  return namer.of(code) ?? feedName;
}
