import { createHash } from 'node:crypto';
import type { AppContext } from '../../http/types';
import { providerConnection } from '../external-providers/repo';
import { providerClient } from '../external-providers/service';
import type { ProviderConnector } from './octo-port';

/**
 * The supplier's provider, connected with its stored key, the configured time limit per call
 * (OCTO_TIMEOUT_MS) and the outbound-address rule (providerClient). A provider switched off after a booking was made still takes that booking's
 * cancel (`includeInactive`); new bookings need an active one.
 */
export function providerConnector(
  ctx: Pick<AppContext, 'db' | 'config'>,
  options: { includeInactive?: boolean } = {},
): ProviderConnector {
  return async (supplierId, providerId) => {
    const conn = await providerConnection(ctx.db, { supplierId }, providerId, options);
    if (!conn) return null;
    return {
      id: conn.id,
      name: conn.name,
      origin: createHash('sha256').update(`${conn.baseUrl}\n${conn.apiKey}`).digest('hex'),
      client: providerClient(conn, ctx.config),
    };
  };
}
