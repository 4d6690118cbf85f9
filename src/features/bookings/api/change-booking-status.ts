import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../platform/api';
import type { BookingStatusAction } from '../../../../contract';
import { bookingListKeys } from './keys';

export type StatusAction = BookingStatusAction;

export interface StatusChange {
  id: number;
  status: number;
  /** Cancel only: the share of the price the policy refunds. */
  refundPercent: number | null;
}

/** POST /api/bookings/{id}/{confirm|cancel|complete}; a refused change (422) is notified with its message. */
export async function changeBookingStatus(id: number, action: StatusAction): Promise<StatusChange> {
  return unwrap(await api.post<StatusChange>(`/api/bookings/${id}/${action}`, {}));
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: StatusAction }) => changeBookingStatus(id, action),
    // Every list may show the booking (and the operator's sums move), so all of them reload.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingListKeys.lists }),
  });
}
