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

export interface OctoTables {
  octoKeys: OctoKeysTable;
}
