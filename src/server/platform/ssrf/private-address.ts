import { isIP } from 'node:net';

type Range4 = readonly [base: number, prefix: number];

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

// Everything a public website can never legitimately resolve to (RFC 6890 special-purpose registry).
const PRIVATE_V4: readonly Range4[] = [
  [v4(0, 0, 0, 0), 8], // "this network", incl. 0.0.0.0
  [v4(10, 0, 0, 0), 8],
  [v4(100, 64, 0, 0), 10], // CGNAT
  [v4(127, 0, 0, 0), 8],
  [v4(169, 254, 0, 0), 16], // link-local, incl. cloud metadata 169.254.169.254
  [v4(172, 16, 0, 0), 12],
  [v4(192, 0, 0, 0), 24], // IETF protocol assignments (e.g. 192.0.0.192 on some clouds)
  [v4(192, 168, 0, 0), 16],
  [v4(198, 18, 0, 0), 15], // benchmarking
  [v4(224, 0, 0, 0), 4], // multicast
  [v4(240, 0, 0, 0), 4], // reserved, incl. broadcast
];

function parseV4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function isPrivateV4(value: number): boolean {
  return PRIVATE_V4.some(([base, prefix]) => {
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    return ((value & mask) >>> 0) === base;
  });
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. */
export function parseV6(address: string): number[] | null {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const tail = parseV4(text.slice(lastColon + 1));
    if (tail === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(tail >>> 16).toString(16)}:${(tail & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const head = toGroups(halves[0]);
  const tail = halves.length === 2 ? toGroups(halves[1]) : [];
  const explicit = head.length + tail.length;
  if ([...head, ...tail].some(Number.isNaN)) return null;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  return [...head, ...Array<number>(8 - explicit).fill(0), ...tail];
}

function embeddedV4(g: number[], from: number): number {
  return ((g[from] << 16) | g[from + 1]) >>> 0;
}

function isPrivateV6(g: number[]): boolean {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return true; // ::
  if (zeroUpTo(7) && g[7] === 1) return true; // ::1
  if (zeroUpTo(5) && g[5] === 0xffff) return isPrivateV4(embeddedV4(g, 6)); // ::ffff:a.b.c.d
  if (zeroUpTo(6)) return isPrivateV4(embeddedV4(g, 6)); // deprecated ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPrivateV4(embeddedV4(g, 6)); // NAT64
  if (g[0] === 0x2002) return isPrivateV4(embeddedV4(g, 1)); // 6to4
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // deprecated site-local
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique-local
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x100 && g.slice(1, 4).every((x) => x === 0)) return true; // discard-only 100::/64
  return false;
}

/**
 * True for any address a fetch on a user's behalf must not reach: private, loopback, link-local,
 * CGNAT, unspecified, multicast, reserved, and IPv6 forms embedding one of these.
 * Text that is not an IP address counts as private, so a parser gap fails closed.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) {
    const value = parseV4(bare);
    return value === null || isPrivateV4(value);
  }
  if (family === 6) {
    const groups = parseV6(bare);
    return groups === null || isPrivateV6(groups);
  }
  return true;
}
