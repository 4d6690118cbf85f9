// GET /api/tickets/types: the attraction ticket stock an offer's ticket types are chosen from.
import type { TicketTypeStock } from '../../../contract';
import type { Db } from '../../db/database';
import type { CatalogueScope } from './offers-repo';

/** The scope's ticket types with their stock, sorted by name (spec 02 §7). */
export async function ticketTypeStock(db: Db, scope: CatalogueScope): Promise<TicketTypeStock[]> {
  let q = db
    .selectFrom('ticketTypes')
    .select([
      'id',
      'name',
      'shortName',
      'reorderLevel',
      'reservationTime',
      'available',
      'expired',
      'freezed',
      'expiresIn5Days',
    ])
    .orderBy('id');
  if ('supplierId' in scope) q = q.where('supplierId', '=', scope.supplierId);
  // Sorted here, not by the database: SQLite and PostgreSQL collate differently ('b' vs 'B').
  return (await q.execute()).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
