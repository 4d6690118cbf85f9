// The tours table: one page of tours with their offers, and the table's filter options.
import type { TourManageQuery, TourOfferRow } from '../../../contract';
import { tourManageQuerySchema } from '../../../contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { paging } from '../../http/paging';
import type { TourScope } from './tour-read-repo';

type ManageQuery = z.output<typeof tourManageQuerySchema>;
export type { TourManageQuery };

/** The offers a tour's Tickets tab and the tours table list, deleted ones included, by display name. */
async function offerRowsOf(db: Db, tourIds: number[], withDeleted: boolean) {
  if (tourIds.length === 0) return new Map<number, TourOfferRow[]>();
  let q = db
    .selectFrom('offers')
    .select(['id', 'tourId', 'nameInternal', 'nameDisplay', 'bookingType', 'isDeleted'])
    .where('tourId', 'in', tourIds);
  if (!withDeleted) q = q.where('isDeleted', '=', 0);
  const rows = await q.orderBy('tourId').orderBy('nameDisplay').orderBy('id').execute();
  const byTour = new Map<number, TourOfferRow[]>();
  for (const r of rows) {
    const list = byTour.get(r.tourId) ?? [];
    list.push({
      id: r.id,
      nameInternal: r.nameInternal,
      nameDisplay: r.nameDisplay,
      bookingType: r.bookingType,
      isDeleted: r.isDeleted === 1,
    });
    byTour.set(r.tourId, list);
  }
  return byTour;
}

/**
 * One page of the tours table: filtered by tour, language, offer and top / not top, deleted tours and
 * offers only with the trash toggle, by display name; each row with its language's name and offers.
 */
export async function listToursToManage(db: Db, scope: TourScope, query: ManageQuery) {
  let base = db.selectFrom('tours as t');
  if (!('all' in scope)) base = base.where('t.supplierId', '=', scope.supplierId);
  if (!query.showDeleted) base = base.where('t.isDeleted', '=', 0);
  if (query.toursIds.length > 0) base = base.where('t.id', 'in', query.toursIds);
  if (query.languagesIds.length > 0) base = base.where('t.languageId', 'in', query.languagesIds);
  if (query.top !== undefined) base = base.where('t.isTopTour', '=', query.top === 1 ? 1 : 0);
  if (query.offersIds.length > 0) {
    const offersIds = query.offersIds;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offers as o')
          .select('o.id')
          .whereRef('o.tourId', '=', 't.id')
          .where('o.id', 'in', offersIds)
          .$if(!query.showDeleted, (q) => q.where('o.isDeleted', '=', 0)),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('languages as l', 'l.id', 't.languageId')
    .select([
      't.id',
      't.nameInternal',
      't.nameDisplay',
      't.languageId',
      'l.name as languageName',
      't.isTopTour',
      't.isDeleted',
      't.version',
    ])
    .orderBy('t.nameDisplay')
    .orderBy('t.id')
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  const offers = await offerRowsOf(
    db,
    rows.map((r) => r.id),
    query.showDeleted,
  );
  return {
    entities: rows.map((r) => ({
      id: r.id,
      nameInternal: r.nameInternal,
      nameDisplay: r.nameDisplay,
      languageId: r.languageId,
      languageName: r.languageName,
      isTopTour: r.isTopTour === 1,
      isDeleted: r.isDeleted === 1,
      version: r.version,
      offers: offers.get(r.id) ?? [],
    })),
    pagingInfo: paging(query.page, query.itemsPerPage, Number(total)),
  };
}

/** The tours table's filter options: the scope's tours and their offers, each by label. */
export async function tourFilterOptions(db: Db, scope: TourScope, showDeleted: boolean) {
  let tours = db.selectFrom('tours as t').select(['t.id', 't.nameDisplay', 't.nameInternal']);
  if (!('all' in scope)) tours = tours.where('t.supplierId', '=', scope.supplierId);
  if (!showDeleted) tours = tours.where('t.isDeleted', '=', 0);
  let offers = db
    .selectFrom('tours as t')
    .innerJoin('offers as o', 'o.tourId', 't.id')
    .select(['o.id', 'o.nameDisplay', 't.nameDisplay as tourName']);
  if (!('all' in scope)) offers = offers.where('t.supplierId', '=', scope.supplierId);
  if (!showDeleted) offers = offers.where('t.isDeleted', '=', 0).where('o.isDeleted', '=', 0);
  const [tourRows, offerRows] = await Promise.all([
    tours.orderBy('t.nameDisplay').orderBy('t.id').execute(),
    offers.orderBy('t.nameDisplay').orderBy('o.nameDisplay').orderBy('o.id').execute(),
  ]);
  return {
    tours: tourRows.map((r) => ({ label: `${r.nameDisplay} (${r.nameInternal})`, value: r.id })),
    offers: offerRows.map((r) => ({ label: `${r.tourName} — ${r.nameDisplay}`, value: r.id })),
  };
}
