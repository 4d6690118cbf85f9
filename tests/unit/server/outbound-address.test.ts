import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../../server/integrations/outbound/address-kind';
import { literalAllowed } from '../../../server/integrations/outbound/policy';

// The outbound-address rule's classifier (docs/decisions.md "The outbound-address rule"): one address
// in the many spellings a URL or DNS can give it is judged the same, and only public ones pass unless
// the deployment allows private ones.

const kinds = (spellings: string[]) => spellings.map((s) => classifyAddress(s)?.kind ?? 'name');

describe('address kinds', () => {
  it('reads every spelling of loopback as loopback', () => {
    const loopback = [
      '127.0.0.1',
      '127.1',
      '127.0.1',
      '2130706433',
      '0x7f000001',
      '0x7f.0.0.1',
      '0x7F.1',
      '0177.0.0.1',
      '017700000001',
      '127.255.255.254',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '0000:0000:0000:0000:0000:0000:0000:0001',
      '::ffff:127.0.0.1',
      '[::ffff:127.0.0.1]',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:0001',
      '::127.0.0.1',
      '64:ff9b::127.0.0.1',
      '2002:7f00:0001::',
    ];
    expect(kinds(loopback)).toEqual(loopback.map(() => 'loopback'));
  });

  it('reads private, link-local, unspecified and reserved addresses as what they are, mapped or not', () => {
    const cases: Array<[string, string]> = [
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['012.0.0.1', 'private'],
      ['167772161', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.1', 'private'],
      ['0xc0.0xa8.1.1', 'private'],
      ['100.64.0.1', 'private'],
      ['::ffff:10.0.0.1', 'private'],
      ['::ffff:192.168.0.1', 'private'],
      ['fc00::1', 'private'],
      ['fd12:3456:789a::1', 'private'],
      ['FD00::1', 'private'],
      ['fec0::1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['2852039166', 'link-local'],
      ['0xa9.0xfe.0xa9.0xfe', 'link-local'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['[::ffff:a9fe:a9fe]', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['[fe80::1%25eth0]', 'link-local'],
      ['0.0.0.0', 'unspecified'],
      ['0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['0:0:0:0:0:0:0:0', 'unspecified'],
      ['::ffff:0.0.0.0', 'unspecified'],
      ['224.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
      ['4294967295', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['ff02::1', 'reserved'],
      ['2001:db8::1', 'reserved'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
      ['100::1', 'reserved'],
    ];
    expect(cases.map(([a]) => [a, classifyAddress(a)?.kind])).toEqual(cases);
  });

  it('reads public addresses as public, and host names as names to resolve first', () => {
    const publicOnes = [
      '8.8.8.8',
      '134744072',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '::ffff:8.8.8.8',
      '2606:4700:4700::1111',
      '[2a00:1450:4001:80b::200e]',
      '2002:0808:0808::1',
    ];
    expect(kinds(publicOnes)).toEqual(publicOnes.map(() => 'public'));
    expect(kinds(['localhost', 'example.com', 'api.example.com', '127.0.0.1.nip.io', ''])).toEqual([
      'name',
      'name',
      'name',
      'name',
      'name',
    ]);
  });

  it('gives the address the kind was judged on: the IPv4 inside an IPv6 form', () => {
    expect(classifyAddress('::ffff:7f00:1')).toEqual({ kind: 'loopback', address: '127.0.0.1' });
    expect(classifyAddress('2130706433')).toEqual({ kind: 'loopback', address: '127.0.0.1' });
    expect(classifyAddress('[0:0::1]')).toEqual({ kind: 'loopback', address: '::1' });
  });
});

describe('what a policy lets through', () => {
  it('public only by default', () => {
    expect(literalAllowed('8.8.8.8', 'none')).toBe(true);
    for (const a of ['127.0.0.1', '::1', '10.0.0.1', '169.254.169.254', '0.0.0.0', '::ffff:7f00:1', 'x'])
      expect([a, literalAllowed(a, 'none')]).toEqual([a, false]);
  });

  it('all: loopback and private networks, never link-local (the cloud metadata), unspecified or reserved', () => {
    for (const a of ['127.0.0.1', '::1', '10.0.0.1', 'fd00::1', '::ffff:192.168.0.1'])
      expect([a, literalAllowed(a, 'all')]).toEqual([a, true]);
    for (const a of ['169.254.169.254', 'fe80::1', '0.0.0.0', '::', '224.0.0.1'])
      expect([a, literalAllowed(a, 'all')]).toEqual([a, false]);
  });

  it('a list: exactly the addresses and ranges named, whatever the spelling', () => {
    const allow = ['127.0.0.1', '10.1.0.0/16', 'fd00::/8'];
    for (const a of ['127.0.0.1', '::ffff:127.0.0.1', '2130706433', '10.1.2.3', 'fd12::1', '8.8.8.8'])
      expect([a, literalAllowed(a, allow)]).toEqual([a, true]);
    for (const a of ['127.0.0.2', '::1', '10.2.0.1', 'fc00::1', '169.254.169.254'])
      expect([a, literalAllowed(a, allow)]).toEqual([a, false]);
  });
});
