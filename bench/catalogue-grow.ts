// Grows a demo-seeded database's catalogue to a large operator's size for the catalogue bench: copies
// of the demo tours, each with offers, valid periods, pick-up cities and time slots. Bench-only, so the
// numbers can be measured before the scale seed grows the catalogue itself.
import type { Insertable } from 'kysely';
import { addDaysUtc } from '../domain/dates';
import { toUnits } from '../domain/money';
import type { Db } from '../server/db/database';
import { insertBatched } from '../server/db/batch';
import { resetSequences } from '../server/db/dialect';
import type { DB } from '../server/db/tables';

export interface CatalogueSize {
  tours: number;
  offersPerTour: number;
  periodsPerOffer: number;
}

export const LARGE_CATALOGUE: CatalogueSize = { tours: 2_000, offersPerTour: 5, periodsPerOffer: 4 };

/**
 * Periods of an offer, oldest first: the first ones are history, the last one runs into next year. One
 * offer in five has only past periods (no longer sold) and one in twenty is deleted: a catalogue's
 * tail, which the agents' list must leave out.
 */
function periodDates(today: string, n: number, expired: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const shift = expired ? -400 : 0;
  for (let i = 0; i < n; i++) {
    const start = addDaysUtc(today, shift - 60 * (n - 2 - i));
    const end = i === n - 1 ? addDaysUtc(start, 300) : addDaysUtc(start, 59);
    out.push([start, end]);
  }
  return out;
}

export async function growCatalogue(
  db: Db,
  size: CatalogueSize,
  today: string,
): Promise<{ tours: number; offers: number; periods: number }> {
  const templates = await db.selectFrom('tours').selectAll().orderBy('id').execute();
  const offerTemplates = await db.selectFrom('offers').selectAll().orderBy('id').execute();
  const slots = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select(['s.id', 'g.supplierId'])
    .where('s.isDeleted', '=', 0)
    .execute();
  const cities = (await db.selectFrom('cities').select('id').orderBy('id').limit(20).execute()).map(
    (c) => c.id,
  );
  const max = async (table: 'tours' | 'offers' | 'validPeriods') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
  let tourId = await max('tours');
  let offerId = await max('offers');
  let periodId = await max('validPeriods');

  const tours: Insertable<DB['tours']>[] = [];
  const offers: Insertable<DB['offers']>[] = [];
  const periods: Insertable<DB['validPeriods']>[] = [];
  const offerCities: Insertable<DB['offerCities']>[] = [];
  const offerSlots: Insertable<DB['offerTimeSlots']>[] = [];
  for (let i = templates.length; i < size.tours; i++) {
    const t = templates[i % templates.length];
    tourId += 1;
    const { id: _t, version: _tv, ...tourRest } = t;
    tours.push({
      ...tourRest,
      id: tourId,
      nameDisplay: `${t.nameDisplay} ${i}`,
      url: `${t.url}-${i}`,
      isDeleted: 0,
    });
    const supplierSlots = slots.filter((s) => s.supplierId === t.supplierId);
    for (let k = 0; k < size.offersPerTour; k++) {
      const o = offerTemplates[(i * size.offersPerTour + k) % offerTemplates.length];
      offerId += 1;
      const { id: _o, version: _ov, ...offerRest } = o;
      offers.push({
        ...offerRest,
        id: offerId,
        tourId,
        nameDisplay: `${o.nameDisplay} ${k + 1}`,
        isDeleted: offerId % 20 === 0 ? 1 : 0,
      });
      for (const [start, end] of periodDates(today, size.periodsPerOffer, offerId % 5 === 0)) {
        periodId += 1;
        periods.push({
          id: periodId,
          offerId,
          guid: `bench-${periodId}`,
          periodStart: start,
          periodEnd: end,
          minimumAdvancedPayment: 0,
          vat: toUnits(5),
          vatK: toUnits(1.05),
          convRate: toUnits(3.65),
          convType: 1,
          priceAdult: toUnits(100 + (offerId % 300)),
          priceChild: toUnits(75 + (offerId % 200)),
          priceTrip: 0,
          commissionAdult: toUnits(20),
          commissionChild: toUnits(20),
          commissionTrip: toUnits(20),
        });
      }
      offerCities.push({ offerId, cityId: cities[offerId % cities.length] });
      if (offerId % 3 === 0) offerCities.push({ offerId, cityId: cities[(offerId + 1) % cities.length] });
      for (let s = 0; s < Math.min(2, supplierSlots.length); s++)
        offerSlots.push({ offerId, timeSlotId: supplierSlots[(offerId + s) % supplierSlots.length].id });
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'tours', tours);
    await insertBatched(trx, 'offers', offers);
    await insertBatched(trx, 'validPeriods', periods);
    await insertBatched(trx, 'offerCities', offerCities);
    await insertBatched(trx, 'offerTimeSlots', offerSlots);
  });
  await resetSequences(db, ['tours', 'offers', 'validPeriods']);
  const count = async (table: 'tours' | 'offers' | 'validPeriods') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { tours: await count('tours'), offers: await count('offers'), periods: await count('validPeriods') };
}
