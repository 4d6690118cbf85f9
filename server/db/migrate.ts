import { sql, Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';
import * as initial from './migrations/2026-11-22-0001-initial';
import * as bookingStatusChanges from './migrations/2026-11-22-0002-booking-status-changes';
import * as scaleIndexes from './migrations/2026-11-23-0003-scale-indexes';
import * as bookingFilterIndexes from './migrations/2026-11-23-0004-booking-filter-indexes';
import * as textSearch from './migrations/2026-11-23-0005-text-search';
import * as writeVersion from './migrations/2026-11-23-0006-write-version';
import * as bookingsDateCover from './migrations/2026-11-23-0007-bookings-date-cover';
import * as postgresBookingCovers from './migrations/2026-11-24-0008-postgres-booking-covers';
import * as auditSubject from './migrations/2026-11-24-0009-audit-subject';
import * as roomIndexes from './migrations/2026-11-24-0010-room-indexes';
import * as sessions from './migrations/2026-11-25-0011-sessions';
import * as writeMarks from './migrations/2026-11-25-0012-write-marks';
import * as arrivalPhoneSearch from './migrations/2026-11-25-0014-arrival-phone-search';

// Migrations are imported statically (not read from disk) so they run the same from tsx, tests and bundles.
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-22-0002-booking-status-changes': bookingStatusChanges,
  '2026-11-23-0003-scale-indexes': scaleIndexes,
  '2026-11-23-0004-booking-filter-indexes': bookingFilterIndexes,
  '2026-11-23-0005-text-search': textSearch,
  '2026-11-23-0006-write-version': writeVersion,
  '2026-11-23-0007-bookings-date-cover': bookingsDateCover,
  '2026-11-24-0008-postgres-booking-covers': postgresBookingCovers,
  '2026-11-24-0009-audit-subject': auditSubject,
  '2026-11-24-0010-room-indexes': roomIndexes,
  '2026-11-25-0011-sessions': sessions,
  '2026-11-25-0012-write-marks': writeMarks,
  '2026-11-25-0014-arrival-phone-search': arrivalPhoneSearch,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `schema`: the PostgreSQL schema in use (Kysely otherwise finds another schema's migration tables). */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // Kysely looks for its migration tables in any schema unless told which; use the connection's own.
  const tableSchema =
    schema ??
    (dialectOf(db) === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s
      : undefined);
  const migrator = new Migrator({
    db,
    provider,
    ...(tableSchema ? { migrationTableSchema: tableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${(error as Error | undefined)?.message ?? 'unknown error'}`,
    );
  }
}
