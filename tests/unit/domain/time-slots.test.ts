import { describe, expect, it } from 'vitest';
import { DayFlag, TimeSlotType, TimeType } from '../../../contract/enums';
import { timeSlotSchema } from '../../../contract/schedules';
import { maskToSelection, normaliseDaySelection, selectionToMask } from '../../../domain/day-mask';
import { resolvePickUp } from '../../../domain/pick-up';
import {
  changeExternalProduct,
  changeProvider,
  clearExternalWhenNotExternal,
  intervalMissing,
  isSlotOnSale,
  NO_EXTERNAL_SLOTS_HINT,
  normaliseSlot,
  oversoldDates,
  showsNoExternalSlotsHint,
} from '../../../domain/time-slot-rules';

describe('days offered', () => {
  it("choosing 'all' clears the rest, and an empty selection becomes all", () => {
    expect(normaliseDaySelection([DayFlag.Monday], [DayFlag.Monday, DayFlag.Everyday])).toEqual([0]);
    expect(normaliseDaySelection([DayFlag.Monday], [])).toEqual([0]);
    expect(normaliseDaySelection([0], [0, DayFlag.Friday])).toEqual([DayFlag.Friday]);
    expect(selectionToMask([1, 2, 4, 8, 16, 32, 64])).toBe(0);
    expect(selectionToMask([DayFlag.Monday, DayFlag.Sunday])).toBe(65);
    expect(maskToSelection(127)).toEqual([0]);
  });
});

const slot = {
  id: 0,
  groupId: 1,
  name: 'Morning',
  startHour: 9,
  startMinutes: 0,
  endHour: 10,
  endMinutes: 0,
  timeType: TimeType.Fixed,
  type: TimeSlotType.Live,
  daysOffered: 0,
  isExternalId: false,
  externalProviderCodeType: 0 as const,
  externalProviderDiffProductsAdultChild: false,
  externalIsTicketPerPax: false,
};

describe('interval and cut-off', () => {
  it('asks for an interval only for an any-time slot that is not external', () => {
    expect(intervalMissing({ timeType: TimeType.Anytime, interval: null, isExternalId: false })).toBe(true);
    expect(intervalMissing({ timeType: TimeType.Anytime, interval: null, isExternalId: true })).toBe(false);
    expect(intervalMissing({ timeType: TimeType.Fixed, interval: null, isExternalId: false })).toBe(false);
    const r = timeSlotSchema.safeParse({ ...slot, timeType: TimeType.Anytime });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Interval is required');
    expect(timeSlotSchema.safeParse({ ...slot, name: ' ' }).error?.issues[0].message).toBe(
      'Time slot name is required',
    );
  });

  it('keeps cut-off only for on-request and capacity only when independent', () => {
    const live = normaliseSlot({ ...slot, cutOffResponseTime: 5, capacity: 7 }, false);
    expect(live.cutOffResponseTime).toBeNull();
    expect(live.capacity).toBeNull();
    const onRequest = normaliseSlot(
      { ...slot, type: TimeSlotType.OnRequest, cutOffResponseTime: 5, capacity: 7 },
      true,
    );
    expect(onRequest.cutOffResponseTime).toBe(5);
    expect(onRequest.capacity).toBe(7);
  });
});

describe('external fields', () => {
  const external = {
    ...slot,
    isExternalId: true,
    externalProviderId: 3,
    externalId: 'x',
    externalProductId: 'p',
    externalProductMappingValue: 'm',
    bookingReferencePrefix: 'REF',
    externalProviderCodeType: 1,
    externalIsTicketPerPax: true,
  };
  it('removing the external flag clears every external field', () => {
    const c = clearExternalWhenNotExternal({ ...external, isExternalId: false });
    expect(c).toMatchObject({
      externalProviderId: null,
      externalId: null,
      externalProductId: null,
      bookingReferencePrefix: null,
      externalProviderCodeType: 0,
      externalIsTicketPerPax: false,
    });
    expect(clearExternalWhenNotExternal(external).externalId).toBe('x');
  });
  it('changing the provider clears id and product fields, keeps the rest', () => {
    const c = changeProvider(external, 4);
    expect(c).toMatchObject({ externalProviderId: 4, externalId: null, externalProductId: null });
    expect(c.bookingReferencePrefix).toBe('REF');
    expect(changeProvider(external, 3)).toBe(external);
  });
});

