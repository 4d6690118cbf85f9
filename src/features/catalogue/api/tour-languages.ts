import { useQuery } from '@tanstack/react-query';
import type { Language, LanguageSyncResult } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';

export interface LanguageChoice {
  label: string;
  value: number;
}

/**
 * GET /api/languages/sync, both halves: a tour's language may be an offer language (isOffers, e.g.
 * English) or not (e.g. Arabic), and the sync answers one half per call. Read once when a tours
 * screen opens and kept (persisted) for offline use; sorted by name.
 */
async function getTourLanguages(signal?: AbortSignal): Promise<LanguageChoice[]> {
  const half = async (isOffers: boolean): Promise<Language[]> =>
    unwrap(
      await api.get<LanguageSyncResult>(`/api/languages/sync?date=&isOffers=${isOffers}`, {
        signal,
        showLoading: false,
        notifyErrors: false,
      }),
    ).items;
  const all = [...(await half(true)), ...(await half(false))].filter((l) => !l.isDeleted);
  return all.sort((a, b) => a.name.localeCompare(b.name)).map((l) => ({ label: l.name, value: l.id }));
}

const NONE: LanguageChoice[] = [];

export function useTourLanguages(): LanguageChoice[] {
  const { data } = useQuery({
    queryKey: ['catalogue', 'tours', 'languages'],
    queryFn: ({ signal }) => getTourLanguages(signal),
    staleTime: 10 * 60_000,
  });
  return data ?? NONE;
}
