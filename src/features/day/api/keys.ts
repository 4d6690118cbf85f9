/** Query keys of a guide's or driver's day. */
export const dayKeys = {
  all: ['day'] as const,
  manifest: (timeSlotId: number, date: string) => ['day', 'manifest', timeSlotId, date] as const,
};
