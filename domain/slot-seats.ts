/**
 * Who shares seats. A time-slot group is either independent (each of its slots sells its own seats) or
 * not (its slots sell from one pool, the group's capacity). Seats are counted per unit and date
 * (slotSeats: groupId, timeSlotId, date); a shared pool's unit has timeSlotId 0.
 */
export interface SlotSeatsSource {
  /** The slot's id. */
  id: number;
  /** Its group's flag (0/1 as stored, or a boolean). */
  isTimeSlotsIndependant: number | boolean;
  /** The slot's own capacity, if it has one (only an independent slot's counts). */
  capacity: number | null;
  /** Its group's capacity. */
  groupCapacity: number;
}

/** The slot's seat unit within its group: its own id when independent, else 0 (the group's pool). */
export const seatsSlotId = (slot: Pick<SlotSeatsSource, 'id' | 'isTimeSlotsIndependant'>): number =>
  slot.isTimeSlotsIndependant ? slot.id : 0;

/** Seats a slot sells per date: an independent slot its own capacity (else its group's), a shared slot the group's. */
export const slotCapacity = (slot: Omit<SlotSeatsSource, 'id'>): number =>
  slot.isTimeSlotsIndependant ? (slot.capacity ?? slot.groupCapacity) : slot.groupCapacity;

/** A slot's pick-up time set: its own, else its group's (none when neither has one). */
export const slotPickUpTimeId = (own: number | null, group: number | null): number | null => own ?? group;
