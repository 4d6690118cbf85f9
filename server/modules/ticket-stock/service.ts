// Attraction-ticket stock (issue 25 items 9 and 10): the tickets admin's view, imports and freezes, and
// the codes a booking takes. The counts come from the codes (domain/ticket-stock.ts), never stored.
import {
  TICKET_CODES_LIST_LIMIT,
  type NewBookingRefusal,
  type TicketCodeFreeze,
  type TicketCodeFreezeResult,
  type TicketCodeImportResult,
  type TicketCodeList,
  type TicketCodesQuery,
  type TicketStock,
} from '../../../contract';
import { localDateOf } from '../../../domain/local-time';
import { codesWanted, isExpired, stockCounts, stockWarnings } from '../../../domain/ticket-stock';
import type { SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { StoredAnswer } from '../../http/idempotency';
import type { CodeRow } from './code-file';
import {
  codeGroups,
  codesInScope,
  codesOfType,
  existingCodes,
  insertCodes,
  moveCodes,
  offerCodeTypes,
  takeCodes,
  ticketTypeName,
  typesOfScope,
} from './repo';

/** The filter's ticket types with their stock, by name (spec 02 §7: "sorted by name"). */
export async function ticketStock(
  db: Db,
  filter: SupplierFilter,
  now = new Date(),
  typeId?: number,
): Promise<TicketStock[]> {
  const types = await typesOfScope(db, filter, typeId);
  const groups = await codeGroups(
    db,
    types.map((t) => t.id),
  );
  const stock = types.map(({ timeZone, isActive, ...t }) => {
    const counts = stockCounts(
      groups.filter((g) => g.ticketTypeId === t.id),
      localDateOf(now, timeZone),
    );
    const warnings = stockWarnings({ ...counts, reorderLevel: t.reorderLevel });
    return { ...t, isActive: isActive === 1, ...counts, warnings };
  });
  // Sorted here, not by the database: SQLite and PostgreSQL collate differently ('b' vs 'B').
  return stock.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** One type of the filter's, or 404 (another supplier's type is not found, as any unknown id). */
async function typeOf(db: Db, filter: SupplierFilter, typeId: number, now: Date): Promise<TicketStock> {
  const [type] = await ticketStock(db, filter, now, typeId);
  if (!type) throw notFound('Ticket type not found');
  return type;
}

/** A type's codes: every one, or those of a state ('expired': unsold codes past their date). */
export async function ticketCodes(
  db: Db,
  filter: SupplierFilter,
  typeId: number,
  query: TicketCodesQuery,
  now = new Date(),
): Promise<TicketCodeList> {
  const [type] = await typesOfScope(db, filter, typeId);
  if (!type) throw notFound('Ticket type not found');
  const today = localDateOf(now, type.timeZone);
  const { status } = query;
  const { rows, total } = await codesOfType(
    db,
    typeId,
    status === 'expired'
      ? { expiredBefore: today }
      : status === 'available' || status === 'frozen'
        ? { status, validFrom: today }
        : status === 'sold'
          ? { status }
          : {},
    TICKET_CODES_LIST_LIMIT,
  );
  const list = status === 'expired' ? rows.filter((r) => r.status !== 'sold') : rows;
  return {
    codes: list.map((r) => ({
      ...r,
      expired: r.status !== 'sold' && isExpired(r.expiresOn, today),
    })),
    total: status === 'expired' ? total - (rows.length - list.length) : total,
  };
}

/**
 * Loads a file's codes into a type's stock: all of the file or, on any bad row, nothing. Codes the type
 * has already (a file loaded twice) are counted and left as they are.
 */
export async function importCodes(
  trx: Db,
  filter: SupplierFilter,
  userId: number,
  typeId: number,
  rows: readonly CodeRow[],
  now = new Date(),
): Promise<StoredAnswer<TicketCodeImportResult>> {
  await typeOf(trx, filter, typeId, now);
  const seen = new Set<string>();
  const unique = rows.filter((r) => !seen.has(r.code) && seen.add(r.code));
  const known = await existingCodes(
    trx,
    typeId,
    unique.map((r) => r.code),
  );
  const fresh = unique.filter((r) => !known.has(r.code));
  const imported = await insertCodes(trx, typeId, fresh, { userId, at: now.toISOString() });
  return {
    status: 200,
    body: { imported, alreadyInStock: rows.length - imported, stock: await typeOf(trx, filter, typeId, now) },
  };
}

/** Freezes available codes, or unfreezes frozen ones, of the caller's stock; others stay as they are. */
export async function freezeCodes(
  trx: Db,
  filter: SupplierFilter,
  input: TicketCodeFreeze,
): Promise<StoredAnswer<TicketCodeFreezeResult>> {
  const ids = [...new Set(input.ids)];
  // A code of another supplier's stock is not found, as an unknown id: nothing changes.
  if ((await codesInScope(trx, filter, ids)) !== ids.length) throw notFound('Ticket code not found');
  const changed = input.frozen
    ? await moveCodes(trx, filter, ids, 'available', 'frozen')
    : await moveCodes(trx, filter, ids, 'frozen', 'available');
  return { status: 200, body: { changed } };
}

/**
 * A booking's codes, taken in its own transaction (issue 25 item 10): each guest one code of every type
 * their kind lists on the ticket, valid on the booking's date, soonest expiry first. Too few codes of a
 * type refuses the booking (422 out_of_stock) and its transaction rolls back with everything it took.
 */
export async function takeBookingCodes(
  trx: Db,
  booking: {
    id: number;
    offerId: number;
    date: string;
    adults: number;
    children: number;
    infants: number;
  },
): Promise<void> {
  const wanted = codesWanted(await offerCodeTypes(trx, booking.offerId), booking);
  for (const w of wanted) {
    let got = 0;
    // A racing booking may commit a code between this statement's snapshot and its lock (PostgreSQL):
    // that code is skipped, so ask again for the rest until a pick comes back empty.
    for (;;) {
      const taken = await takeCodes(trx, {
        ...w,
        count: w.count - got,
        date: booking.date,
        bookingId: booking.id,
      });
      got += taken.length;
      if (got >= w.count || taken.length === 0) break;
    }
    // Every valid code there was is ours now: `got` is what the stock had left for the date.
    if (got < w.count) throw outOfStock(await ticketTypeName(trx, w.ticketTypeId), got);
  }
}

function outOfStock(typeName: string, left: number): AppError {
  const message =
    left === 0
      ? `No tickets left in stock for ${typeName} on this date`
      : `Not enough tickets in stock for ${typeName}: ${left} left on this date`;
  return new AppError('business_rule', message, {
    title: 'Out of stock',
    body: { reason: 'out_of_stock' satisfies NewBookingRefusal, ticketType: typeName, left },
  });
}
