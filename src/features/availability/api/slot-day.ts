import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDay } from '../../../../contract';
import { api, unwrap } from '../../../platform/api';
import { availabilityKeys } from './keys';

/** GET /api/availability/slotday: one slot-day's numbers and bookings, for the cell's sheet. */
export const slotDayQuery = (timeSlotId: number, date: string) =>
  queryOptions({
    queryKey: availabilityKeys.slotDay(timeSlotId, date),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<SlotDay>(`/api/availability/slotday?timeSlotId=${timeSlotId}&date=${date}`, { signal }),
      ),
  });

export const useSlotDay = (cell: { timeSlotId: number; date: string } | null) =>
  useQuery({ ...slotDayQuery(cell?.timeSlotId ?? 0, cell?.date ?? ''), enabled: cell !== null });

/**
 * Where a slot-day's manifest downloads (a plain link: the AuthToken cookie authenticates it); the PDF
 * prints in the app's language.
 */
export const manifestHref = (timeSlotId: number, date: string, format: 'pdf' | 'xlsx', language: string) =>
  `/api/availability/manifest?timeSlotId=${timeSlotId}&date=${date}&format=${format}&lang=${language === 'ru' ? 'ru' : 'en'}`;
