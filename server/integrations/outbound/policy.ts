import net from 'node:net';
import type { PrivateAllowance } from '../../config';
import { classifyAddress, type ClassifiedAddress } from './address-kind';

export type { PrivateAllowance };

export interface OutboundPolicy {
  /**
   * Which private addresses the deployment lets calls reach (OUTBOUND_ALLOW_PRIVATE): `none` (public
   * addresses only), `all` (also loopback and private networks; never link-local, unspecified or
   * reserved), or the addresses and CIDR ranges listed, of any kind.
   */
  allowPrivate: PrivateAllowance;
  /**
   * The built-in demo provider on this server (a base URL stored as /octo-demo/v1, resolved to
   * http://127.0.0.1:<port>/octo-demo/v1): calls under this URL prefix are this server calling itself,
   * and go through whatever the address.
   */
  ownServer?: string | null;
}

const listCache = new WeakMap<string[], net.BlockList>();

function blockListOf(entries: string[]): net.BlockList {
  let list = listCache.get(entries);
  if (!list) {
    list = new net.BlockList();
    for (const entry of entries) {
      const [address, bits] = entry.split('/');
      const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    listCache.set(entries, list);
  }
  return list;
}

/** Whether the policy lets a call reach this (classified) address. */
export function addressAllowed(c: ClassifiedAddress, allow: PrivateAllowance): boolean {
  if (c.kind === 'public') return true;
  if (allow === 'none') return false;
  if (allow === 'all') return c.kind === 'loopback' || c.kind === 'private';
  return blockListOf(allow).check(c.address, net.isIPv6(c.address) ? 'ipv6' : 'ipv4');
}

/** The same, for an address as DNS or a URL gives it; an unreadable one is refused. */
export function literalAllowed(address: string, allow: PrivateAllowance): boolean {
  const c = classifyAddress(address);
  return c !== null && addressAllowed(c, allow);
}
