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

/** The URL the adapter calls for a stored base URL. */
export function resolveProviderUrl(baseUrl: string): string {
  return baseUrl.startsWith('/') ? `${localOrigin()}${baseUrl}` : baseUrl;
}
