import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage, storedLanguage } from '../../../src/platform/i18n';
import { TEXTS } from '../../../src/platform/i18n/en';

afterEach(() => setLanguage('en'));

describe('i18n', () => {
  it('holds each English text once, so no area file silently overrides another’s Russian', () => {
    // ru.ts spreads the area files in order: a text in two of them took the later file's Russian,
    // and two branches once translated 'is closed for sale' differently, unnoticed.
    const twice = TEXTS.filter((text, i) => TEXTS.indexOf(text) !== i);
    expect(twice).toEqual([]);
  });

  it("shows the spec's English texts by default", () => {
    const i18n = initI18n();
    expect(storedLanguage()).toBe('en');
    expect(i18n.t('You are not allowed to access this page')).toBe('You are not allowed to access this page');
    expect(i18n.t('Welcome, {{name}}', { name: 'Ann' })).toBe('Welcome, Ann');
  });

  it("translates to Russian and keeps the choice under 'language'", async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(i18n.t('Welcome, {{name}}', { name: 'Анна' })).toBe('Добро пожаловать, Анна');
    expect(i18n.t('Search and hit enter')).toBe('Введите запрос и нажмите Enter');
  });

  it('shows the key of a text without a translation, dots and colons included', async () => {
    const i18n = initI18n();
    await setLanguage('ru');
    expect(i18n.t('Server says: try again.')).toBe('Server says: try again.');
  });

  it('starts in Russian for a user who chose it, once its texts (loaded on demand) are here', async () => {
    localStorage.setItem('language', 'ru');
    vi.resetModules();
    const fresh = await import('../../../src/platform/i18n');
    const i18n = await fresh.prepareI18n();
    expect(i18n.language).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.t('Search and hit enter')).toBe('Введите запрос и нажмите Enter');
  });

  it('keeps the latest choice when an earlier one finishes loading after it', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/platform/i18n');
    const i18n = fresh.initI18n();
    await Promise.all([fresh.setLanguage('ru'), fresh.setLanguage('en')]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('Search and hit enter')).toBe('Search and hit enter');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("counts people by each language's plural rules, not '1 children'", async () => {
    const i18n = initI18n();
    expect(i18n.t('{{count}} child(ren)', { count: 1 })).toBe('1 child');
    expect(i18n.t('{{count}} child(ren)', { count: 2 })).toBe('2 children');
    expect(i18n.t('{{count}} adult(s)', { count: 1 })).toBe('1 adult');
    await setLanguage('ru');
    expect(i18n.t('{{count}} child(ren)', { count: 1 })).toBe('1 ребёнок');
    expect(i18n.t('{{count}} child(ren)', { count: 3 })).toBe('3 ребёнка');
    expect(i18n.t('{{count}} child(ren)', { count: 5 })).toBe('5 детей');
    expect(i18n.t('{{count}} adult(s)', { count: 21 })).toBe('21 взрослый');
  });
});
