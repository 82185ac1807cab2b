import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';

/** the longest snippet handed to the model and shown in the reply's sources */
export const SNIPPET_MAX_CHARS = 300;

/** One web result as the model reads it; `score` (0-1) when the provider ranks by relevance. */
export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  score?: number;
}

export interface SearchQuery {
  query: string;
  maxResults: number;
  /** brave and tavily */
  apiKey?: string;
  /** the SearXNG instance, or a proxy in front of Brave's or Tavily's API */
  baseUrl?: string;
  access: PrivateAccess;
  signal: AbortSignal;
}

/** One search provider's protocol: its name in error sentences and its request. */
export interface SearchProvider {
  label: string;
  search: (query: SearchQuery) => Promise<SearchResult[]>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function stripTags(text: string): string {
  return text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<\/?[a-z][^<>]*>/gi, ' ');
}

/** Plain text of a provider's title or snippet: tags (Brave marks matches with <strong>) and entities gone, spaces collapsed. */
export function toPlainText(value: unknown, max = Number.POSITIVE_INFINITY): string {
  if (typeof value !== 'string') return '';
  // Tags go before and after decoding: some providers send markup escaped once more.
  const text = stripTags(decodeEntities(stripTags(value)))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A provider's raw result as a SearchResult, or null when it has no web address to cite. */
export function toSearchResult(raw: unknown, snippetField: string, scoreField?: string): SearchResult | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const url = typeof r.url === 'string' ? r.url.trim() : '';
  if (!/^https?:\/\//i.test(url)) return null;
  const result: SearchResult = { title: toPlainText(r.title, 200) || url, url, snippet: toPlainText(r[snippetField], SNIPPET_MAX_CHARS) };
  const score = scoreField ? r[scoreField] : undefined;
  if (typeof score === 'number' && Number.isFinite(score)) result.score = Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
  return result;
}
