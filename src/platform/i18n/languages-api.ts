import type { Language, LanguageSyncResult, SaveLanguage } from '../../../contract';
import { api } from '../api';
import { applySync, readLanguagesCache, writeLanguagesCache } from './languages-cache';

/**
 * Brings the cached language list up to date. Runs in the background after sign-in: it neither
 * blocks the screen nor bothers the user when it fails; the next sign-in or start tries again.
 */
export async function syncLanguages(): Promise<void> {
  const cache = readLanguagesCache();
  const query = new URLSearchParams({ date: cache.date, isOffers: 'false' });
  const result = await api.get<LanguageSyncResult>(`/api/languages/sync?${query}`, {
    notifyErrors: false,
    showLoading: false,
  });
  if (result.IsOk && result.Content) writeLanguagesCache(applySync(readLanguagesCache(), result.Content));
}

/** Saves a language and keeps the cached list in step with the answer. */
export async function saveLanguage(language: SaveLanguage): Promise<Language | null> {
  const result = await api.post<Language>('/api/languages', language);
  if (!result.IsOk || !result.Content) return null;
  const cache = readLanguagesCache();
  writeLanguagesCache(applySync(cache, { date: cache.date, items: [result.Content] }));
  return result.Content;
}
