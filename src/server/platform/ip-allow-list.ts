import { BlockList, isIP } from 'node:net';

/** A CIDR block (`10.0.0.0/8`, `2001:db8::/32`) or one address; null when it is neither. */
export function parseCidr(value: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, prefixText, extra] = value.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(address ?? '');
  if (!version) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return null;
  return { address: address as string, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether `ip` falls in one of the blocks (IPv4-mapped IPv6 addresses count as their IPv4). */
export function ipAllowed(ip: string, cidrs: string[]): boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return isIP(address) !== 0 && list.check(address, family);
}
