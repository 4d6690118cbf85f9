import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PhotoList, PhotoListQuery } from '../../../contract';
import { api, unwrap } from '../../platform/api';

/** Every photo list the app has loaded starts with this key, so an upload or an edit can refresh them all. */
export const PHOTO_LIST_KEY = ['media', 'photos'] as const;

/** POST /api/photos/list: page, search, toursIds; newest first. */
export const photoListQuery = (query: PhotoListQuery) =>
  queryOptions({
    queryKey: [...PHOTO_LIST_KEY, query] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.post<PhotoList>('/api/photos/list', query, { signal, showLoading: false })),
    placeholderData: keepPreviousData,
    // Uploads from another screen or person must show when a list opens: always load it again then
    // (the kept copy shows meanwhile, and offline it is all there is).
    staleTime: 0,
  });

/** `enabled` false (a closed picker) loads nothing: a screen with a picker does not read the library until asked. */
export const usePhotoList = (query: PhotoListQuery, enabled = true) =>
  useQuery({ ...photoListQuery(query), enabled });
