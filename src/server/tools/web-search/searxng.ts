import { endpointUnder, requestProviderJson } from './provider-request';
import { toSearchResult, type SearchProvider, type SearchResult } from './search-result';

const LABEL = 'SearXNG';

function describeStatus(status: number): string | null {
  // A SearXNG instance answers 403 to format=json unless its settings.yml lists json under search.formats.
  if (status === 403) return `${LABEL} refused the JSON format (403). Add "json" to search.formats in the instance's settings.yml.`;
  if (status === 401) return `${LABEL} asked for a login (401). Use an instance this server may query without one.`;
  return null;
}

/** A self-hosted SearXNG instance's JSON API: GET {baseUrl}/search?q=…&format=json → { results: [{ title, url, content }] }. */
export const searxngProvider: SearchProvider = {
  label: LABEL,
  search: async ({ query, maxResults, baseUrl, access, signal }) => {
    if (!baseUrl) throw new Error(`${LABEL} needs the address of an instance in the agent's Web Search settings.`);
    const url = new URL(endpointUnder(baseUrl, 'search'));
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    const body = await requestProviderJson(LABEL, { method: 'GET', url: url.href, headers: { accept: 'application/json' }, access, signal }, describeStatus);
    const raw = (body as { results?: unknown } | null)?.results;
    if (!Array.isArray(raw)) throw new Error(`${LABEL} sent an answer without a results list. Check the instance's address.`);
    // SearXNG's own scores are unbounded sums across engines: the order is what counts.
    return raw.map((r) => toSearchResult(r, 'content')).filter((r): r is SearchResult => r !== null).slice(0, maxResults);
  },
};
