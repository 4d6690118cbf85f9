import type { Language, LanguageSyncResult } from '../../../contract';

export const LANGUAGES_KEY = 'languages';

export interface LanguagesCache {
  /** The server's sync date of the last merge; empty before the first sync. */
  date: string;
  items: Language[];
}

/** Merges a sync answer into the cached list by id: newer rows win, deleted ones go, sorted by name. */
export function mergeLanguages(cached: readonly Language[], incoming: readonly Language[]): Language[] {
  const byId = new Map(cached.map((l) => [l.id, l]));
  for (const language of incoming) byId.set(language.id, language);
  return [...byId.values()]
    .filter((l) => !l.isDeleted)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function readLanguagesCache(): LanguagesCache {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(LANGUAGES_KEY) ?? 'null',
    ) as Partial<LanguagesCache> | null;
    if (parsed && typeof parsed.date === 'string' && Array.isArray(parsed.items))
      return { date: parsed.date, items: parsed.items };
  } catch {
    // A damaged cache is rebuilt by the next full sync.
  }
  return { date: '', items: [] };
}

export function applySync(cache: LanguagesCache, answer: LanguageSyncResult): LanguagesCache {
  return { date: answer.date, items: mergeLanguages(cache.items, answer.items) };
}

export function writeLanguagesCache(cache: LanguagesCache): void {
  localStorage.setItem(LANGUAGES_KEY, JSON.stringify(cache));
}
