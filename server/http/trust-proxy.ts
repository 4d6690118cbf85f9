import type { Config } from '../config';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for the configured proxies. The client address is then the one the last
 * trusted proxy saw (X-Forwarded-For read from the right), never the left-most entry the client wrote.
 *
 * A hop count is passed as a function: Fastify 5 treats a bare number as "trust nothing" for
 * X-Forwarded-For, which would put every client behind a balancer on the balancer's address. A hop
 * count believes whoever connects, so it is for an API that only the proxies can reach; a list of
 * proxy addresses also checks who connects.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | TrustFn | string[] {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
