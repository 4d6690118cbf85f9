import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, notifyFailure, unwrap, type ApiResult } from '../../../platform/api';
import {
  bookingStatusRefusalSchema,
  type BookingStatusAction,
  type BookingStatusRefusalBody,
} from '../../../../contract';
import { bookingListKeys } from './keys';

export type StatusAction = BookingStatusAction;

export interface StatusChange {
  id: number;
  status: number;
  /** Cancel only: the share of the price the policy refunds. */
  refundPercent: number | null;
}

/** The typed refusal of a status change (reason and the booking's status now), or null for any other failure. */
export function statusRefusalOf(failure: ApiResult<unknown> | unknown): BookingStatusRefusalBody | null {
  const result = failure instanceof ApiError ? failure.result : (failure as ApiResult<unknown> | null);
  const parsed = bookingStatusRefusalSchema.safeParse(result?.Refusal);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/bookings/{id}/{confirm|cancel|complete}. A change that lost to someone else's (409,
 * `status_changed`) is the screen's to explain with the booking's status now; any other failure is
 * notified here with the server's message.
 */
export async function changeBookingStatus(id: number, action: StatusAction): Promise<StatusChange> {
  const result = await api.post<StatusChange>(`/api/bookings/${id}/${action}`, {}, { notifyErrors: false });
  if (!result.IsOk && result.Code !== 401 && statusRefusalOf(result)?.reason !== 'status_changed')
    notifyFailure(result);
  return unwrap(result);
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: StatusAction }) => changeBookingStatus(id, action),
    // Every list may show the booking (and the operator's sums move), and so does its details page:
    // all of them reload, after a refusal too, since then the booking has moved on.
    onSettled: (_answer, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingListKeys.lists }),
        queryClient.invalidateQueries({ queryKey: bookingListKeys.details(id) }),
      ]),
  });
}
