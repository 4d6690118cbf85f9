import { useCallback, useSyncExternalStore } from 'react';
import { LANGUAGE_KEY, storedLanguage, type AppLanguage } from '../platform/i18n/language';

/**
 * The public shell's translation: a lookup over the app's own texts (platform/i18n). i18next and
 * react-i18next would add ~20 KB gzip to the first screen for a dozen texts. The English text is the
 * key, and a text without a translation shows as its key, as in the app. The Russian texts (all of
 * the app's, and growing) load only when Russian is chosen; sign-out keeps the choice, so a Russian
 * reader stays in Russian and others never fetch them.
 */
let russian: Readonly<Record<string, string>> | null = null;
let loadingRussian: Promise<void> | null = null;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching the language changes the same storage: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === LANGUAGE_KEY || e.key === null) void prepareLanguage().then(listener);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Loads the texts of the stored language, when they are not here yet; main.tsx waits for it before the first screen. */
export function prepareLanguage(): Promise<void> {
  if (storedLanguage() !== 'ru' || russian) return Promise.resolve();
  loadingRussian ??= import('../platform/i18n/ru').then(
    (module) => {
      russian = module.ru;
      notify();
    },
    () => {
      // Offline before the service worker has the texts: English until the next try.
      loadingRussian = null;
    },
  );
  return loadingRussian;
}

/** The language shown: the stored one once its texts are here. */
function shownLanguage(): AppLanguage {
  return storedLanguage() === 'ru' && russian ? 'ru' : 'en';
}

export function translate(
  language: AppLanguage,
  text: string,
  values?: Readonly<Record<string, string>>,
): string {
  const texts = language === 'ru' ? russian : null;
  const found = texts && Object.hasOwn(texts, text) ? texts[text] : text;
  return values ? found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole) : found;
}

/** Keeps the choice where the app's i18next reads it ('language' in local storage). */
export function setPublicLanguage(language: AppLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  notify();
  void prepareLanguage();
}

/** The language shown and a translate function bound to it; `chosen` is the stored choice. */
export function usePublicTranslation(): {
  language: AppLanguage;
  chosen: AppLanguage;
  t: (text: string) => string;
} {
  const language = useSyncExternalStore(subscribe, shownLanguage, () => 'en' as const);
  const chosen = useSyncExternalStore(subscribe, storedLanguage, () => 'en' as const);
  const t = useCallback((text: string) => translate(language, text), [language]);
  return { language, chosen, t };
}
