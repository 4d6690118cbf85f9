import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage, storedLanguage } from '../../../src/platform/i18n';

afterEach(() => setLanguage('en'));

describe('i18n', () => {
  it("shows the spec's English texts by default", () => {
    const i18n = initI18n();
    expect(storedLanguage()).toBe('en');
    expect(i18n.t('You are not allowed to access this page')).toBe('You are not allowed to access this page');
    expect(i18n.t('Welcome, {{name}}', { name: 'Ann' })).toBe('Welcome, Ann');
  });

  it("translates to Russian and keeps the choice under 'language'", () => {
    const i18n = initI18n();
    setLanguage('ru');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(i18n.t('Welcome, {{name}}', { name: 'Анна' })).toBe('Добро пожаловать, Анна');
    expect(i18n.t('Search and hit enter')).toBe('Введите запрос и нажмите Enter');
  });

  it('shows the key of a text without a translation, dots and colons included', () => {
    const i18n = initI18n();
    setLanguage('ru');
    expect(i18n.t('Server says: try again.')).toBe('Server says: try again.');
  });
});
