import type { Db } from '../database';
import { insertBatched, type SeedCounts } from '../batch';
import { addDays, timestamp } from './dates';
import { TICKET_TYPES } from './content/ticket-types';
import type { Random } from './random';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The demo's attraction-ticket codes (issue 25 item 9), as a supplier's files would load them: each
 * type of each supplier gets its counts of TICKET_TYPES, most valid for months, some expiring within five
 * days, a few frozen or expired, so the stock screen shows every count and warning.
 */
export async function seedTicketCodes(db: Db, rng: Random, today: string, counts: SeedCounts) {
  const types = await db
    .selectFrom('ticketTypes')
    .select(['id', 'supplierId', 'shortName'])
    .orderBy('id')
    .execute();
  const importedAt = timestamp(addDays(today, -7), 9 * 60);
  const rows = types.flatMap((t) => {
    const spec = TICKET_TYPES.find((s) => s.shortName === t.shortName)!;
    const batches: Array<[number, string | null, 'available' | 'frozen']> = [
      [spec.available - spec.expiresIn5Days, addDays(today, 90 + (t.id % 4) * 30), 'available'],
      [spec.expiresIn5Days, addDays(today, 3), 'available'],
      [spec.frozen ?? 0, addDays(today, 60), 'frozen'],
      [spec.expired ?? 0, addDays(today, -2), 'available'],
    ];
    let n = 0;
    return batches.flatMap(([count, expiresOn, status]) =>
      Array.from({ length: count }, () => {
        n += 1;
        const tail = Array.from({ length: 4 }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('');
        return {
          ticketTypeId: t.id,
          code: `${t.shortName}-${t.supplierId}-${String(n).padStart(5, '0')}-${tail}`,
          expiresOn,
          status,
          bookingId: null,
          paxType: null,
          importedAt,
          importedBy: null,
        };
      }),
    );
  });
  await insertBatched(db, 'ticketCodes', rows, counts);
}
