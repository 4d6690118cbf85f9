import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, EN_PLURALS } from './en';
import { LANGUAGE_KEY, storedLanguage, type AppLanguage } from './language';
import { fillTemplate } from '../../../domain/message-template';
import { templateMatcher, valuesOf } from './parameterised';

export { APP_LANGUAGES, LANGUAGE_KEY, storedLanguage, type AppLanguage } from './language';

// English is the keys themselves and always here. Another language's texts (Russian: ~7 KB gzip, and
// growing with the app) load only when it is chosen, so most users never fetch them. The service
// worker precaches them, so a stored choice still comes up offline.
const LOADERS: Record<Exclude<AppLanguage, 'en'>, () => Promise<Readonly<Record<string, string>>>> = {
  ru: () => import('./ru').then((module) => ({ ...module.ru, ...module.RU_PLURALS })),
};

let instance: I18n | null = null;
/** The language last asked for: a slower load of an earlier choice must not win over it. */
let wanted: AppLanguage = 'en';

/**
 * Starts i18next once, in English until the stored language's texts are here (prepareI18n waits
 * for them); later calls return the same instance.
 */
export function initI18n(): I18n {
  if (instance) return instance;
  const i18n = createInstance();
  instance = i18n;
  // The English keys are every text's template; built on the first text without a key.
  let match: ReturnType<typeof templateMatcher> | null = null;
  // Keys are the English texts themselves (the spec's text/value pairs), so '.' and ':' in a sentence
  // must not split it, and a text without a translation shows as its key: the English original.
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: { ...en, ...EN_PLURALS } } },
    lng: 'en',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    // A message filled in from a template (domain/message-template.ts) shows in the user's language.
    // i18next calls it for every text it has no key for, with the key as written (not interpolated).
    parseMissingKeyHandler: (key: string, defaultValue?: string, options?: Record<string, unknown>) => {
      if (defaultValue !== undefined) return defaultValue;
      // A template without its translation yet: English with the caller's values, as before.
      if (key.includes('{{')) return fillTemplate(key, valuesOf(options));
      match ??= templateMatcher(Object.keys(en));
      const found = match(key);
      if (!found) return key;
      const lng = options?.lng;
      // A value may be a text of ours itself, a message inside a message ('page starts at 1' in
      // 'page starts at 1 (query page)'): it shows translated too. A name or a number has no key and
      // stays as it is.
      const values = Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => [name, i18n.t(value, { lng })]),
      );
      return i18n.t(found.template, { ...values, lng });
    },
  });
  document.documentElement.lang = 'en';
  void showLanguage(storedLanguage());
  return i18n;
}

/** Resolves once the stored language is shown (English if its texts cannot load now). */
export function prepareI18n(): Promise<I18n> {
  const i18n = initI18n();
  return showLanguage(wanted).then(() => i18n);
}

/** Keeps the choice and shows it as soon as its texts are here. */
export function setLanguage(language: AppLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  return showLanguage(language);
}

/** Makes sure the language's texts are in i18next, loading them once. */
export function loadLanguage(language: AppLanguage): Promise<void> {
  const i18n = initI18n();
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  return LOADERS[language]().then((texts) => {
    i18n.addResourceBundle(language, 'translation', texts);
  });
}

async function showLanguage(language: AppLanguage): Promise<void> {
  wanted = language;
  try {
    await loadLanguage(language);
  } catch {
    // Offline before the service worker had the texts: English until the language is chosen again.
    return;
  }
  if (wanted !== language) return;
  document.documentElement.lang = language;
  await initI18n().changeLanguage(language);
}
