import { onlySupplier, type SupplierFilter } from '../../auth/scope';
import type { Db } from '../../db/database';
import { resolveProviderUrl } from '../../integrations/octo/local-origin';
import { openApiKey, sealApiKey } from './secret';

/** What the OCTO adapter needs to call one provider, its key opened. Server-side only. */
export interface ProviderConnection {
  id: number;
  name: string;
  /** The URL to call (a path on this server already resolved to this server's address). */
  baseUrl: string;
  /** The demo provider on this server (resolveProviderUrl): the outbound-address rule lets it through. */
  ownServer: boolean;
  apiKey: string;
  octoSupplierId: string | null;
}

/**
 * A provider in reach, ready to call; null when it does not exist, belongs to a supplier out of reach, or
 * is switched off (unless `includeInactive`: cancelling a booking made before it was switched off).
 */
export async function providerConnection(
  db: Db,
  suppliers: SupplierFilter,
  providerId: number,
  options: { includeInactive?: boolean } = {},
): Promise<ProviderConnection | null> {
  const only = onlySupplier(suppliers);
  let q = db
    .selectFrom('externalProviders')
    .select(['id', 'name', 'baseUrl', 'apiKeyEncrypted', 'octoSupplierId'])
    .where('id', '=', providerId)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!));
  if (!options.includeInactive) q = q.where('isActive', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const target = resolveProviderUrl(row.baseUrl);
  return {
    id: row.id,
    name: row.name,
    baseUrl: target.url,
    ownServer: target.ownServer,
    apiKey: await openApiKey(db, row.apiKeyEncrypted),
    octoSupplierId: row.octoSupplierId,
  };
}

export interface ProviderListRow {
  id: number;
  name: string;
  baseUrl: string;
  octoSupplierId: string | null;
  isActive: boolean;
  hasApiKey: boolean;
  updatedAt: string;
  supplierId: number;
  supplierName: string;
}

/** The providers in reach (the operator's staff reach every supplier's), with their supplier. */
export async function listProviders(
  db: Db,
  suppliers: SupplierFilter,
  activeOnly: boolean,
): Promise<ProviderListRow[]> {
  const only = onlySupplier(suppliers);
  let q = db
    .selectFrom('externalProviders as p')
    .innerJoin('suppliers as sup', 'sup.id', 'p.supplierId')
    .select([
      'p.id',
      'p.name',
      'p.baseUrl',
      'p.octoSupplierId',
      'p.isActive',
      'p.apiKeyEncrypted',
      'p.updatedAt',
      'p.supplierId',
      'sup.name as supplierName',
    ])
    .$if(only !== undefined, (w) => w.where('p.supplierId', '=', only!));
  if (activeOnly) q = q.where('p.isActive', '=', 1);
  const rows = await q.orderBy('p.name').orderBy('p.id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    baseUrl: r.baseUrl,
    octoSupplierId: r.octoSupplierId,
    isActive: Boolean(r.isActive),
    hasApiKey: r.apiKeyEncrypted !== '',
    updatedAt: r.updatedAt,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
  }));
}

export async function findProvider(
  db: Db,
  suppliers: SupplierFilter,
  id: number,
): Promise<ProviderListRow | null> {
  const rows = await listProviders(db, suppliers, false);
  return rows.find((r) => r.id === id) ?? null;
}

export interface ProviderWrite {
  name: string;
  baseUrl: string;
  /** Absent or null: keep the stored key. */
  apiKey?: string | null;
  octoSupplierId: string | null;
  isActive: boolean;
}

export async function insertProvider(
  db: Db,
  supplierId: number,
  p: ProviderWrite & { apiKey: string },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('externalProviders')
    .values({
      supplierId,
      name: p.name,
      baseUrl: p.baseUrl,
      apiKeyEncrypted: await sealApiKey(db, p.apiKey),
      octoSupplierId: p.octoSupplierId,
      isActive: p.isActive ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the provider is not in reach. It stays its own supplier's, whoever saves it. */
export async function updateProvider(
  db: Db,
  suppliers: SupplierFilter,
  id: number,
  p: ProviderWrite,
): Promise<boolean> {
  const only = onlySupplier(suppliers);
  const res = await db
    .updateTable('externalProviders')
    .set({
      name: p.name,
      baseUrl: p.baseUrl,
      octoSupplierId: p.octoSupplierId,
      isActive: p.isActive ? 1 : 0,
      updatedAt: new Date().toISOString(),
      ...(p.apiKey ? { apiKeyEncrypted: await sealApiKey(db, p.apiKey) } : {}),
    })
    .where('id', '=', id)
    .$if(only !== undefined, (w) => w.where('supplierId', '=', only!))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  // A new address or key may answer differently: drop what the old one said.
  await db.deleteFrom('externalProviderCache').where('providerId', '=', id).execute();
  return true;
}

/**
 * The OCTO supplier id a passing "Test connection" found (issue 26 item 7): the provider's own answer
 * to GET /supplier, kept so the settings show whom the key reaches. Only the id changes: the cache of
 * the provider's answers stays (same address, same key).
 */
export async function keepOctoSupplierId(db: Db, id: number, octoSupplierId: string): Promise<void> {
  await db
    .updateTable('externalProviders')
    .set({ octoSupplierId, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('octoSupplierId', 'is', null), eb('octoSupplierId', '<>', octoSupplierId)]))
    .execute();
}

/**
 * The supplier of a provider whose product some time slot is mapped to, for sellers (who belong to no
 * supplier): they may learn the start times of a product on sale, nothing else of the provider.
 */
export async function supplierSellingProduct(
  db: Db,
  providerId: number,
  productId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('externalProviders as p')
    .innerJoin('timeSlotGroups as g', 'g.supplierId', 'p.supplierId')
    .innerJoin('timeSlots as s', 's.groupId', 'g.id')
    .select('p.supplierId')
    .where('p.id', '=', providerId)
    .where('s.isExternalId', '=', 1)
    .where('s.isDeleted', '=', 0)
    .where('s.externalProviderId', '=', providerId)
    .where((eb) =>
      eb.or([eb('s.externalProductId', '=', productId), eb('s.externalProductPerChildId', '=', productId)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.supplierId ?? null;
}
