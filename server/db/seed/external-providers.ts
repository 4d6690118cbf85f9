import { OCTO_DEMO_API_KEY } from '../../integrations/octo-demo/behaviour';
import { DEMO_SUPPLIER_ID } from '../../integrations/octo-demo/catalogue';
import { OCTO_DEMO_PREFIX } from '../../integrations/octo-demo/routes';
import { insertProvider } from '../../modules/external-providers/repo';
import { ExternalCodeType } from '../../../contract';
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

/**
 * The demo's one slot sold through OCTO (issue 24, a demo world that shows every feature): the
 * operator's Dubai Frame open ticket books the demo provider's Dubai Frame day ticket, so a booking of
 * it made on a fresh start is reserved and confirmed at the provider and its tickets download with the
 * provider's QR codes. The demo's own past bookings of it were seeded without a provider and keep none.
 */
export async function mapDemoOctoSlot(db: Db, providerId: number, supplierId: number): Promise<number> {
  const slot = await db
    .selectFrom('timeSlots as s')
    .innerJoin('timeSlotGroups as g', 'g.id', 's.groupId')
    .select('s.id')
    .where('g.supplierId', '=', supplierId)
    .where('g.name', '=', DEMO_OCTO_SLOT.group)
    .where('s.name', '=', DEMO_OCTO_SLOT.slot)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('timeSlots')
    .set({
      isExternalId: 1,
      externalProviderId: providerId,
      externalProductId: DEMO_OCTO_SLOT.productId,
      externalProductMappingValue: DEMO_OCTO_SLOT.optionId,
      externalProviderCodeType: ExternalCodeType.QrCode,
      externalIsTicketPerPax: 1,
      bookingReferencePrefix: 'FRAME-',
    })
    .where('id', '=', slot.id)
    .execute();
  return slot.id;
}

/** Which demo slot sells through the demo provider, and as which of its products (octo-demo/catalogue.ts). */
export const DEMO_OCTO_SLOT = {
  group: 'Dubai Frame visits',
  slot: 'Open ticket',
  productId: 'dubai-frame',
  optionId: 'DEFAULT',
} as const;
