// Click and campaign identifiers: the same page under many addresses.
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'dclid', 'msclkid']);

function isTrackingParam(rawName: string): boolean {
  const name = safeDecode(rawName).toLowerCase();
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `%7E` -> `~`, `%41` -> `A`; other escapes upper-cased (RFC 3986 section 6.2.2). */
function normalizeEscapes(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

function canonicalQuery(search: string): string {
  const pairs = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(pair.split('=')[0]))
    .map(normalizeEscapes);
  const nameOf = (pair: string) => pair.split('=')[0];
  // Sort by name only; a stable sort keeps the order of repeated names, which can matter.
  pairs.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * One key per page for de-duplication: lower-case scheme and host, no default port, no fragment,
 * no tracking parameters, sorted query, no trailing slash (except the root), unreserved
 * characters unescaped. Throws a TypeError when `url` is not an absolute URL.
 */
export function canonicalizeUrl(url: string): string {
  const parsed = new URL(url);
  let path = normalizeEscapes(parsed.pathname);
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return `${parsed.protocol}//${parsed.host}${path}${canonicalQuery(parsed.search)}`;
}

function siteHost(url: string): string | null {
  if (!URL.canParse(url)) return null;
  return new URL(url).host.replace(/^www\./, '');
}

/** Same host (and port), ignoring a leading `www.`; false when either is not a URL. */
export function isSameSite(a: string, b: string): boolean {
  const hostA = siteHost(a);
  return hostA !== null && hostA === siteHost(b);
}
