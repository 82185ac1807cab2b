import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, parseV6 } from './private-address';

/** Which private destinations a fetch may reach: none by default, some `host:port`s, or all. */
export interface PrivateAccess {
  all: boolean;
  /** e.g. ['127.0.0.1:43123', 'wiki.intranet:8080', '[::1]:3000'] */
  hosts: string[];
}

export const NO_PRIVATE_ACCESS: PrivateAccess = { all: false, hosts: [] };

/** Why a URL is refused: only 'private' can be allowed, by ALLOW_PRIVATE_URLS. */
export type BlockedReason = 'scheme' | 'metadata' | 'private';

export class BlockedUrlError extends Error {
  override name = 'BlockedUrlError';
  constructor(
    message: string,
    readonly reason: BlockedReason = 'private',
  ) {
    super(message);
  }
}

// Names that reach instance metadata services without going through a private-looking address
// check first (GCP resolves metadata.google.internal to 169.254.169.254, but only inside GCP).
const METADATA_HOSTNAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

/** The sentence to add after a refusal that an administrator can lift; empty for the others. */
export function allowPrivateUrlsHint(error: BlockedUrlError, url?: URL): string {
  if (error.reason !== 'private') return '';
  const listed = url ? `, or ${url.hostname}:${portOf(url)}` : ', or a list of host:port';
  return ` Private and local addresses need ALLOW_PRIVATE_URLS on the server (true${listed}).`;
}

/** The port a URL connects to, its scheme's default when it names none. */
export function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function formatHost(address: string): string {
  return isIP(address) === 6 ? `[${address}]` : address;
}

function isListed(access: PrivateAccess, host: string, port: string): boolean {
  const key = `${host}:${port}`.toLowerCase();
  return access.hosts.some((h) => h.trim().toLowerCase() === key);
}

// Cloud instance-metadata addresses: refused even when ALLOW_PRIVATE_URLS allows private ones,
// since they hand out the machine's credentials (AWS, GCP, Azure, OpenStack; AWS's IPv6 form).
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '169.254.170.2', '100.100.100.200']);

/** True for a cloud metadata service address, in any spelling (IPv4-mapped, zero-padded IPv6). */
export function isMetadataAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  if (isIP(bare) === 4) return METADATA_ADDRESSES.has(bare);
  if (isIP(bare) !== 6) return false;
  const g = parseV6(bare);
  if (!g) return false;
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    return METADATA_ADDRESSES.has([g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.'));
  }
  return g.join(':') === [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254].join(':');
}

function isMetadataName(hostname: string): boolean {
  return METADATA_HOSTNAMES.has(hostname.replace(/\.$/, '').toLowerCase());
}

function isForbiddenName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return isMetadataName(name) || name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Refuses a URL before any connection: a scheme other than http(s), a metadata or localhost name,
 * or a literal private IP. Names are checked again, by address, in {@link createGuardedLookup}.
 */
export function assertFetchableUrl(url: URL, access: PrivateAccess): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedUrlError(`Refused: only http and https addresses can be fetched (${url.protocol})`, 'scheme');
  }
  if (isMetadataName(url.hostname) || isMetadataAddress(url.hostname)) {
    throw new BlockedUrlError(`Refused: ${url.hostname} is a cloud metadata address`, 'metadata');
  }
  if (access.all || isListed(access, url.hostname, portOf(url))) return;
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) {
    if (isPrivateAddress(bare)) throw new BlockedUrlError(`Refused: ${url.hostname} is a private address`);
    return;
  }
  if (isForbiddenName(url.hostname)) throw new BlockedUrlError(`Refused: ${url.hostname} is a local or cloud metadata address`);
}

/**
 * A DNS lookup for node:http(s) `lookup` (or undici `connect.lookup`) that refuses when any
 * resolved address is private. The socket connects to the very addresses checked here, so a
 * second, different DNS answer (rebinding) cannot slip in between check and connect.
 */
export function createGuardedLookup(url: URL, access: PrivateAccess): LookupFunction {
  const port = portOf(url);
  const trusted = access.all || isListed(access, url.hostname, port);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const metadata = addresses.find((a) => isMetadataAddress(a.address));
      if (metadata) return callback(new BlockedUrlError(`Refused: ${hostname} resolves to a cloud metadata address (${metadata.address})`, 'metadata'), []);
      const blocked = trusted
        ? undefined
        : addresses.find((a) => isPrivateAddress(a.address) && !isListed(access, formatHost(a.address), port));
      if (blocked) return callback(new BlockedUrlError(`Refused: ${hostname} resolves to a private address (${blocked.address})`), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
