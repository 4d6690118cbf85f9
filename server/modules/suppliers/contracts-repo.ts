import type { Db } from '../../db/database';
import { containsText } from '../../db/text-search';

// Per-agency contracts (Admin → Contracting): the SQL. Every call names the supplier whose contracts
// it reads or writes; the service decides which supplier that is (the caller's own).

/** Agencies by name, optionally those whose name or code contains `f`, at most `limit`. */
export async function findAgencies(db: Db, f: string | undefined, limit: number) {
  let q = db.selectFrom('agencies').select(['id', 'name', 'code']);
  if (f) q = q.where((eb) => eb.or([containsText('name', f), containsText('code', f)]));
  const [rows, count] = await Promise.all([
    q.orderBy('name').orderBy('id').limit(limit).execute(),
    (f
      ? db.selectFrom('agencies').where((eb) => eb.or([containsText('name', f), containsText('code', f)]))
      : db.selectFrom('agencies')
    )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findAgency(db: Db, agencyId: number) {
  return db.selectFrom('agencies').select(['id', 'name']).where('id', '=', agencyId).executeTakeFirst();
}

/** A supplier's contracts with some agencies, each with how many tickets it gives net rates for. */
export async function contractsOfAgencies(db: Db, supplierId: number, agencyIds: number[]) {
  if (agencyIds.length === 0) return [];
  return db
    .selectFrom('agencyContracts as c')
    .select((eb) => [
      'c.id',
      'c.agencyId',
      'c.validFrom',
      'c.kind',
      'c.commissionPercent',
      eb
        .selectFrom('agencyContractRates as r')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .whereRef('r.contractId', '=', 'c.id')
        .as('netRateCount'),
    ])
    .where('c.supplierId', '=', supplierId)
    .where('c.agencyId', 'in', agencyIds)
    .orderBy('c.validFrom')
    .execute();
}

/** One agency's contracts with this supplier, oldest first, with who made them. */
export async function contractHistory(db: Db, supplierId: number, agencyId: number) {
  return db
    .selectFrom('agencyContracts as c')
    .leftJoin('users as u', 'u.id', 'c.createdBy')
    .select([
      'c.id',
      'c.agencyId',
      'c.validFrom',
      'c.kind',
      'c.commissionPercent',
      'c.note',
      'c.createdAt',
      'u.fullName as createdByName',
    ])
    .where('c.supplierId', '=', supplierId)
    .where('c.agencyId', '=', agencyId)
    .orderBy('c.validFrom')
    .execute();
}

export async function ratesOfContracts(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('agencyContractRates as r')
    .innerJoin('offers as o', 'o.id', 'r.offerId')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select([
      'r.contractId',
      'r.offerId',
      'r.netAdult',
      'r.netChild',
      'r.netTrip',
      'o.nameDisplay as offerName',
      't.nameDisplay as tourName',
    ])
    .where('r.contractId', 'in', contractIds)
    .orderBy('t.nameDisplay')
    .orderBy('o.nameDisplay')
    .execute();
}

export async function contractOn(db: Db, supplierId: number, agencyId: number, validFrom: string) {
  return db
    .selectFrom('agencyContracts')
    .select('id')
    .where('supplierId', '=', supplierId)
    .where('agencyId', '=', agencyId)
    .where('validFrom', '=', validFrom)
    .executeTakeFirst();
}

export async function insertContract(
  db: Db,
  row: {
    supplierId: number;
    agencyId: number;
    validFrom: string;
    kind: string;
    commissionPercent: number | null;
    note: string;
    createdBy: number;
    createdAt: string;
  },
  rates: Array<{ offerId: number; netAdult: number | null; netChild: number | null; netTrip: number | null }>,
): Promise<number | null> {
  // Two saves of one contract at once: the second finds the first's row and answers 422, not a 500.
  const inserted = await db
    .insertInto('agencyContracts')
    .values(row)
    .onConflict((oc) => oc.columns(['agencyId', 'supplierId', 'validFrom']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  if (rates.length > 0) {
    for (let i = 0; i < rates.length; i += 200) {
      await db
        .insertInto('agencyContractRates')
        .values(rates.slice(i, i + 200).map((r) => ({ contractId: inserted.id, ...r })))
        .execute();
    }
  }
  return inserted.id;
}

export async function findContract(db: Db, supplierId: number, agencyId: number, contractId: number) {
  return db
    .selectFrom('agencyContracts')
    .select(['id', 'validFrom'])
    .where('id', '=', contractId)
    .where('supplierId', '=', supplierId)
    .where('agencyId', '=', agencyId)
    .executeTakeFirst();
}

export async function deleteContract(db: Db, contractId: number): Promise<void> {
  await db.deleteFrom('agencyContractRates').where('contractId', '=', contractId).execute();
  await db.deleteFrom('agencyContracts').where('id', '=', contractId).execute();
}

/**
 * Live tickets of a catalogue (one supplier's, or every supplier's for the operator) with the period that
 * prices `date` (the latest-starting one covering it), or else their next period, so the picker shows a
 * price to set a net against.
 */
export async function offersForContracts(db: Db, supplierId: number | null, date: string) {
  const pick = (mode: 'covering' | 'next') =>
    db
      .selectFrom('offers as o')
      .innerJoin('tours as t', 't.id', 'o.tourId')
      .leftJoin('validPeriods as p', (j) =>
        j.on('p.id', '=', (eb) => {
          let sub = eb.selectFrom('validPeriods as vp').select('vp.id').whereRef('vp.offerId', '=', 'o.id');
          sub =
            mode === 'covering'
              ? sub
                  .where('vp.periodStart', '<=', date)
                  .where('vp.periodEnd', '>=', date)
                  .orderBy('vp.periodStart', 'desc')
              : sub.where('vp.periodStart', '>', date).orderBy('vp.periodStart', 'asc');
          return sub.limit(1);
        }),
      )
      .select([
        'o.id as offerId',
        'o.nameDisplay as offerName',
        't.nameDisplay as tourName',
        'p.id as periodId',
        'p.priceAdult',
        'p.priceChild',
        'p.priceTrip',
        'p.commissionAdult',
        'p.commissionChild',
        'p.commissionTrip',
      ])
      .where('o.isDeleted', '=', 0)
      .where('t.isDeleted', '=', 0)
      .$if(supplierId !== null, (q) => q.where('t.supplierId', '=', supplierId!))
      .orderBy('t.nameDisplay')
      .orderBy('o.nameDisplay')
      .orderBy('o.id')
      .limit(2000)
      .execute();
  const [covering, next] = await Promise.all([pick('covering'), pick('next')]);
  const nextById = new Map(next.map((r) => [r.offerId, r]));
  return covering.map((r) => (r.periodId == null ? (nextById.get(r.offerId) ?? r) : r));
}

/** Which of `offerIds` are live tickets of the catalogue (a supplier's, or all for the operator). */
export async function ownOfferIds(
  db: Db,
  supplierId: number | null,
  offerIds: number[],
): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('tours as t', 't.id', 'o.tourId')
    .select('o.id')
    .where('o.id', 'in', offerIds)
    .where('o.isDeleted', '=', 0)
    .$if(supplierId !== null, (q) => q.where('t.supplierId', '=', supplierId!))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * What may price a sale of `supplierId`'s tickets to an agency on `date`: the contracts of that supplier
 * and of the operator in force by then (domain/contracts picks one), with their net rates for the
 * tickets being sold.
 */
export async function contractsForSale(
  db: Db,
  agencyId: number,
  supplierId: number,
  date: string,
  offerIds: number[],
) {
  const rows = await db
    .selectFrom('agencyContracts as c')
    .innerJoin('suppliers as s', 's.id', 'c.supplierId')
    .leftJoin('agencyContractRates as r', (j) =>
      j.onRef('r.contractId', '=', 'c.id').on('r.offerId', 'in', offerIds.length > 0 ? offerIds : [0]),
    )
    .select([
      'c.id',
      'c.supplierId',
      's.isOperator',
      'c.validFrom',
      'c.kind',
      'c.commissionPercent',
      'r.offerId',
      'r.netAdult',
      'r.netChild',
      'r.netTrip',
    ])
    .where('c.agencyId', '=', agencyId)
    .where('c.validFrom', '<=', date)
    .where((eb) => eb.or([eb('c.supplierId', '=', supplierId), eb('s.isOperator', '=', 1)]))
    .execute();
  return rows;
}
