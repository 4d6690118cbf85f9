// No zod here (as enums.ts): the chart's domain rules and legend read these without loading zod.

/** How full a slot-day is, from closed to empty; the screen shows the word with the colour. */
export const FULLNESS_BANDS = ['closed', 'notRunning', 'full', 'high', 'medium', 'low', 'empty'] as const;
export type FullnessBand = (typeof FULLNESS_BANDS)[number];

/** The chart's span: two weeks unless asked, at most about two months in one call. */
export const AVAILABILITY_DAYS = { default: 14, max: 62 } as const;

/** The English word of each band, shown with its colour on screen and written in the exports. */
export const FULLNESS_LABELS: Record<FullnessBand, string> = {
  closed: 'Closed',
  notRunning: 'Not running',
  full: 'Full',
  high: 'Nearly full',
  medium: 'Filling',
  low: 'Selling',
  empty: 'No sales',
};
