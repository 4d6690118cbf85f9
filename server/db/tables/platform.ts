import type { Generated, Selectable } from 'kysely';

// Settings, languages, idempotency keys and the audit log: what every area leans on.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface LanguagesTable {
  id: Generated<number>;
  name: string;
  code: string;
  isOffers: Generated<number>;
  isDeleted: Generated<number>;
  imgUrl: string | null;
  updatedAt: string;
}

export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  state: string;
  statusCode: number | null;
  responseBody: string | null;
  createdAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  userId: number | null;
  action: string;
  subject: string | null;
  detail: string | null;
  ip: string | null;
}

export interface PlatformTables {
  appSettings: AppSettingsTable;
  languages: LanguagesTable;
  idempotencyKeys: IdempotencyKeysTable;
  auditLog: AuditLogTable;
}

export type LanguageRow = Selectable<LanguagesTable>;
