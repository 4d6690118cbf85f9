export {
  initI18n,
  prepareI18n,
  loadLanguage,
  setLanguage,
  storedLanguage,
  APP_LANGUAGES,
  LANGUAGE_KEY,
  type AppLanguage,
} from './i18n';
export {
  mergeLanguages,
  readLanguagesCache,
  applySync,
  LANGUAGES_KEY,
  type LanguagesCache,
} from './languages-cache';
export { syncLanguages, saveLanguage } from './languages-api';
