import { guardedRequest, OutboundError, type OutboundRequest } from '../../platform/ssrf/guarded-request';

/** how long one search may take (the tool's own timeout is 30 s) */
export const SEARCH_TIMEOUT_MS = 15000;
/** Brave answers carry news, videos and more beside the web results */
const SEARCH_RESPONSE_MAX_BYTES = 2 * 1024 * 1024;

function failureSentence(label: string, status: number, body: string): string {
  if (status === 401 || status === 403) {
    return `${label} rejected the API key (${status}). Check the key in the agent's Web Search settings.`;
  }
  if (status === 429) return `${label} is rate-limiting requests (429): the plan's quota may be used up. Try again later.`;
  if (status >= 500) return `${label} had a server error (${status}). Try again later.`;
  const detail = body.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `${label} refused the search (${status})${detail ? `: ${detail}` : ''}.`;
}

/**
 * One request to a search provider through the SSRF guard; its JSON answer, or an Error whose
 * sentence names the provider and what to do.
 */
export async function requestProviderJson(
  label: string,
  req: Pick<OutboundRequest, 'method' | 'url' | 'headers' | 'body' | 'access' | 'signal'>,
  describeStatus: (status: number, body: string) => string | null = () => null,
): Promise<unknown> {
  let response;
  try {
    response = await guardedRequest({ ...req, timeoutMs: SEARCH_TIMEOUT_MS, maxResponseBytes: SEARCH_RESPONSE_MAX_BYTES });
  } catch (error) {
    if (error instanceof OutboundError) throw new Error(`${label} could not be reached: ${error.message}.`, { cause: error });
    throw error;
  }
  if (response.status < 200 || response.status >= 300) {
    throw new Error(describeStatus(response.status, response.body) ?? failureSentence(label, response.status, response.body));
  }
  try {
    if (response.truncated) throw new Error('too large');
    return JSON.parse(response.body) as unknown;
  } catch {
    throw new Error(`${label} sent an answer that is not the JSON of its search API. Check the address in the agent's Web Search settings.`);
  }
}

/** `path` under a base address, keeping the base's own path (an instance at https://host/searx/ or a proxy). */
export function endpointUnder(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}
