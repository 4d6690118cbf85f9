import { createHash } from 'node:crypto';
import { octoClient } from '../../integrations/octo/adapter';
import type { AppContext } from '../../http/types';
import { providerConnection } from '../external-providers/repo';
import type { ProviderConnector } from './octo-port';

/**
 * The supplier's provider, connected with its stored key and the configured time limit per call
 * (OCTO_TIMEOUT_MS). A provider switched off after a booking was made still takes that booking's
 * cancel (`includeInactive`); new bookings need an active one.
 */
export function providerConnector(
  ctx: Pick<AppContext, 'db' | 'config'>,
  options: { includeInactive?: boolean } = {},
): ProviderConnector {
  return async (supplierId, providerId) => {
    const conn = await providerConnection(ctx.db, supplierId, providerId, options);
    if (!conn) return null;
    return {
      id: conn.id,
      name: conn.name,
      origin: createHash('sha256').update(`${conn.baseUrl}\n${conn.apiKey}`).digest('hex'),
      client: octoClient({ baseUrl: conn.baseUrl, apiKey: conn.apiKey, timeoutMs: ctx.config.octoTimeoutMs }),
    };
  };
}
