/** Query keys of the booking screens; every list lives under `lists`, so a status change refreshes them all. */
export const bookingListKeys = {
  lists: ['bookings', 'list'] as const,
  agent: (list: 'bookings' | 'commissions', params: string) => ['bookings', 'list', list, params] as const,
  operations: (body: object) => ['bookings', 'list', 'operations', body] as const,
  options: (list: 'bookings' | 'commissions', kind: string) => ['bookings', 'options', list, kind] as const,
  details: (id: number) => ['bookings', 'details', id] as const,
};
