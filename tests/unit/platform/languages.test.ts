import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../contract';
import { mergeLanguages, readLanguagesCache, syncLanguages } from '../../../src/platform/i18n';
import { stubApi } from './harness';

const lang = (id: number, name: string, extra: Partial<Language> = {}): Language => ({
  id,
  name,
  code: name.slice(0, 2).toLowerCase(),
  isOffers: false,
  isDeleted: false,
  imgUrl: null,
  ...extra,
});

describe('mergeLanguages', () => {
  it('replaces cached rows by id and adds new ones, sorted by name', () => {
    const merged = mergeLanguages(
      [lang(1, 'Russian'), lang(2, 'English')],
      [lang(1, 'Russian (RU)'), lang(3, 'Arabic')],
    );
    expect(merged.map((l) => l.name)).toEqual(['Arabic', 'English', 'Russian (RU)']);
  });

  it('drops rows the sync marks deleted, cached or new', () => {
    const merged = mergeLanguages(
      [lang(1, 'Russian'), lang(2, 'English')],
      [lang(1, 'Russian', { isDeleted: true }), lang(4, 'Hindi', { isDeleted: true })],
    );
    expect(merged.map((l) => l.id)).toEqual([2]);
  });

  it('keeps the cache as it is when nothing changed', () => {
    expect(mergeLanguages([lang(2, 'English')], [])).toEqual([lang(2, 'English')]);
  });
});

describe('syncLanguages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for changes since the last sync and stores the merged list under "languages"', async () => {
    localStorage.setItem(
      'languages',
      JSON.stringify({ date: '2026-11-01', items: [lang(2, 'English'), lang(1, 'Russian')] }),
    );
    const fetchMock = stubApi({
      'GET /api/languages/sync': {
        body: {
          date: '2026-11-22T10:00:00Z',
          items: [lang(1, 'Russian', { isDeleted: true }), lang(5, 'German')],
        },
      },
    });
    await syncLanguages();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/languages/sync?date=2026-11-01&isOffers=false');
    expect(readLanguagesCache()).toEqual({
      date: '2026-11-22T10:00:00Z',
      items: [lang(2, 'English'), lang(5, 'German')],
    });
  });

  it('leaves the cache alone when the sync fails', async () => {
    localStorage.setItem('languages', JSON.stringify({ date: '2026-11-01', items: [lang(2, 'English')] }));
    stubApi({ 'GET /api/languages/sync': { status: 500, body: { title: 'Error', message: 'down' } } });
    await syncLanguages();
    expect(readLanguagesCache()).toEqual({ date: '2026-11-01', items: [lang(2, 'English')] });
  });
});
