export const pickUpKeys = {
  list: ['pickuptimes', 'list'] as const,
  set: (id: number) => ['pickuptimes', 'set', id] as const,
  hotels: ['pickuptimes', 'hotels'] as const,
  regions: ['pickuptimes', 'regions'] as const,
  cities: ['pickuptimes', 'cities'] as const,
};
