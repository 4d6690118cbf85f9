/**
 * The language choice alone, without i18next: the public sign-in shell reads and sets it before the
 * app (and i18next with it) is loaded.
 */
export const LANGUAGE_KEY = 'language';
export const APP_LANGUAGES = ['en', 'ru'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export function storedLanguage(): AppLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'ru' ? 'ru' : 'en';
  } catch {
    return 'en';
  }
}
