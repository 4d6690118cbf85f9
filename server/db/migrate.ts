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
import * as catalogueVersions from './migrations/2026-11-25-0015-catalogue-versions';
import * as media from './migrations/2026-11-25-0016-media';
import * as tourManageIndexes from './migrations/2026-11-25-0017-tour-manage-indexes';
import * as slots from './migrations/2026-11-25-0019-slots';
import * as staff from './migrations/2026-11-25-0021-staff';
import * as mediaSearch from './migrations/2026-11-25-0022-media-search';
import * as externalProviders from './migrations/2026-11-25-0024-external-providers';
import * as externalBookings from './migrations/2026-11-25-0025-external-bookings';
import * as contracts from './migrations/2026-11-25-0026-contracts';
import * as agencyStaff from './migrations/2026-11-25-0027-agency-staff';
import * as catalogueSpeed from './migrations/2026-11-25-0028-catalogue-speed';
import * as bookingsSlotDayCover from './migrations/2026-11-27-0029-bookings-slot-day-cover';
import * as accountSettingsVersion from './migrations/2026-11-27-0030-account-settings-version';
import * as saleStampsSince from './migrations/2026-11-27-0031-sale-stamps-since';
import * as photoTextSearch from './migrations/2026-11-27-0032-photo-text-search';
import * as bookingRequestHash from './migrations/2026-11-27-0033-booking-request-hash';
import * as supplierTimeZone from './migrations/2026-11-27-0040-supplier-time-zone';
import * as ticketCodes from './migrations/2026-11-28-0045-ticket-codes';
import * as dispatch from './migrations/2026-11-28-0050-dispatch';
import * as checkIns from './migrations/2026-11-28-0051-check-ins';
import * as octoClient from './migrations/2026-11-28-0053-octo-client';
import * as octoResellers from './migrations/2026-11-28-0054-octo-resellers';
import * as octoBookings from './migrations/2026-11-28-0055-octo-bookings';
import * as ticketTypeEditing from './migrations/2026-11-28-0058-ticket-type-editing';
import * as arrivalMeetings from './migrations/2026-11-28-0052-arrival-meetings';

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
  '2026-11-25-0015-catalogue-versions': catalogueVersions,
  '2026-11-25-0016-media': media,
  '2026-11-25-0017-tour-manage-indexes': tourManageIndexes,
  '2026-11-25-0019-slots': slots,
  '2026-11-25-0021-staff': staff,
  '2026-11-25-0022-media-search': mediaSearch,
  '2026-11-25-0024-external-providers': externalProviders,
  '2026-11-25-0025-external-bookings': externalBookings,
  '2026-11-25-0026-contracts': contracts,
  '2026-11-25-0027-agency-staff': agencyStaff,
  '2026-11-25-0028-catalogue-speed': catalogueSpeed,
  '2026-11-27-0029-bookings-slot-day-cover': bookingsSlotDayCover,
  '2026-11-27-0030-account-settings-version': accountSettingsVersion,
  '2026-11-27-0031-sale-stamps-since': saleStampsSince,
  '2026-11-27-0032-photo-text-search': photoTextSearch,
  '2026-11-27-0033-booking-request-hash': bookingRequestHash,
  '2026-11-27-0040-supplier-time-zone': supplierTimeZone,
  '2026-11-28-0045-ticket-codes': ticketCodes,
  '2026-11-28-0050-dispatch': dispatch,
  '2026-11-28-0051-check-ins': checkIns,
  '2026-11-28-0053-octo-client': octoClient,
  '2026-11-28-0054-octo-resellers': octoResellers,
  '2026-11-28-0055-octo-bookings': octoBookings,
  '2026-11-28-0058-ticket-type-editing': ticketTypeEditing,
  '2026-11-28-0052-arrival-meetings': arrivalMeetings,
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
