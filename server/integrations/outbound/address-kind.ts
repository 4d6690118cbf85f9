import net from 'node:net';

/**
 * What kind of network an IP address is on, for the outbound-address rule (docs/decisions.md): only
 * `public` addresses are called unless the deployment allows private ones (OUTBOUND_ALLOW_PRIVATE).
 * - `loopback`: this machine (127.0.0.0/8, ::1);
 * - `private`: a private or shared network (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fec0::/10);
 * - `link-local`: the local link, where clouds serve instance metadata and credentials (169.254/16,
 *   fe80::/10);
 * - `unspecified`: 0.0.0.0/8 and ::, which Linux connects to this machine;
 * - `reserved`: multicast, broadcast, documentation, benchmarking and every IPv6 outside 2000::/3.
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'reserved';

/** An address's kind, and the address the kind was judged on (the IPv4 inside an IPv6 form of it). */
export interface ClassifiedAddress {
  kind: AddressKind;
  /** Canonical: dotted IPv4, or compressed lower-case IPv6. */
  address: string;
}

const V4_RANGES: Array<[string, number, AddressKind]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.0.0', 16, 'link-local'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4Number = (dotted: string): number => dotted.split('.').reduce((n, part) => n * 256 + Number(part), 0);

function v4Kind(dotted: string): AddressKind {
  const n = v4Number(dotted);
  for (const [base, bits, kind] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    if (n >= start && n < start + size) return kind;
  }
  return 'public';
}

const v4Of = (high: number, low: number): string => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The eight 16-bit groups of a canonical IPv6 address (no embedded dotted IPv4, no zone). */
function hextets(v6: string): number[] {
  const [head, tail] = v6.includes('::') ? v6.split('::') : [v6, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16));
}

function v6Kind(v6: string): ClassifiedAddress {
  const h = hextets(v6);
  const zeroUpTo = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return { kind: 'unspecified', address: v6 };
  if (zeroUpTo(7) && h[7] === 1) return { kind: 'loopback', address: v6 };
  // IPv4 inside IPv6 is judged as that IPv4: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64
  // (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::) all reach the IPv4 address in them.
  const embedded =
    (zeroUpTo(5) && h[5] === 0xffff) ||
    zeroUpTo(6) ||
    (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0))
      ? v4Of(h[6], h[7])
      : h[0] === 0x2002
        ? v4Of(h[1], h[2])
        : null;
  if (embedded) return { kind: v4Kind(embedded), address: embedded };
  if (h[0] === 0x64 && h[1] === 0xff9b && h[2] === 1) return { kind: 'private', address: v6 }; // local NAT64
  if ((h[0] & 0xfe00) === 0xfc00) return { kind: 'private', address: v6 };
  if ((h[0] & 0xffc0) === 0xfec0) return { kind: 'private', address: v6 };
  if ((h[0] & 0xffc0) === 0xfe80) return { kind: 'link-local', address: v6 };
  // Teredo (2001::/32) hides its IPv4 end; documentation (2001:db8::/32); anything outside 2000::/3.
  if (h[0] === 0x2001 && (h[1] === 0 || h[1] === 0xdb8)) return { kind: 'reserved', address: v6 };
  if ((h[0] & 0xe000) !== 0x2000) return { kind: 'reserved', address: v6 };
  return { kind: 'public', address: v6 };
}

/**
 * The address a URL host names literally, in canonical form, whatever the spelling: decimal, octal or
 * hex IPv4 (2130706433, 0177.0.0.1, 0x7f.1), short forms (127.1), bracketed, zero-padded or mapped
 * IPv6, a zone id. Null when the host is a name (it must be resolved first). The WHATWG URL parser is
 * what fetch and the browser use, so it reads a host as every client of that URL would.
 */
export function addressLiteral(host: string): string | null {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare === '') return null;
  if (bare.includes(':')) {
    const v6 = bare.replace(/%.*$/, '');
    if (net.isIPv6(v6)) return new URL(`http://[${v6}]`).hostname.slice(1, -1);
    return null;
  }
  let hostname: string;
  try {
    hostname = new URL(`http://${bare}`).hostname;
  } catch {
    return null;
  }
  return net.isIPv4(hostname) ? hostname : null;
}

/** The kind of an address literal in any spelling addressLiteral reads; null for a host name. */
export function classifyAddress(host: string): ClassifiedAddress | null {
  const address = addressLiteral(host);
  if (address === null) return null;
  return net.isIPv4(address) ? { kind: v4Kind(address), address } : v6Kind(address);
}
