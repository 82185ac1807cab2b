import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';
import { assertFetchableUrl, BlockedUrlError, createGuardedLookup, NO_PRIVATE_ACCESS, type PrivateAccess } from './ssrf-guard';

describe('isPrivateAddress', () => {
  it.each([
    '10.0.0.5', '10.255.255.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.254',
    '127.0.0.1', '127.8.9.10', '169.254.169.254', '169.254.0.1', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250',
    '255.255.255.255', '240.0.0.1', '198.18.0.1', '192.0.0.192',
    '::', '::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fc00::1', 'fd12:3456:789a::1', 'ff02::1', 'fec0::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '0:0:0:0:0:ffff:c0a8:0101',
    '::127.0.0.1', '64:ff9b::10.0.0.1', '2002:0a00:0001::1', '[::1]', 'not-an-ip', '',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '169.253.1.1',
    '192.169.0.1', '11.0.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8',
    '2002:0808:0808::1', 'fe00::1',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('assertFetchableUrl', () => {
  const refused = (url: string, access: PrivateAccess = NO_PRIVATE_ACCESS) => () => assertFetchableUrl(new URL(url), access);

  it('allows public http and https URLs on any port', () => {
    expect(refused('https://example.com/')).not.toThrow();
    expect(refused('http://example.com:8080/x')).not.toThrow();
    expect(refused('http://93.184.216.34/')).not.toThrow();
  });

  it('refuses other schemes', () => {
    expect(refused('ftp://example.com/')).toThrow(BlockedUrlError);
    expect(refused('file:///etc/passwd')).toThrow(/only http and https/);
  });

  it('refuses literal private IPs in every spelling the URL parser accepts', () => {
    for (const url of ['http://10.0.0.5/', 'http://127.0.0.1:3000/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0x7f.1/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://0/']) {
      expect(refused(url), url).toThrow(BlockedUrlError);
    }
    expect(refused('http://10.0.0.5/')).toThrow('Refused: 10.0.0.5 is a private address');
  });

  it('refuses metadata and localhost names before any lookup', () => {
    for (const url of ['http://metadata.google.internal/computeMetadata/v1/', 'http://METADATA.GOOGLE.INTERNAL./', 'http://localhost:8080/', 'http://app.localhost/']) {
      expect(refused(url), url).toThrow(BlockedUrlError);
    }
  });

  it('lets listed host:port pairs and access.all through', () => {
    expect(refused('http://127.0.0.1:43123/', { all: false, hosts: ['127.0.0.1:43123'] })).not.toThrow();
    expect(refused('http://127.0.0.1:43124/', { all: false, hosts: ['127.0.0.1:43123'] })).toThrow(BlockedUrlError);
    expect(refused('http://[::1]:3000/', { all: false, hosts: ['[::1]:3000'] })).not.toThrow();
    expect(refused('http://Wiki.Intranet/', { all: false, hosts: ['wiki.intranet:80'] })).not.toThrow();
    expect(refused('http://10.0.0.5/', { all: true, hosts: [] })).not.toThrow();
    expect(refused('ftp://10.0.0.5/', { all: true, hosts: [] })).toThrow(BlockedUrlError);
  });
});

function lookupOnce(lookup: LookupFunction, hostname: string, all: boolean): Promise<string | LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { all }, (error, address) => (error ? reject(error) : resolve(address)));
  });
}

describe('createGuardedLookup', () => {
  it('refuses a name that resolves to a private address, naming it', async () => {
    const lookup = createGuardedLookup(new URL('http://localhost:8080/'), NO_PRIVATE_ACCESS);
    await expect(lookupOnce(lookup, 'localhost', false)).rejects.toThrow(/^Refused: localhost resolves to a private address \((127\.0\.0\.1|::1)\)$/);
    await expect(lookupOnce(lookup, '127.0.0.1', true)).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it('answers in the shape asked for when the destination is allowed', async () => {
    const listed = createGuardedLookup(new URL('http://127.0.0.1:8080/'), { all: false, hosts: ['127.0.0.1:8080'] });
    await expect(lookupOnce(listed, '127.0.0.1', false)).resolves.toBe('127.0.0.1');
    await expect(lookupOnce(listed, '127.0.0.1', true)).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    const everything = createGuardedLookup(new URL('http://localhost/'), { all: true, hosts: [] });
    await expect(lookupOnce(everything, 'localhost', true)).resolves.not.toHaveLength(0);
  });

  it('accepts a resolved address listed with the port', async () => {
    const lookup = createGuardedLookup(new URL('http://intranet.example:8080/'), { all: false, hosts: ['127.0.0.1:8080'] });
    await expect(lookupOnce(lookup, '127.0.0.1', false)).resolves.toBe('127.0.0.1');
  });
});

describe('cloud metadata addresses', () => {
  const everything: PrivateAccess = { all: true, hosts: [] };
  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'http://[fd00:0ec2:0000:0000:0000:0000:0000:0254]/', 'http://[::ffff:169.254.169.254]/', 'http://metadata.google.internal/'])(
    'refuses %s even when every private address is allowed',
    (url) => {
      expect(() => assertFetchableUrl(new URL(url), everything)).toThrow(BlockedUrlError);
      expect(() => assertFetchableUrl(new URL(url), { all: false, hosts: [`${new URL(url).hostname}:80`] })).toThrow(BlockedUrlError);
    },
  );
  it('still lets ALLOW_PRIVATE_URLS reach other link-local and loopback addresses', () => {
    expect(() => assertFetchableUrl(new URL('http://169.254.10.1/'), everything)).not.toThrow();
    expect(() => assertFetchableUrl(new URL('http://127.0.0.1:8080/'), everything)).not.toThrow();
  });
});
