import { AREA_ROLES } from '../contract/access';
import type { Role } from '../contract/enums';

// Who works a slot-day's manifest (issue 25 items 4–6): the one rule, read by the server's day module
// (server/modules/day/service.ts `assertWorksSlotDay`). The roles that enter at all are the role
// table's 'dayManifest' area (contract/access.ts); this says on which slot-days.

/** Who dispatches (operations, the supplier's admin) runs every slot-day of their suppliers. */
const STAFF: readonly Role[] = AREA_ROLES.dispatch;
/** Who has a My day (guides, drivers) works the slot-days they are on. */
const CREW: readonly Role[] = AREA_ROLES.myDay;

/**
 * How a caller reaches slot-days: 'staff' every slot-day of the suppliers they reach, 'crew' the ones
 * dispatch assigned them (server/modules/dispatch `isAssigned`), 'none' no access.
 */
export type SlotDayReach = 'staff' | 'crew' | 'none';

export function slotDayReach(roles: readonly string[]): SlotDayReach {
  const mine = new Set(roles.map((r) => r.toLowerCase()));
  if (STAFF.some((r) => mine.has(r))) return 'staff';
  if (CREW.some((r) => mine.has(r))) return 'crew';
  return 'none';
}

/** Whether a caller of this reach works the slot-day: staff always, crew when assigned to it. */
export const worksSlotDay = (reach: SlotDayReach, assigned: boolean): boolean =>
  reach === 'staff' || (reach === 'crew' && assigned);

/**
 * Who may take back a check-in or no-show (a mistaken tap): whoever made it, and the staff who run the
 * slot-day; another crew member's mark stays theirs (the server answers 409 marked_by_other).
 */
export const mayUndoMark = (reach: SlotDayReach, markBy: number | null, me: number): boolean =>
  reach === 'staff' || markBy === me;
