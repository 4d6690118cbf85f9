// GET /api/tickets/types: the attraction ticket stock an offer's ticket types are chosen from.
import type { TicketTypeStock } from '../../../contract';
import type { Db } from '../../db/database';
import { ticketStock } from '../ticket-stock/service';
import type { CatalogueScope } from './offers-repo';

/** The scope's ticket types with their stock counted from their codes, sorted by name (spec 02 §7). */
export async function ticketTypeStock(db: Db, scope: CatalogueScope): Promise<TicketTypeStock[]> {
  return (await ticketStock(db, scope)).map((t) => ({
    id: t.id,
    name: t.name,
    shortName: t.shortName,
    reorderLevel: t.reorderLevel,
    reservationTime: t.reservationTime,
    available: t.available,
    expired: t.expired,
    freezed: t.freezed,
    expiresIn5Days: t.expiresIn5Days,
  }));
}
