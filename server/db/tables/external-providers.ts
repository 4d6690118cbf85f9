import type { Generated, Selectable } from 'kysely';

// External ticket providers (OCTO), their cached answers, and the demo provider's bookings.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface ExternalProvidersTable {
  id: Generated<number>;
  supplierId: number;
  name: string;
  /** http(s) URL of the OCTO API, or a path on this server (`/octo-demo/v1`: the demo provider). */
  baseUrl: string;
  /** AES-256-GCM box of the API key (server/integrations/octo/secret-box.ts); never leaves the server. */
  apiKeyEncrypted: string;
  octoSupplierId: string | null;
  isActive: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ExternalProviderCacheTable {
  providerId: number;
  cacheKey: string;
  /** The provider's answer as JSON. */
  body: string;
  fetchedAt: string;
}

export interface OctoDemoBookingsTable {
  uuid: string;
  apiKey: string;
  availabilityId: string;
  productId: string;
  optionId: string;
  status: string;
  units: number;
  body: string;
  expiresAt: string | null;
  createdAt: string;
}

export interface ExternalProviderTables {
  externalProviders: ExternalProvidersTable;
  externalProviderCache: ExternalProviderCacheTable;
  octoDemoBookings: OctoDemoBookingsTable;
}

export type ExternalProviderRow = Selectable<ExternalProvidersTable>;
