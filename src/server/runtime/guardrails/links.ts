/**
 * Links in an answer to a domain the owner did not allow are removed: a Markdown link keeps its
 * words, a bare address goes. "example.com" allows its subdomains too; "*.example.com" only them.
 */
const MD_LINK = /\[([^\]\n]{0,300})\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()\]]+[^\s<>()\].,;:!?'"]/gi;

function hostOf(url: string): string | null {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function domainAllowed(url: string, allowed: string[]): boolean {
  if (/^(?:mailto|tel):/i.test(url) || url.startsWith('#') || url.startsWith('/')) return true;
  const host = hostOf(url);
  if (!host) return false;
  return allowed.some((d) => (d.startsWith('*.') ? host.endsWith(d.slice(1)) : host === d || host.endsWith(`.${d}`)));
}

/** The answer without links outside `allowed`, and the links removed. */
export function removeLinks(answer: string, allowed: string[]): { text: string; removed: string[] } {
  const removed: string[] = [];
  const keptMd: string[] = [];
  let text = answer.replace(MD_LINK, (whole, words: string, url: string) => {
    if (domainAllowed(url, allowed)) {
      keptMd.push(whole);
      return `\uE000${keptMd.length - 1}\uE001`;
    }
    removed.push(url);
    return words;
  });
  text = text.replace(BARE_URL, (url) => {
    if (domainAllowed(url, allowed)) return url;
    removed.push(url);
    return '';
  });
  text = text.replace(/\uE000(\d+)\uE001/g, (_, i: string) => keptMd[Number(i)] ?? '');
  return { text: removed.length > 0 ? text.replace(/[ \t]{2,}/g, ' ') : answer, removed };
}
