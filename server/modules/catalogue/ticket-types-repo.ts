// GET /api/tickets/types: the attraction ticket stock an offer's ticket types are chosen from.
import type { TicketTypeStock } from '../../../contract';
import type { Db } from '../../db/database';
import { ticketStock } from '../ticket-stock/service';
import type { CatalogueScope } from './offers-repo';

/** The scope's ticket types with their stock counted from their codes, sorted by name (spec 02 §7). */
export async function ticketTypeStock(db: Db, scope: CatalogueScope): Promise<TicketTypeStock[]> {
  return (await ticketStock(db, scope)).map((t) => ({
    id: t.id,
    supplierId: t.supplierId,
    supplierName: t.supplierName,
    name: t.name,
    shortName: t.shortName,
    reorderLevel: t.reorderLevel,
    reservationTime: t.reservationTime,
    available: t.available,
    expired: t.expired,
    freezed: t.freezed,
    expiresIn5Days: t.expiresIn5Days,
    isActive: t.isActive,
    version: t.version,
  }));
}

/** A ticket type the scope may change, with the fields an edit compares. */
export async function ticketTypeInScope(db: Db, scope: CatalogueScope, id: number) {
  let q = db
    .selectFrom('ticketTypes')
    .select([
      'id',
      'supplierId',
      'name',
      'shortName',
      'reorderLevel',
      'reservationTime',
      'isActive',
      'version',
    ])
    .where('id', '=', id);
  if ('supplierId' in scope) q = q.where('supplierId', '=', scope.supplierId);
  return q.executeTakeFirst();
}

/** Another type of the supplier with this name, whatever its letters' case (0: none). */
export async function ticketTypeNamed(db: Db, supplierId: number, name: string, exceptId: number) {
  const row = await db
    .selectFrom('ticketTypes')
    .select('id')
    .where('supplierId', '=', supplierId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row?.id ?? 0;
}

interface TicketTypeFields {
  name: string;
  shortName: string;
  reorderLevel: number;
  reservationTime: number;
  isActive: number;
}

/** A new type of the supplier, version 1; answers its id. */
export async function insertTicketType(db: Db, supplierId: number, t: TicketTypeFields): Promise<number> {
  const row = await db
    .insertInto('ticketTypes')
    .values({ supplierId, ...t, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The type's fields, only from the version the editor saw: false when someone saved in between. */
export async function updateTicketType(
  db: Db,
  id: number,
  fromVersion: number,
  t: TicketTypeFields,
): Promise<boolean> {
  const result = await db
    .updateTable('ticketTypes')
    .set({ ...t, version: fromVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The tickets (not deleted, of tours not deleted) that list the type for any guest kind, by name. */
export async function ticketTypesUsing(db: Db, ticketTypeId: number) {
  return db
    .selectFrom('offerTicketTypes as ott')
    .innerJoin('offers as o', 'o.id', 'ott.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select(['o.id', 'o.nameDisplay', 't.nameDisplay as tourName'])
    .distinct()
    .where('ott.ticketTypeId', '=', ticketTypeId)
    .where('o.isDeleted', '=', 0)
    .where('t.isDeleted', '=', 0)
    .orderBy('o.nameDisplay')
    .orderBy('o.id')
    .execute();
}

/**
 * Ids among `ids` that name deactivated ticket types, leaving out those the offer lists already (a
 * ticket keeps a type deactivated after it was chosen; 0: a new offer).
 */
export async function inactiveTicketTypes(db: Db, ids: number[], offerId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('ticketTypes')
    .select('id')
    .where('id', 'in', ids)
    .where('isActive', '=', 0)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('offerTicketTypes').select('ticketTypeId').where('offerId', '=', offerId),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}
