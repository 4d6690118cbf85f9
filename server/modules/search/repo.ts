import { sql } from 'kysely';
import { toDisplayDate } from '../../../domain/dates';
import type { SearchHit } from '../../../contract';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { containsIndexedText, containsText } from '../../db/text-search';

const LIMIT = 20;
type SupplierFilter = { all: true } | { supplierId: number };

export async function searchBookings(
  db: Db,
  q: string,
  scope: { agencyId: number; agentId?: number } | SupplierFilter,
  hrefOf: (id: number) => string,
): Promise<SearchHit[]> {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  let query = db
    .selectFrom('bookings')
    .innerJoin('tours', 'tours.id', 'bookings.tourId')
    .select(['bookings.id', 'bookings.guestName', 'bookings.date', 'bookings.voucher', 'tours.nameDisplay'])
    .where((eb) => {
      const terms = [containsIndexedText(dialectOf(db), 'bookings', 'bookings', ['guestName', 'voucher'], q)];
      return eb.or(id !== null ? [...terms, eb('bookings.id', '=', id)] : terms);
    })
    // The booking whose number was typed comes first, then the newest.
    .orderBy(sql`case when ${sql.ref('bookings.id')} = ${id ?? -1} then 0 else 1 end`)
    .orderBy('bookings.date', 'desc')
    .limit(LIMIT);
  if ('agencyId' in scope) query = query.where('bookings.agencyId', '=', scope.agencyId);
  else if ('supplierId' in scope) query = query.where('bookings.supplierId', '=', scope.supplierId);
  const rows = await query.execute();
  return rows.map((r) => ({
    kind: 'booking' as const,
    id: r.id,
    title: `#${r.id} ${r.guestName}`,
    subtitle: [toDisplayDate(r.date), r.nameDisplay, r.voucher].filter(Boolean).join(' · '),
    href: hrefOf(r.id),
  }));
}

export async function searchArrivals(db: Db, q: string, scope: SupplierFilter): Promise<SearchHit[]> {
  let query = db
    .selectFrom('arrivals')
    .leftJoin('hotels', 'hotels.id', 'arrivals.hotelId')
    .select([
      'arrivals.id',
      'arrivals.touristName',
      'arrivals.roomNumber',
      'arrivals.groupId',
      'arrivals.arrivalDate',
      'hotels.name as hotelName',
    ])
    .where('arrivals.isDeleted', '=', 0)
    .where((eb) =>
      eb.or([
        containsIndexedText(dialectOf(db), 'arrivals', 'arrivals', ['touristName'], q),
        eb('arrivals.roomNumber', '=', q),
      ]),
    )
    .orderBy('arrivals.arrivalDate', 'desc')
    .limit(LIMIT);
  if ('supplierId' in scope) query = query.where('arrivals.supplierId', '=', scope.supplierId);
  const rows = await query.execute();
  return rows.map((r) => ({
    kind: 'arrival' as const,
    id: r.id,
    title: r.touristName,
    subtitle: [r.hotelName, r.roomNumber ? `room ${r.roomNumber}` : null, r.groupId]
      .filter(Boolean)
      .join(' · '),
    href: `/arrivals?search=${encodeURIComponent(r.touristName)}`,
  }));
}

export async function searchTours(
  db: Db,
  q: string,
  scope: SupplierFilter,
  hrefOf: (id: number) => string,
): Promise<SearchHit[]> {
  let query = db
    .selectFrom('tours')
    .select(['id', 'nameDisplay', 'nameInternal'])
    .where('isDeleted', '=', 0)
    .where((eb) => eb.or([containsText('nameDisplay', q), containsText('nameInternal', q)]))
    .orderBy('nameDisplay')
    .limit(LIMIT);
  if ('supplierId' in scope) query = query.where('supplierId', '=', scope.supplierId);
  const rows = await query.execute();
  return rows.map((r) => ({
    kind: 'tour' as const,
    id: r.id,
    title: r.nameDisplay,
    subtitle: r.nameInternal,
    href: hrefOf(r.id),
  }));
}
