import { describe, expect, it } from 'vitest';
import { countryName } from '../../../src/platform/i18n/country-name';

describe('countryName', () => {
  it("names a feed's English country in Russian", () => {
    expect(countryName('Russia', 'ru')).toBe('Россия');
    expect(countryName('Kazakhstan', 'ru')).toBe('Казахстан');
    expect(countryName('United Kingdom', 'ru')).toBe('Великобритания');
    expect(countryName('germany', 'ru')).toBe('Германия');
  });

  it('reads the short forms and codes feeds write', () => {
    expect(countryName('UK', 'ru')).toBe('Великобритания');
    expect(countryName('UAE', 'ru')).toBe('ОАЭ');
    expect(countryName('USA', 'ru')).toBe('Соединенные Штаты');
    expect(countryName('IN', 'ru')).toBe('Индия');
  });

  it('leaves English, and a name it does not know, as the feed wrote it', () => {
    expect(countryName('Russia', 'en')).toBe('Russia');
    expect(countryName('Atlantis', 'ru')).toBe('Atlantis');
    expect(countryName('', 'ru')).toBe('');
  });
});
