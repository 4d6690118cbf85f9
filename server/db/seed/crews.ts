import { isOfferedOn, isoWeekdayOf } from '../../../domain/day-mask';
import { BookingStatus } from '../../../contract/enums';
import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';

/** The demo's vehicles: two slot-days of a date share neither, a slot-day of each date shares one. */
export const DEMO_VEHICLES = ['Bus 3 · DXB 12345', 'Van 7 · DXB 40817'] as const;

/**
 * The demo's dispatch (issue 25 items 3 and 4): guide@ and driver@ work the operator's two busiest
 * slot-days of each date from yesterday to the day after tomorrow (UTC), so their My day holds today's
 * and tomorrow's on the supplier's calendar whatever the hour of seeding. Set by operations@.
 */
export async function seedCrews(
  db: Db,
  ids: { operatorId: number; guideId: number; driverId: number; operationsId: number },
  today: string,
  counts: SeedCounts,
): Promise<void> {
  const slots = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 's.daysOffered'])
    .where('g.supplierId', '=', ids.operatorId)
    .where('s.isDeleted', '=', 0)
    .where('s.stopSellReason', 'is', null)
    .orderBy('s.id')
    .execute();
  const dates = [-1, 0, 1, 2].map((d) => addDays(today, d));
  const booked = await db
    .selectFrom('bookings')
    .select((eb) => ['timeSlotId', 'date', eb.fn.countAll<number | string>().as('n')])
    .where('date', 'in', dates)
    .where(
      'timeSlotId',
      'in',
      slots.map((s) => s.id),
    )
    .where('status', '!=', BookingStatus.Cancelled)
    .groupBy(['timeSlotId', 'date'])
    .execute();
  const bookingsOf = (slotId: number, date: string) =>
    Number(booked.find((b) => b.timeSlotId === slotId && b.date === date)?.n ?? 0);
  const updatedAt = timestamp(addDays(today, -1), 17 * 60);
  const rows = dates.flatMap((date) =>
    slots
      .filter((s) => isOfferedOn(s.daysOffered, isoWeekdayOf(date)))
      .map((s) => ({ id: s.id, n: bookingsOf(s.id, date) }))
      .sort((a, b) => b.n - a.n || a.id - b.id)
      .slice(0, 2)
      .map((s, i) => ({
        timeSlotId: s.id,
        date,
        guideId: ids.guideId,
        driverId: ids.driverId,
        vehicle: DEMO_VEHICLES[i],
        updatedBy: ids.operationsId,
        updatedAt,
      })),
  );
  await insertBatched(db, 'slotDayCrews', rows, counts);
}
