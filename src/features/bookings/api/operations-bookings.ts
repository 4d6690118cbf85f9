import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorBooking, PagingInfo } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import type { OperationsBody } from '../lists/list-query';
import { bookingListKeys } from './keys';

export interface OperationsBookingsPage {
  entities: OperatorBooking[];
  pagingInfo: PagingInfo;
  sums: { paid: number; collect: number; ad: number; ch: number; inf: number; foc: number };
  window: { from: string; to: string };
}

/** POST /api/bookings/operations: one page of every booking of the supplier, with the query's sums. */
export async function getOperationsBookings(
  body: OperationsBody,
  signal?: AbortSignal,
): Promise<OperationsBookingsPage> {
  return unwrap(await api.post<OperationsBookingsPage>('/api/bookings/operations', body, { signal }));
}

export function getOperationsBookingsQueryOptions(body: OperationsBody) {
  return queryOptions({
    queryKey: bookingListKeys.operations(body),
    queryFn: ({ signal }) => getOperationsBookings(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOperationsBookings(body: OperationsBody) {
  return useQuery(getOperationsBookingsQueryOptions(body));
}
