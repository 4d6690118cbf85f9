import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { addressLiteral } from './address-kind';
import { literalAllowed, type OutboundPolicy, type PrivateAllowance } from './policy';

/**
 * The one way the server calls a system whose address a user typed (a ticket provider's base URL):
 * the outbound-address rule of docs/decisions.md. The host is resolved here, every address it resolves
 * to is checked against the policy, and the connection is pinned to the checked addresses (the socket's
 * lookup answers them and never asks DNS again), so a name that changes its answer between the check
 * and the connect (DNS rebinding) reaches nothing new. Redirects are not followed: a 3xx is an answer
 * like any other status. The caller gets the status and the body text, never more than MAX_BODY_BYTES.
 */

/**
 * - `bad-url`: not an http(s) URL, or one with user and password;
 * - `private-address`: the host is or resolves to an address the policy does not allow;
 * - `timeout`: no whole answer within the time limit (DNS included);
 * - `unreachable`: the name does not resolve, or no connection (refused socket, TLS);
 * - `too-large`: the answer is longer than MAX_BODY_BYTES.
 */
export type OutboundFailure = 'bad-url' | 'private-address' | 'timeout' | 'unreachable' | 'too-large';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface OutboundResponse {
  status: number;
  text: string;
}

/** An OCTO product list of a few hundred products is well under 1 MB; a bound keeps memory safe. */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

type Resolved = { address: string; family: number }[];

/** The addresses the call may connect to, each checked; refuses when any of them is not allowed. */
async function checkedAddresses(hostname: string, allow: PrivateAllowance): Promise<Resolved> {
  const literal = addressLiteral(hostname);
  const found: Resolved = literal
    ? [{ address: literal, family: net.isIPv6(literal) ? 6 : 4 }]
    : await dns.promises.lookup(hostname, { all: true, verbatim: true }).catch((e: unknown) => {
        throw new OutboundError('unreachable', `The name ${hostname} could not be resolved`, { cause: e });
      });
  if (found.length === 0) throw new OutboundError('unreachable', `The name ${hostname} has no address`);
  // Any one address not allowed refuses the host: a name that also resolves to a private address is
  // one rebinding away from it.
  if (found.some((a) => !literalAllowed(a.address, allow)))
    throw new OutboundError('private-address', `The address of ${hostname} is a private network address`);
  return found;
}

/** A socket lookup that answers only the checked addresses (Node asks with `all` for Happy Eyeballs). */
function pinnedLookup(addresses: Resolved): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    if (usable.length === 0) {
      const err = Object.assign(new Error('No checked address of that family'), { code: 'ENOTFOUND' });
      callback(err, '', 0);
    } else if (options.all) callback(null, usable);
    else callback(null, usable[0].address, usable[0].family);
  };
}

/**
 * Kept-alive connections per protocol and allowance: a pooled socket was connected to an address
 * checked under the same allowance, so reusing it obeys the rule too.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allow: PrivateAllowance | 'own server'): http.Agent {
  const key = `${protocol}${JSON.stringify(allow)}`;
  let agent = agents.get(key);
  if (!agent) {
    agent =
      protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    agents.set(key, agent);
  }
  return agent;
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('bad-url', 'The address is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('bad-url', 'The address is not an http(s) URL');
  if (url.username || url.password) throw new OutboundError('bad-url', 'The address carries a user name');
  return url;
}

/** The address of this server's own demo provider: called as it is (see OutboundPolicy.ownServer). */
function isOwnServer(url: URL, ownServer: string | null | undefined): boolean {
  if (!ownServer) return false;
  const own = new URL(ownServer.endsWith('/') ? ownServer : `${ownServer}/`);
  return url.origin === own.origin && url.pathname.startsWith(own.pathname);
}

/**
 * Whether a URL's host is refused by the policy, for telling the user at once (a provider's settings
 * saved): true when it is or resolves to a refused address. A name that does not resolve (yet) is not
 * refused here: the check that counts runs again at every call.
 */
export async function hostRefused(
  rawUrl: string,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<boolean> {
  const url = parseUrl(rawUrl);
  if (isOwnServer(url, policy.ownServer)) return false;
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), timeoutMs).unref());
  try {
    await Promise.race([checkedAddresses(url.hostname, policy.allowPrivate), timer]);
    return false;
  } catch (e) {
    if (e instanceof OutboundError && e.kind === 'private-address') return true;
    return false;
  }
}

export async function outboundRequest(
  req: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const url = parseUrl(req.url);
  const signal = AbortSignal.timeout(req.timeoutMs);
  const timeout = () => new OutboundError('timeout', `No answer within ${req.timeoutMs} ms`);
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(timeout()), { once: true }),
  );
  aborted.catch(() => undefined);

  const hostname = url.hostname;
  const addresses = isOwnServer(url, policy.ownServer)
    ? null
    : await Promise.race([checkedAddresses(hostname, policy.allowPrivate), aborted]);

  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      fn();
    };
    const fail = (e: unknown) =>
      settle(() =>
        reject(
          e instanceof OutboundError
            ? e
            : new OutboundError('unreachable', `No connection: ${(e as Error).message}`, { cause: e }),
        ),
      );
    const lib = url.protocol === 'https:' ? https : http;
    const request = lib.request(
      url,
      {
        method: req.method,
        headers: {
          ...req.headers,
          ...(req.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(req.body)) }),
        },
        agent: agentFor(url.protocol, addresses ? policy.allowPrivate : 'own server'),
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            fail(new OutboundError('too-large', `The answer is longer than ${MAX_BODY_BYTES} bytes`));
            request.destroy();
          } else chunks.push(chunk);
        });
        res.on('end', () =>
          settle(() =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          ),
        );
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('The connection closed before the answer ended')));
      },
    );
    function onAbort() {
      fail(timeout());
      request.destroy();
    }
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', fail);
    request.end(req.body);
  });
}