describe('pick-up resolution', () => {
  const hotel = { timeStart: 420, timeEnd: 435 };
  const region = { timeStart: 450, timeEnd: 480, isActive: true };
  it('hotel override, then region, then none', () => {
    expect(resolvePickUp({ isFixedTime: true, hotel, region, slotStart: 600 })).toEqual(hotel);
    expect(resolvePickUp({ isFixedTime: true, hotel: null, region, slotStart: 600 })).toEqual({
      timeStart: 450,
      timeEnd: 480,
    });
    expect(
      resolvePickUp({
        isFixedTime: true,
        hotel: null,
        region: { ...region, isActive: false },
        slotStart: 600,
      }),
    ).toBeNull();
    expect(resolvePickUp({ isFixedTime: null, hotel, region, slotStart: 600 })).toBeNull();
  });
  it('minutes before the slot start when the set is not fixed', () => {
    expect(
      resolvePickUp({ isFixedTime: false, hotel: { timeStart: 90, timeEnd: 0 }, region, slotStart: 600 }),
    ).toEqual({
      timeStart: 510,
      timeEnd: 510,
    });
    expect(
      resolvePickUp({ isFixedTime: 0, hotel: null, region: { ...region, timeStart: 60 }, slotStart: 30 }),
    ).toEqual({
      timeStart: 1410,
      timeEnd: 1410,
    });
  });
});

describe('stop-sell and capacity', () => {
  it('a stopped slot or a closed day is not on sale', () => {
    expect(isSlotOnSale({ stopSellReason: null }, '2030-01-02', ['2030-01-01'])).toBe(true);
    expect(isSlotOnSale({ stopSellReason: null }, '2030-01-01', ['2030-01-01'])).toBe(false);
    expect(isSlotOnSale({ stopSellReason: 'Boat in repair' }, '2030-01-02', [])).toBe(false);
  });
  it('names the dates a lower capacity would oversell', () => {
    const sold = [
      { date: '2030-01-03', booked: 5 },
      { date: '2030-01-01', booked: 9 },
      { date: '2030-01-02', booked: 2 },
    ];
    expect(oversoldDates(sold, 4)).toEqual(['2030-01-01', '2030-01-03']);
    expect(oversoldDates(sold, 9)).toEqual([]);
  });
});

describe('external product choice and the no-slots hint', () => {
  const mapped = {
    isExternalId: true,
    externalProviderId: 3,
    externalProductId: 'burj',
    externalProductMappingValue: 'DEFAULT',
    externalId: '09:00',
    externalProductPerChildId: 'burj',
    externalProductPerChildMappingValue: 'CHILD',
    externalPerChildId: '10:00',
  };

  it('another product or option clears the time slot chosen under the old one, and only that', () => {
    expect(changeExternalProduct(mapped, 'frame', 'DEFAULT')).toEqual({
      ...mapped,
      externalProductId: 'frame',
      externalId: null,
    });
    expect(changeExternalProduct(mapped, 'burj', 'SKY')).toMatchObject({
      externalProductMappingValue: 'SKY',
      externalId: null,
    });
    expect(changeExternalProduct(mapped, 'burj', 'DEFAULT')).toBe(mapped);
    expect(changeExternalProduct(mapped, 'frame', 'DEFAULT', true)).toEqual({
      ...mapped,
      externalProductPerChildId: 'frame',
      externalProductPerChildMappingValue: 'DEFAULT',
      externalPerChildId: null,
    });
  });

  it('hints "guest defines time?" only for a fixed time with a product known to have no slots', () => {
    expect(NO_EXTERNAL_SLOTS_HINT).toBe(
      'No time slots for selected product. Maybe it should be guest defines time?',
    );
    expect(showsNoExternalSlotsHint(TimeType.Fixed, [])).toBe(true);
    expect(showsNoExternalSlotsHint(TimeType.Fixed, undefined)).toBe(false);
    expect(showsNoExternalSlotsHint(TimeType.Fixed, [{ id: '09:00' }])).toBe(false);
    expect(showsNoExternalSlotsHint(TimeType.Anytime, [])).toBe(false);
    expect(showsNoExternalSlotsHint(TimeType.NoTime, [])).toBe(false);
  });
});
