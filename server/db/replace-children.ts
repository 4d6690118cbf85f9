import type { Insertable, Transaction } from 'kysely';
import { insertBatched } from './batch';
import type { DB } from './tables';

/**
 * Child tables a parent owns as one list, saved whole: the column naming the parent, and the column
 * keeping the list's order (null where the order carries no meaning).
 */
const CHILDREN = {
  tourFaqs: { parent: 'tourId', order: 'idx' },
  itineraries: { parent: 'tourId', order: 'idx' },
  itineraryStops: { parent: 'itineraryId', order: 'idx' },
  tourPhotos: { parent: 'tourId', order: 'idx' },
  offerPhotos: { parent: 'offerId', order: 'idx' },
  tourDirections: { parent: 'tourId', order: null },
  tourCategoryLinks: { parent: 'tourId', order: null },
  offerCities: { parent: 'offerId', order: null },
  offerTicketTypes: { parent: 'offerId', order: null },
  offerTimeSlots: { parent: 'offerId', order: null },
} as const satisfies {
  [T in keyof DB]?: { parent: keyof DB[T] & string; order: (keyof DB[T] & string) | null };
};

export type ChildTable = keyof typeof CHILDREN;
type Parent<T extends ChildTable> = (typeof CHILDREN)[T]['parent'];
type Order<T extends ChildTable> = Exclude<(typeof CHILDREN)[T]['order'], null>;

/** A child row as a save sends it: without its parent and its place in the list, which are set here. */
export type ChildRow<T extends ChildTable> = Omit<Insertable<DB[T]>, Parent<T> | Order<T>>;

/**
 * Replaces a parent's child rows with `rows`, in the caller's transaction: the parent's rows go, the new
 * ones are inserted in batches, each with its 1-based place in the list as its order. An empty list
 * clears them; other parents' rows are never touched. Rows of a table with children of its own
 * (itineraries → stops) take those with them (ON DELETE CASCADE): save the children after the parent.
 * Every row must carry the same keys (see insertBatched).
 */
export async function replaceChildren<T extends ChildTable>(
  trx: Transaction<DB>,
  table: T,
  parentId: number,
  rows: ChildRow<T>[],
): Promise<void> {
  const { parent, order } = CHILDREN[table] as { parent: string; order: string | null };
  // Kysely cannot narrow a generic table's columns; CHILDREN's `satisfies` keeps the names real, and
  // every child table's parent column is an integer id, as tourFaqs.tourId is.
  await trx
    .deleteFrom(table as 'tourFaqs')
    .where(parent as 'tourId', '=', parentId)
    .execute();
  const full = rows.map((r, i) => ({ ...r, [parent]: parentId, ...(order ? { [order]: i + 1 } : {}) }));
  await insertBatched(trx, table, full as unknown as Insertable<DB[T]>[]);
}
