import { OCTO_DEMO_API_KEY } from '../../integrations/octo-demo/behaviour';
import { DEMO_SUPPLIER_ID } from '../../integrations/octo-demo/catalogue';
import { OCTO_DEMO_PREFIX } from '../../integrations/octo-demo/routes';
import { insertProvider } from '../../modules/external-providers/repo';
import type { SeedCounts } from '../batch';
import type { Db } from '../database';

/**
 * A supplier's OCTO provider: the demo provider this server itself serves at /octo-demo/v1. Its base
 * URL is stored as that path, which the adapter resolves against the server's own address
 * (server/integrations/octo/local-origin.ts), so it works on any host and port without the internet.
 * Every demo supplier has one (the operator's first), each its own row, as each would enter its key.
 */
export async function seedExternalProviders(
  db: Db,
  supplierId: number,
  counts: SeedCounts,
  name = 'Dubai Attractions (OCTO demo)',
): Promise<number> {
  const id = await insertProvider(db, supplierId, {
    name,
    baseUrl: OCTO_DEMO_PREFIX,
    apiKey: OCTO_DEMO_API_KEY,
    octoSupplierId: DEMO_SUPPLIER_ID,
    isActive: true,
  });
  counts.externalProviders = (counts.externalProviders ?? 0) + 1;
  return id;
}
