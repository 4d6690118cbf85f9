/**
 * The User Timing mark the scan panel sets the moment the decoder hands over a code: the bench
 * (bench/day-of-tour.ts) times "shown as checked in" from it. A mark costs microseconds.
 */
export const CODE_READ_MARK = 'caravan:code-read';
