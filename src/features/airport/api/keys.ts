/** Query keys of the airport rep's list. */
export const airportKeys = {
  day: ['airport', 'day'] as const,
};
