import type { CrewMember, SlotDayCrew } from '../../../contract';
import type { Db } from '../../db/database';
import { crewOf, type CrewRow } from './repo';

/** A person of a crew, or null when the place is empty. */
export const member = (id: number | null, name: string | null, phone: string | null): CrewMember | null =>
  id != null && name != null ? { id, fullName: name, phone } : null;

/** A slot-day's crew as the API shows it; all null when nobody is assigned. */
export function crewAnswer(timeSlotId: number, date: string, row: CrewRow | undefined): SlotDayCrew {
  return {
    timeSlotId,
    date,
    guide: row ? member(row.guideId, row.guideName, row.guidePhone) : null,
    driver: row ? member(row.driverId, row.driverName, row.driverPhone) : null,
    vehicle: row?.vehicle ?? null,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedByName ?? null,
  };
}

/** The crew of one slot-day (the slot's reach is the caller's business). */
export async function slotDayCrew(db: Db, timeSlotId: number, date: string): Promise<SlotDayCrew> {
  return crewAnswer(timeSlotId, date, await crewOf(db, timeSlotId, date));
}
