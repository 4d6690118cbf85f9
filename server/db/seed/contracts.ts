import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';

/** The suppliers' own default commission (organisations.ts): a contract at it prices as before. */
const DEFAULT_COMMISSION = 200_000;

/**
 * The other suppliers' contracts with the agencies that sell their tours: every agency holds a
 * commission contract with each of them, at the supplier's own default commission, so the contracting
 * screens have rows while the demo's prices and bookings stay those of the tickets (a contract at
 * another percent would reprice every seeded booking's offer for that agency).
 */
export async function seedContracts(
  db: Db,
  refs: { supplierIds: number[]; agencyIds: number[]; createdBy: Map<number, number> },
  today: string,
  counts: SeedCounts,
): Promise<void> {
  const validFrom = addDays(today, -90);
  const createdAt = timestamp(addDays(today, -95), 10 * 60);
  const rows = refs.supplierIds.flatMap((supplierId) =>
    refs.agencyIds.map((agencyId) => ({
      supplierId,
      agencyId,
      validFrom,
      kind: 'commission',
      commissionPercent: DEFAULT_COMMISSION,
      note: 'Season contract',
      createdBy: refs.createdBy.get(supplierId) ?? null,
      createdAt,
    })),
  );
  await db.transaction().execute((trx) => insertBatched(trx, 'agencyContracts', rows, counts));
}
