import { DayFlag } from '../../../contract';

/** The days multi-select: 'All' (0) first, then Monday … Sunday (02-catalogue §3 flag values). */
export const DAY_OPTIONS = [
  { value: DayFlag.Everyday, label: 'All', short: 'Every day' },
  { value: DayFlag.Monday, label: 'Monday', short: 'Mon' },
  { value: DayFlag.Tuesday, label: 'Tuesday', short: 'Tue' },
  { value: DayFlag.Wednesday, label: 'Wednesday', short: 'Wed' },
  { value: DayFlag.Thursday, label: 'Thursday', short: 'Thu' },
  { value: DayFlag.Friday, label: 'Friday', short: 'Fri' },
  { value: DayFlag.Saturday, label: 'Saturday', short: 'Sat' },
  { value: DayFlag.Sunday, label: 'Sunday', short: 'Sun' },
] as const;
