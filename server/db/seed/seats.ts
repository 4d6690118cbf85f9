import type { Insertable } from 'kysely';
import type { DB } from '../tables';
import type { SeedSlot } from './schedules';

type SeatRow = Insertable<DB['slotSeats']> & { booked: number };

/**
 * Seats taken per capacity unit and date, as the booking service keeps them: one row per group (or per
 * slot when the group's slots are independent) and date. Only live slots have seats; on-request slots
 * are confirmed by hand.
 */
export class SeatMap {
  private readonly seats = new Map<string, SeatRow>();

  fits(slot: SeedSlot, date: string, people: number): boolean {
    if (slot.type !== 0) return true;
    return (this.seats.get(keyOf(slot, date))?.booked ?? 0) + people <= slot.capacity;
  }

  take(slot: SeedSlot, date: string, people: number): void {
    if (slot.type !== 0) return;
    this.row(slot, date).booked += people;
  }

  /** A cancelled booking leaves its row in place with its seats released, as a cancellation would. */
  touch(slot: SeedSlot, date: string): void {
    if (slot.type === 0) this.row(slot, date);
  }

  rows(): SeatRow[] {
    return [...this.seats.values()];
  }

  private row(slot: SeedSlot, date: string): SeatRow {
    const key = keyOf(slot, date);
    let row = this.seats.get(key);
    if (!row) {
      row = { groupId: slot.groupId, timeSlotId: slot.seatsSlotId, date, booked: 0, capacity: slot.capacity };
      this.seats.set(key, row);
    }
    return row;
  }
}

function keyOf(slot: SeedSlot, date: string): string {
  return `${slot.groupId}:${slot.seatsSlotId}:${date}`;
}
