import { OCTO_DEMO_BASE_PATH } from '../../../contract';

/**
 * A provider's base URL may be a path on this server (`/octo-demo/v1`, the demo provider the seed
 * configures), so the demo works whatever address or port the server gets. Such a path is resolved
 * against this server's own address: set by main.ts once the server listens (http://127.0.0.1:<port>),
 * and by tests that listen on a free port; until then http://127.0.0.1:$PORT (8080 by default).
 */
let origin: string | null = null;

export function setLocalOrigin(url: string): void {
  origin = url.replace(/\/+$/, '');
}

export function localOrigin(): string {
  return origin ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
}

/** Where a stored base URL points: the URL to call, and whether it is this server's own demo provider. */
export interface ProviderTarget {
  url: string;
  /**
   * The demo provider on this server, which the outbound-address rule lets through (it is this server
   * calling itself on its loopback address). Only the demo's own path is: any other path was never
   * accepted as a base URL (contract), and an absolute URL is checked like any provider's.
   */
  ownServer: boolean;
}

export function resolveProviderUrl(baseUrl: string): ProviderTarget {
  if (!baseUrl.startsWith('/')) return { url: baseUrl, ownServer: false };
  const path = baseUrl.replace(/\/+$/, '');
  return { url: `${localOrigin()}${path}`, ownServer: path === OCTO_DEMO_BASE_PATH };
}
