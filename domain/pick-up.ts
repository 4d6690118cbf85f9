/**
 * The one pick-up rule (02-catalogue "Pick-up time set"), used by the new booking, and through the
 * booking's stored window by the confirmation, the voucher and the lists: the hotel's own entry in the
 * slot's set wins, else the hotel's region's active entry, else none. A fixed-time set holds clock
 * times (minutes after midnight, from/to); a set that is not fixed holds minutes before the slot's
 * start (timeStart; the guest is collected at that one moment).
 */
export interface PickUpEntry {
  timeStart: number;
  timeEnd: number;
}

export interface PickUpSources {
  /** The set's flag; null when the slot (and its group) has no pick-up set. */
  isFixedTime: boolean | number | null;
  hotel: PickUpEntry | null;
  /** Only an active region entry counts. */
  region: (PickUpEntry & { isActive?: boolean | number }) | null;
  /** The slot's start that day (minutes after midnight): a guest-defined time's, else the slot's. */
  slotStart: number;
}

export interface PickUpWindow {
  timeStart: number;
  timeEnd: number;
}

const DAY = 24 * 60;
const wrap = (m: number) => ((m % DAY) + DAY) % DAY;

export function resolvePickUp(src: PickUpSources): PickUpWindow | null {
  if (src.isFixedTime == null) return null;
  const region = src.region && (src.region.isActive ?? true) ? src.region : null;
  const entry = src.hotel ?? region;
  if (!entry) return null;
  if (src.isFixedTime) return { timeStart: entry.timeStart, timeEnd: entry.timeEnd };
  const at = wrap(src.slotStart - entry.timeStart);
  return { timeStart: at, timeEnd: at };
}
