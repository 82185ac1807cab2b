import { APICallError } from '@ai-sdk/provider';
import { ProviderHttpError } from './chat-model';

const PROVIDER_NAMES: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  openai_compatible: 'The OpenAI-compatible endpoint',
  offline: 'The offline model',
};

export interface ProviderFailure {
  code: string;
  message: string;
}

/** The HTTP failure behind an error, from our own client or from an AI SDK provider. */
function findHttpError(err: unknown): { statusCode?: number; responseBody?: string } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof ProviderHttpError || APICallError.isInstance(current)) return current;
    const next = (current as { lastError?: unknown; cause?: unknown }).lastError ?? (current as { cause?: unknown }).cause;
    current = next;
  }
  return null;
}

/** Turns any model failure into a sentence that names the provider and the fix. */
export function describeProviderError(err: unknown, provider: string, model: string, timeoutMs: number): ProviderFailure {
  const name = PROVIDER_NAMES[provider] ?? provider;
  const apiError = findHttpError(err);
  const status = apiError?.statusCode;
  const body = typeof apiError?.responseBody === 'string' ? apiError.responseBody : '';
  if (status === 401 || status === 403) {
    return { code: 'PROVIDER_AUTH', message: `${name} rejected the API key (${status}). Update the key in Settings > API Keys.` };
  }
  if (status === 404 || /model[^.]*(not found|does not exist)|unknown model/i.test(body)) {
    return {
      code: 'PROVIDER_UNKNOWN_MODEL',
      message: `${name} does not know the model "${model}". Choose another model in the agent's Model & Settings step.`,
    };
  }
  if (status === 429) {
    return { code: 'PROVIDER_RATE_LIMIT', message: `${name} is rate-limiting requests (429). Wait a minute and try again, or raise your limits with the provider.` };
  }
  if (status !== undefined && status >= 500) {
    return { code: 'PROVIDER_UNAVAILABLE', message: `${name} had a server error (${status}). Try again in a moment.` };
  }
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  if (/timeout|aborted/i.test(text)) {
    return {
      code: 'PROVIDER_TIMEOUT',
      message: `${name} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again, or choose a faster model.`,
    };
  }
  if (/ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|socket hang up|fetch failed|Cannot connect/i.test(text)) {
    return { code: 'PROVIDER_UNREACHABLE', message: `${name} could not be reached. Check its base URL in Settings > API Keys and that it is running.` };
  }
  if (status !== undefined && status >= 400) {
    return { code: 'PROVIDER_REJECTED', message: `${name} refused the request (${status}). Check the agent's model settings.` };
  }
  return { code: 'PROVIDER_BAD_RESPONSE', message: `${name} sent a reply that could not be read. Try again, or choose another model.` };
}
