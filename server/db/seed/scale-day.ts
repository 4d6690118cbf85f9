import type { Insertable } from 'kysely';
import { BookingStatus } from '../../../contract/enums';
import type { Db } from '../database';
import type { DB } from '../tables';
import { addDays, timestamp } from './dates';
import type { Random } from './random';
import type { ScaleLoader } from './scale-loader';

/**
 * The day of the tour at scale (issue 25): each supplier's field staff, every slot-day with bookings
 * from two weeks ago to the day after tomorrow crewed, the past days' and today's guests checked in
 * (most), marked no-show (some) or not marked, with cash on some; and every ticket type with a stock of
 * codes the size a tickets admin keeps (available, frozen, expired, expiring soon). Its manifests,
 * chart counts and stock are then read at the size a busy operator has, not the demo's handful.
 */
export const SCALE_DAY = {
  guidesPerSupplier: 12,
  driversPerSupplier: 12,
  firstDay: -14,
  lastDay: 2,
  codesPerType: 5_000,
} as const;

const FIRST_NAMES = ['Faisal', 'Layla', 'Hamdan', 'Reem', 'Saeed', 'Dana', 'Majid', 'Huda', 'Tariq', 'Salma'];
const SURNAMES = ['Al Ketbi', 'Darwish', 'Al Mazrouei', 'Nasser', 'Al Hammadi', 'Fares', 'Al Shamsi'];

export interface ScaleDayCounts {
  crewStaff: number;
  crews: number;
  checkIns: number;
  ticketCodes: number;
}

export async function seedScaleDay(
  db: Db,
  loader: ScaleLoader,
  rng: Random,
  supplierIds: readonly number[],
  today: string,
): Promise<ScaleDayCounts> {
  const { passwordHash, createdAt } = await db
    .selectFrom('users')
    .select(['passwordHash', 'createdAt'])
    .where('email', '=', 'guide@caravan.demo')
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  let userId = Number(last.id ?? 0);
  const users: Insertable<DB['users']>[] = [];
  const userRoles: Insertable<DB['userRoles']>[] = [];
  const crewOf = new Map<number, { guides: number[]; drivers: number[] }>();
  supplierIds.forEach((supplierId, s) => {
    const crew = { guides: [] as number[], drivers: [] as number[] };
    const make = (role: 'guide' | 'driver', k: number) => {
      users.push({
        id: ++userId,
        email: `${role}${k + 1}.s${s + 1}.scale@caravan.demo`,
        fullName: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
        phone: `+971 50 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
        passwordHash,
        supplierId,
        agencyId: null,
        isAgencyAdmin: 0,
        tokenVersion: 1,
        isDeleted: 0,
        isActive: 1,
        createdAt,
      });
      userRoles.push({ userId, role });
      (role === 'guide' ? crew.guides : crew.drivers).push(userId);
    };
    for (let k = 0; k < SCALE_DAY.guidesPerSupplier; k++) make('guide', k);
    for (let k = 0; k < SCALE_DAY.driversPerSupplier; k++) make('driver', k);
    crewOf.set(supplierId, crew);
  });
  await loader.insert({ users, userRoles });

  const from = addDays(today, SCALE_DAY.firstDay);
  const to = addDays(today, SCALE_DAY.lastDay);
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'timeSlotId', 'date', 'supplierId', 'collect'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('timeSlotId', 'is not', null)
    .where('status', '!=', BookingStatus.Cancelled)
    .where('supplierId', 'in', [...supplierIds])
    .orderBy('date')
    .orderBy('timeSlotId')
    .orderBy('id')
    .execute();
  // The demo's own crews (guide@ and driver@ on the operator's busiest slot-days) stay as they are.
  const demoCrews = new Set(
    (await db.selectFrom('slotDayCrews').select(['timeSlotId', 'date']).execute()).map(
      (c) => `${c.timeSlotId}/${c.date}`,
    ),
  );
  const crewRows: Insertable<DB['slotDayCrews']>[] = [];
  const crewOfSlotDay = new Map<string, { guideId: number | null; driverId: number | null }>();
  const checkIns: Insertable<DB['checkIns']>[] = [];
  for (const b of bookings) {
    const key = `${b.timeSlotId}/${b.date}`;
    let crew = crewOfSlotDay.get(key);
    if (!crew) {
      const staff = crewOf.get(b.supplierId!)!;
      crew = { guideId: rng.pick(staff.guides), driverId: rng.pick(staff.drivers) };
      crewOfSlotDay.set(key, crew);
      if (!demoCrews.has(key))
        crewRows.push({
          timeSlotId: b.timeSlotId!,
          date: b.date,
          ...crew,
          vehicle: `Coach ${rng.int(1, 60)} · DXB ${rng.int(10000, 99999)}`,
          updatedBy: null,
          updatedAt: timestamp(addDays(b.date, -1), 17 * 60),
        });
    }
    if (b.date > today) continue;
    // Most guests turn up; some do not; a few are never marked (a guide working from paper).
    const roll = rng.next();
    if (roll >= 0.95) continue;
    const by = rng.chance(0.7) ? crew.guideId : crew.driverId;
    const at = timestamp(b.date, rng.int(5 * 60, 10 * 60));
    const collect = Number(b.collect ?? 0);
    const cash = roll < 0.88 && collect > 0 && rng.chance(0.8);
    checkIns.push({
      bookingId: b.id,
      timeSlotId: b.timeSlotId!,
      date: b.date,
      state: roll < 0.88 ? 'checkedIn' : 'noShow',
      stateBy: by,
      stateAt: at,
      cashAmount: cash ? collect : null,
      cashCurrency: cash ? 'USD' : null,
      cashBy: cash ? by : null,
      cashAt: cash ? at : null,
      updatedAt: at,
    });
  }
  await loader.insert({ slotDayCrews: crewRows, checkIns });

  const types = await db.selectFrom('ticketTypes').select(['id', 'shortName']).orderBy('id').execute();
  const importedAt = timestamp(addDays(today, -30), 9 * 60);
  const ticketCodes: Insertable<DB['ticketCodes']>[] = [];
  for (const t of types) {
    for (let n = 0; n < SCALE_DAY.codesPerType; n++) {
      const roll = rng.next();
      ticketCodes.push({
        ticketTypeId: t.id,
        code: `${t.shortName}-SC-${String(n + 1).padStart(6, '0')}`,
        // A few already past their date, a few within the five-day warning, the rest months ahead.
        expiresOn: addDays(
          today,
          roll < 0.03 ? -rng.int(1, 30) : roll < 0.06 ? rng.int(0, 5) : rng.int(6, 365),
        ),
        status: rng.chance(0.02) ? 'frozen' : 'available',
        bookingId: null,
        paxType: null,
        importedAt,
        importedBy: null,
      });
    }
  }
  await loader.insert({ ticketCodes });
  return {
    crewStaff: users.length,
    crews: crewRows.length,
    checkIns: checkIns.length,
    ticketCodes: ticketCodes.length,
  };
}
