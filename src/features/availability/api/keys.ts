import type { AvailabilityQuery } from '../../../../contract';

export const availabilityKeys = {
  all: ['availability'] as const,
  grid: (q: AvailabilityQuery) => ['availability', 'grid', q] as const,
  filters: ['availability', 'filters'] as const,
  slotDay: (timeSlotId: number, date: string) => ['availability', 'slotDay', timeSlotId, date] as const,
  crewStaff: (timeSlotId: number) => ['availability', 'crewStaff', timeSlotId] as const,
};

/** The query string of a chart (grid or its export): only the filters that are set. */
export function chartSearch(q: AvailabilityQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q))
    if (value != null && value !== '') params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}
