import type { ExpressionBuilder, Insertable, Transaction } from 'kysely';
import { insertBatched } from './batch';
import type { DB } from './tables';

/**
 * Child tables a parent owns as one list, saved whole: the column naming the parent, the column keeping
 * the list's order (null where the order carries no meaning), and what tells one of a parent's rows from
 * another: its place in an ordered list, its key columns (the primary key less the parent) in a set.
 */
const CHILDREN = {
  tourFaqs: { parent: 'tourId', order: 'idx', key: ['idx'] },
  itineraries: { parent: 'tourId', order: 'idx', key: ['idx'] },
  itineraryStops: { parent: 'itineraryId', order: 'idx', key: ['idx'] },
  tourPhotos: { parent: 'tourId', order: 'idx', key: ['idx'] },
  offerPhotos: { parent: 'offerId', order: 'idx', key: ['idx'] },
  tourDirections: { parent: 'tourId', order: null, key: ['type'] },
  tourCategoryLinks: { parent: 'tourId', order: null, key: ['categoryId'] },
  offerCities: { parent: 'offerId', order: null, key: ['cityId'] },
  offerTicketTypes: { parent: 'offerId', order: null, key: ['ticketTypeId', 'type'] },
  offerTimeSlots: { parent: 'offerId', order: null, key: ['timeSlotId'] },
} as const satisfies {
  [T in keyof DB]?: {
    parent: keyof DB[T] & string;
    order: (keyof DB[T] & string) | null;
    key: readonly (keyof DB[T] & string)[];
  };
};

export type ChildTable = keyof typeof CHILDREN;
type Parent<T extends ChildTable> = (typeof CHILDREN)[T]['parent'];
type Order<T extends ChildTable> = Exclude<(typeof CHILDREN)[T]['order'], null>;

/** A child row as a save sends it: without its parent and its place in the list, which are set here. */
export type ChildRow<T extends ChildTable> = Omit<Insertable<DB[T]>, Parent<T> | Order<T>>;

/** A child row as it is stored (read in the caller's transaction): with its place, in an ordered list. */
export type StoredChildRow<T extends ChildTable> = ChildRow<T> & { [K in Order<T>]: number };

type Row = Record<string, unknown>;

/** Keys per DELETE: well under either database's bound on parameters. */
const KEYS_A_STATEMENT = 500;

const value = (v: unknown) => (v === undefined ? null : v);

/**
 * Makes a parent's child rows `rows`, in the caller's transaction, writing only the rows that differ:
 * a stored row whose key (its place in an ordered list, its key columns in a set) is gone is deleted, a
 * new one inserted (multi-row statements), one whose other columns changed updated in place when it is
 * the only one, else deleted and inserted again. A list sent as it is stored writes nothing; one FAQ
 * answer edited is one update. Each row
 * takes its 1-based place in the list as its order. An empty list clears them; other parents' rows are
 * never touched. `stored`: the parent's rows as the caller read them in this transaction (with their
 * order column in an ordered list), else they are read here. Rows of a table with children of its own
 * (itineraries → stops) take those with them when deleted (ON DELETE CASCADE). Every row must carry
 * the same keys (see insertBatched).
 */
export async function replaceChildren<T extends ChildTable>(
  trx: Transaction<DB>,
  table: T,
  parentId: number,
  rows: ChildRow<T>[],
  stored?: readonly StoredChildRow<T>[],
): Promise<void> {
  const { parent, order, key } = CHILDREN[table] as {
    parent: string;
    order: string | null;
    key: readonly string[];
  };
  const wanted: Row[] = rows.map((r, i) => (order ? { ...r, [order]: i + 1 } : { ...r }));
  // Kysely cannot narrow a generic table's columns; CHILDREN's `satisfies` keeps the names real, and
  // every child table's parent column is an integer id, as tourFaqs.tourId is.
  const before: readonly Row[] =
    stored ??
    (await trx
      .selectFrom(table as 'tourFaqs')
      .selectAll()
      .where(parent as 'tourId', '=', parentId)
      .execute());

  const keyOf = (r: Row) => JSON.stringify(key.map((k) => value(r[k])));
  const storedByKey = new Map(before.map((r) => [keyOf(r), r]));
  const wantedKeys = new Set(wanted.map(keyOf));
  // Only the columns a save writes are compared: a stored row's own id is not one of them.
  const same = (s: Row, w: Row) => Object.keys(w).every((c) => value(s[c]) === value(w[c]));
  const changed = wanted.filter((w) => {
    const s = storedByKey.get(keyOf(w));
    return s !== undefined && !same(s, w);
  });
  const added = wanted.filter((w) => !storedByKey.has(keyOf(w)));
  const removed = before.filter((s) => !wantedKeys.has(keyOf(s)));
  // The usual edit changes one row of a list (an answer, a stop, a photo swapped for another): it is
  // updated in place, one statement; more changed rows are deleted and inserted again, two statements.
  const inPlace = changed.length === 1 ? changed[0] : null;
  const gone = inPlace ? removed : [...removed, ...changed];
  const matches = (eb: ExpressionBuilder<DB, 'tourFaqs'>, rows: readonly Row[]) =>
    key.length === 1
      ? eb(
          key[0] as 'idx',
          'in',
          rows.map((r) => value(r[key[0]]) as number),
        )
      : eb.or(rows.map((r) => eb.and(key.map((k) => eb(k as 'idx', '=', value(r[k]) as number)))));

  // Rows go first: a row updated or inserted may take a key (a photo) that a removed one held.
  if (gone.length > 0 && gone.length === before.length) {
    await trx
      .deleteFrom(table as 'tourFaqs')
      .where(parent as 'tourId', '=', parentId)
      .execute();
  } else {
    for (let i = 0; i < gone.length; i += KEYS_A_STATEMENT) {
      const slice = gone.slice(i, i + KEYS_A_STATEMENT);
      await trx
        .deleteFrom(table as 'tourFaqs')
        .where(parent as 'tourId', '=', parentId)
        .where((eb) => matches(eb, slice))
        .execute();
    }
  }
  if (inPlace) {
    const columns = Object.fromEntries(Object.entries(inPlace).filter(([c]) => !key.includes(c)));
    await trx
      .updateTable(table as 'tourFaqs')
      .set(columns)
      .where(parent as 'tourId', '=', parentId)
      .where((eb) => matches(eb, [inPlace]))
      .execute();
  }
  const inserts = (inPlace ? added : [...changed, ...added]).map((r) => ({ ...r, [parent]: parentId }));
  await insertBatched(trx, table, inserts as unknown as Insertable<DB[T]>[]);
}
