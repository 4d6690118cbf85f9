import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Per-agency contracts (issue 17, Admin → Contracting): a supplier's history of contracts with an
 * agency, each valid from a date (one per date), either a commission percent (1/10000 units, like the
 * account's default commission) or net rates per ticket (money in 1/10000 units; null: that pax kind
 * keeps the ticket's own commission). A booking is priced by the one in force on its date and keeps
 * its amounts, so contracts are only ever added (or a future one removed), never rewritten.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('agencyContracts'))
    .addColumn('supplierId', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('agencyId', 'integer', (c) => c.notNull().references('agencies.id'))
    .addColumn('validFrom', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('commissionPercent', 'bigint')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('createdBy', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  // The booking's look-up (an agency's contracts up to a date) and one contract per agency and date.
  await db.schema
    .createIndex('agencyContractsAgencyDate')
    .on('agencyContracts')
    .columns(['agencyId', 'supplierId', 'validFrom'])
    .unique()
    .execute();
  await db.schema
    .createTable('agencyContractRates')
    .addColumn('contractId', 'integer', (c) =>
      c.notNull().references('agencyContracts.id').onDelete('cascade'),
    )
    .addColumn('offerId', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('netAdult', 'bigint')
    .addColumn('netChild', 'bigint')
    .addColumn('netTrip', 'bigint')
    .addPrimaryKeyConstraint('agencyContractRatesPk', ['contractId', 'offerId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agencyContractRates').execute();
  await db.schema.dropTable('agencyContracts').execute();
}
