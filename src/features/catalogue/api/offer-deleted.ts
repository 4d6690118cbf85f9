import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api';
import type { OfferSaved } from './offer-save';

/**
 * PUT /api/offers/{id}/deleted: deletes (a flag) or restores a ticket at the editor's version. A 409 is
 * answered as the holder, for the form's stale notice.
 */
export function setOfferDeleted(id: number, isDeleted: boolean, version: number) {
  return api.put<OfferSaved>(`/api/offers/${id}/deleted`, { isDeleted, version }, { notifyErrors: false });
}

export function useSetOfferDeleted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; isDeleted: boolean; version: number }) =>
      setOfferDeleted(v.id, v.isDeleted, v.version),
    onSuccess: async (result) => {
      if (result.IsOk) await client.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
