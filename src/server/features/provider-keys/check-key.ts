import { allowPrivateUrlsHint, BlockedUrlError } from '../../platform/ssrf/ssrf-guard';
import type { ProviderCredentials } from './service';

const CHECK_TIMEOUT_MS = 10_000;

const defaultBase = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  openai_compatible: '',
} as const;

const providerName = { openai: 'OpenAI', anthropic: 'Anthropic', openai_compatible: 'The OpenAI-compatible endpoint' } as const;

/**
 * The smallest real call that proves a key works: listing models costs nothing and needs a valid key.
 * Returns a sentence for the user either way.
 */
export async function checkCredentials(creds: ProviderCredentials, fetchImpl: typeof fetch): Promise<{ ok: boolean; message: string }> {
  const base = (creds.baseUrl || defaultBase[creds.provider]).replace(/\/+$/, '');
  const name = providerName[creds.provider];
  const headers: Record<string, string> =
    creds.provider === 'anthropic'
      ? { 'x-api-key': creds.apiKey ?? '', 'anthropic-version': '2023-06-01' }
      : creds.apiKey
        ? { authorization: `Bearer ${creds.apiKey}` }
        : {};
  try {
    const res = await fetchImpl(`${base}/models`, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (res.ok) return { ok: true, message: `${name} accepted the key.` };
    if (res.status === 401 || res.status === 403) {
      return { ok: false, message: `${name} rejected the key (${res.status}). Copy a fresh key from your ${name} dashboard and save it again.` };
    }
    if (res.status === 429) return { ok: true, message: `${name} accepted the key but is rate-limiting requests right now (429).` };
    return { ok: false, message: `${name} answered ${res.status} at ${base}/models. Check the base URL.` };
  } catch (err) {
    if (err instanceof BlockedUrlError) return { ok: false, message: `${name} at ${base} cannot be called. ${err.message}.${allowPrivateUrlsHint(err, new URL(base))}` };
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'did not answer within 10 seconds' : 'could not be reached';
    return { ok: false, message: `${name} at ${base} ${reason}. Check the address and that the server is running.` };
  }
}
