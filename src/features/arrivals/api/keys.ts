import type { ArrivalsFilter } from '../../../../contract';

/**
 * Query keys of the arrivals screen. Every list (the table's pages and the phone's endless list)
 * lives under `lists`, so a saved group can be patched into all of them at once.
 */
export const arrivalKeys = {
  all: ['arrivals'] as const,
  lists: ['arrivals', 'list'] as const,
  page: (filter: ArrivalsFilter) => ['arrivals', 'list', 'page', filter] as const,
  pages: (filter: ArrivalsFilter) => ['arrivals', 'list', 'pages', filter] as const,
  sales: ['arrivals', 'sales'] as const,
  hotels: ['arrivals', 'hotels'] as const,
};
