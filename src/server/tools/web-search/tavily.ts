import { endpointUnder, requestProviderJson } from './provider-request';
import { toSearchResult, type SearchProvider, type SearchResult } from './search-result';

const LABEL = 'Tavily';
const API_ORIGIN = 'https://api.tavily.com';

function describeStatus(status: number): string | null {
  // Tavily's own codes for an exhausted plan or pay-as-you-go cap
  if (status === 432 || status === 433) return `${LABEL} says the account's usage limit is reached (${status}). Raise the limit or change plans in Tavily's dashboard.`;
  return null;
}

/**
 * Tavily's search API: POST /search with `Authorization: Bearer <key>` and { query, max_results }
 * → { results: [{ title, url, content, score }] }. https://docs.tavily.com/documentation/api-reference/endpoint/search
 */
export const tavilyProvider: SearchProvider = {
  label: LABEL,
  search: async ({ query, maxResults, apiKey, baseUrl, access, signal }) => {
    if (!apiKey) throw new Error(`${LABEL} needs an API key in the agent's Web Search settings.`);
    const body = await requestProviderJson(LABEL, {
      method: 'POST',
      url: endpointUnder(baseUrl || API_ORIGIN, 'search'),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ query, max_results: maxResults }),
      access,
      signal,
    }, describeStatus);
    const raw = (body as { results?: unknown } | null)?.results;
    if (!Array.isArray(raw)) throw new Error(`${LABEL} sent an answer without a results list.`);
    return raw.map((r) => toSearchResult(r, 'content', 'score')).filter((r): r is SearchResult => r !== null).slice(0, maxResults);
  },
};
