import { describe, expect, it } from 'vitest';
import { seatsSlotId, slotCapacity, slotPickUpTimeId } from '../../../domain/slot-seats';

describe('who shares seats', () => {
  it('gives an independent slot its own seat unit and a shared slot the group pool (0)', () => {
    expect(seatsSlotId({ id: 7, isTimeSlotsIndependant: 1 })).toBe(7);
    expect(seatsSlotId({ id: 7, isTimeSlotsIndependant: true })).toBe(7);
    expect(seatsSlotId({ id: 7, isTimeSlotsIndependant: 0 })).toBe(0);
  });

  it("sells an independent slot's own capacity, else its group's; a shared slot always the group's", () => {
    expect(slotCapacity({ isTimeSlotsIndependant: 1, capacity: 12, groupCapacity: 40 })).toBe(12);
    expect(slotCapacity({ isTimeSlotsIndependant: 1, capacity: null, groupCapacity: 40 })).toBe(40);
    expect(slotCapacity({ isTimeSlotsIndependant: 0, capacity: 12, groupCapacity: 40 })).toBe(40);
  });

  it("inherits the group's pick-up time set when the slot has none", () => {
    expect(slotPickUpTimeId(3, 9)).toBe(3);
    expect(slotPickUpTimeId(null, 9)).toBe(9);
    expect(slotPickUpTimeId(null, null)).toBeNull();
  });
});
