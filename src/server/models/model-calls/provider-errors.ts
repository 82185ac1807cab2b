import { APICallError } from '@ai-sdk/provider';
import { PROVIDER_KEY_META, providerKeyId } from '../../../common/provider-keys';
import { allowPrivateUrlsHint, BlockedUrlError } from '../../platform/ssrf/ssrf-guard';
import { ProviderHttpError } from './chat-model';
import { PROVIDER_ADAPTERS } from './providers/provider-adapters';

const providerName = (provider: string) => {
  const id = providerKeyId.safeParse(provider);
  return id.success ? PROVIDER_ADAPTERS[id.data].name : provider === 'offline' ? 'The offline model' : provider;
};

const hasBaseUrlField = (provider: string) => {
  const id = providerKeyId.safeParse(provider);
  return id.success && PROVIDER_KEY_META[id.data].baseUrl !== 'none';
};

/**
 * Where to look when the provider cannot be reached: its base URL where its card has that field;
 * OpenAI's and Anthropic's cards have none, so the address is the server's own setting or network.
 */
function addressHint(provider: string, what: 'blocked' | 'unreachable'): string {
  if (hasBaseUrlField(provider)) return what === 'blocked' ? 'Check the base URL in Settings > API Keys.' : 'Check its base URL in Settings > API Keys and that it is running.';
  const setting = provider === 'openai' ? ' or the OPENAI_BASE_URL it set' : '';
  return `Ask the administrator to check this server's network connection${setting}.`;
}

export interface ProviderFailure {
  code: string;
  message: string;
}

/** The first error in the chain (AI SDK retries and causes) that `matches`. */
function findInChain<T>(err: unknown, matches: (e: unknown) => e is T): T | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (matches(current)) return current;
    const next = (current as { lastError?: unknown; cause?: unknown }).lastError ?? (current as { cause?: unknown }).cause;
    current = next;
  }
  return null;
}

/** The HTTP failure behind an error, from our own client or from an AI SDK provider. */
const findHttpError = (err: unknown) =>
  findInChain(err, (e): e is ProviderHttpError | APICallError => e instanceof ProviderHttpError || APICallError.isInstance(e));

/** Turns any model failure into a sentence that names the provider and the fix. */
export function describeProviderError(err: unknown, provider: string, model: string, timeoutMs: number): ProviderFailure {
  const name = providerName(provider);
  const blocked = findInChain(err, (e): e is BlockedUrlError => e instanceof BlockedUrlError);
  if (blocked) {
    return {
      code: 'PROVIDER_URL_NOT_ALLOWED',
      message: `${name} cannot be called at its ${hasBaseUrlField(provider) ? 'base URL' : 'address'}. ${blocked.message}.${allowPrivateUrlsHint(blocked)} ${addressHint(provider, 'blocked')}`,
    };
  }
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
    return { code: 'PROVIDER_UNREACHABLE', message: `${name} could not be reached. ${addressHint(provider, 'unreachable')}` };
  }
  if (status !== undefined && status >= 400) {
    return { code: 'PROVIDER_REJECTED', message: `${name} refused the request (${status}). Check the agent's model settings.` };
  }
  return { code: 'PROVIDER_BAD_RESPONSE', message: `${name} sent a reply that could not be read. Try again, or choose another model.` };
}
