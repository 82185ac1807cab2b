import type { WebSearchConfig } from '../../../common/tool-configs';
import type { RagSource } from '../../../common/testing';
import { secretBox } from '../../platform/secrets';
import { argumentValidator } from '../json-schema';
import type { BuiltInToolType } from '../tool-type';
import { braveProvider } from '../web-search/brave';
import type { SearchProvider, SearchResult } from '../web-search/search-result';
import { searxngProvider } from '../web-search/searxng';
import { tavilyProvider } from '../web-search/tavily';

const PROVIDERS: Record<WebSearchConfig['provider'], SearchProvider> = { searxng: searxngProvider, brave: braveProvider, tavily: tavilyProvider };

const PARAMETERS = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 400, description: 'what to search the web for, in the words a search engine understands best' },
  },
  required: ['query'],
  additionalProperties: false,
};

interface WebSearchOutput {
  query: string;
  results: SearchResult[];
}

/** The results as the reply cites them: the provider's relevance when it gives one, else by rank. */
function sourcesOf(output: unknown): RagSource[] {
  const results = (output as Partial<WebSearchOutput> | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.map((r, i) => ({
    title: r.title,
    url: r.url,
    score: r.score ?? Math.round((1 - i / (results.length + 1)) * 100) / 100,
    snippet: r.snippet,
  }));
}

/** Searches the web with the provider chosen in the agent's settings (SearXNG, Brave Search or Tavily); the results become the reply's sources. */
export const webSearchTool: BuiltInToolType = {
  id: 'web_search',
  enabledKey: 'webSearch',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.webSearch;
    if (!config) return null;
    const providerId = config.provider ?? 'searxng';
    const provider = PROVIDERS[providerId];
    // SearXNG needs its instance's address; Brave and Tavily need a key.
    const usable = providerId === 'searxng' ? Boolean(config.baseUrl) : Boolean(config.apiKeyEnc);
    if (!provider || !usable) return null;
    const maxResults = config.maxResults ?? 5;
    return {
      name: 'web_search',
      description: 'Search the web for current information that is not in your instructions or knowledge base. Returns the top results (title, URL, snippet); cite the URLs you use.',
      parameters: PARAMETERS,
      validate: argumentValidator(PARAMETERS),
      sourcesOf,
      execute: async (args, { signal }): Promise<WebSearchOutput> => {
        let apiKey: string | undefined;
        if (config.apiKeyEnc) {
          try {
            apiKey = secretBox(ctx.deps.secret).open(config.apiKeyEnc);
          } catch {
            throw new Error(`The stored ${provider.label} API key cannot be read (the instance secret changed). Enter the key again in the agent's Web Search settings.`);
          }
        }
        const query = String(args.query).trim();
        if (!query) throw new Error('The search query is empty: say what to search for.');
        const results = await provider.search({ query, maxResults, apiKey, baseUrl: config.baseUrl || undefined, access: ctx.deps.config.privateUrlAccess, signal });
        return { query, results };
      },
    };
  },
};
