import { endpointUnder, requestProviderJson } from './provider-request';
import { toSearchResult, type SearchProvider, type SearchResult } from './search-result';

const LABEL = 'Brave Search';
const API_ORIGIN = 'https://api.search.brave.com';

/**
 * Brave's Web Search API: GET /res/v1/web/search?q=…&count=N with the key in X-Subscription-Token
 * → { web: { results: [{ title, url, description }] } }. https://api-dashboard.search.brave.com/app/documentation/web-search/get-started
 */
export const braveProvider: SearchProvider = {
  label: LABEL,
  search: async ({ query, maxResults, apiKey, baseUrl, access, signal }) => {
    if (!apiKey) throw new Error(`${LABEL} needs an API key in the agent's Web Search settings.`);
    const url = new URL(endpointUnder(baseUrl || API_ORIGIN, 'res/v1/web/search'));
    url.searchParams.set('q', query);
    url.searchParams.set('count', String(maxResults));
    const body = await requestProviderJson(LABEL, {
      method: 'GET',
      url: url.href,
      headers: { Accept: 'application/json', 'X-Subscription-Token': apiKey },
      access,
      signal,
    });
    // A query with no web results has no `web` section at all.
    const raw = (body as { web?: { results?: unknown } } | null)?.web?.results;
    if (!Array.isArray(raw)) return [];
    return raw.map((r) => toSearchResult(r, 'description')).filter((r): r is SearchResult => r !== null).slice(0, maxResults);
  },
};
