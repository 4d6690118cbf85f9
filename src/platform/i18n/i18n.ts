import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { LANGUAGE_KEY, storedLanguage, type AppLanguage } from './language';
import { ru } from './ru';

export { APP_LANGUAGES, LANGUAGE_KEY, storedLanguage, type AppLanguage } from './language';

let instance: I18n | null = null;

/** Starts i18next once, in the stored language; later calls return the same instance. */
export function initI18n(): I18n {
  if (instance) return instance;
  instance = createInstance();
  // Keys are the English texts themselves (the spec's text/value pairs), so '.' and ':' in a sentence
  // must not split it, and a text without a translation shows as its key: the English original.
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ru: { translation: ru } },
    lng: storedLanguage(),
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  document.documentElement.lang = instance.language;
  return instance;
}

export function setLanguage(language: AppLanguage): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void initI18n().changeLanguage(language);
}
