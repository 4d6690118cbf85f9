import type { Generated } from 'kysely';

// OCTO resellers' API keys (issue 26 item 10). Mirrors migrations/2026-11-28-0054-octo-resellers.

export interface OctoKeysTable {
  id: Generated<number>;
  supplierId: number;
  agencyId: number;
  /** The key's first characters, shown on the list to tell keys apart. */
  prefix: string;
  /** SHA-256 (hex) of the whole key: the key itself is never stored. */
  keyHash: string;
  createdAt: string;
  createdBy: number | null;
  revokedAt: string | null;
  revokedBy: number | null;
}

/** A reseller's OCTO booking over an ordinary booking of its agency (migration 0055). */
export interface OctoBookingsTable {
  id: Generated<number>;
  /** The reseller's uuid: unique per agency, its idempotency key. */
  uuid: string;
  agencyId: number;
  supplierId: number;
  keyId: number;
  bookingId: number;
  /** SHA-256 of the reserving body: the same uuid with another body is refused. */
  requestHash: string;
  resellerReference: string | null;
  /** JSON: the unit items as reserved, `[{ uuid, unitId }]`. */
  unitItems: string;
  /** JSON: OCTO's contact as the reseller gave it. */
  contact: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
}

export interface OctoTables {
  octoKeys: OctoKeysTable;
  octoBookings: OctoBookingsTable;
}
