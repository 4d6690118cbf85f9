import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierDefaultSettings } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { tourKeys } from './tour-keys';

/** The supplier's default content that a tour's default/custom toggles switch to; '' means none. */
export interface SupplierDefaults {
  cancellationPolicy: SupplierDefaultSettings['cancellationPolicy'];
  faq: string;
  termsAndConditions: string;
  notesToClientPostBooking: string;
}

/**
 * GET /api/suppliers/defaultsettings (an empty default comes back null). Not notified on failure: the
 * tour screen then forces nothing and shows no default text.
 */
export async function getSupplierDefaults(signal?: AbortSignal): Promise<SupplierDefaults> {
  const settings = unwrap(
    await api.get<SupplierDefaultSettings>('/api/suppliers/defaultsettings', {
      signal,
      notifyErrors: false,
      showLoading: false,
    }),
  );
  return {
    cancellationPolicy: settings.cancellationPolicy ?? [],
    faq: settings.faq ?? '',
    termsAndConditions: settings.termsAndConditions ?? '',
    notesToClientPostBooking: settings.notesToClientPostBooking ?? '',
  };
}

export const useSupplierDefaults = () =>
  useQuery(
    queryOptions({
      queryKey: tourKeys.defaults,
      queryFn: ({ signal }) => getSupplierDefaults(signal),
      retry: false,
      staleTime: 5 * 60_000,
    }),
  );
