import type { Generated } from 'kysely';

// A supplier's photo library.
// Table types, camelCase (CamelCasePlugin maps them to snake_case columns). Mirrors migrations/.

export interface PhotosTable {
  id: Generated<number>;
  supplierId: number;
  title: Generated<string>;
  description: Generated<string>;
  fileName: string;
  /** The upload's guid, made on the device; unique per supplier (a retried upload finds its photo). */
  guid: string | null;
  urlBig: string;
  urlMedium: string;
  urlSmall: string;
  isDeleted: Generated<number>;
  createdAt: string;
}

export interface MediaTables {
  photos: PhotosTable;
}
