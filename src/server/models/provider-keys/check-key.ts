import { allowPrivateUrlsHint, BlockedUrlError } from '../../platform/ssrf/ssrf-guard';
import { PROVIDER_ADAPTERS, type ListedModel } from '../model-calls/index';
import type { ProviderCredentials } from './service';

const CHECK_TIMEOUT_MS = 10_000;

export type ModelListOutcome = { ok: true; models: ListedModel[]; message: string } | { ok: false; message: string };

/**
 * The provider's documented model-list request: it costs nothing, needs a valid key, and answers
 * the models the key may use. Returns a sentence for the user either way.
 */
export async function fetchModelList(creds: ProviderCredentials, fetchImpl: typeof fetch): Promise<ModelListOutcome> {
  const adapter = PROVIDER_ADAPTERS[creds.provider];
  const { url, headers } = adapter.modelsRequest(creds);
  const { name } = adapter;
  const where = url.replace(/\?.*$/, '');
  try {
    const res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    if (res.ok) {
      const body: unknown = await res.json().catch(() => null);
      return { ok: true, models: adapter.parseModels(body), message: `${name} accepted the key.` };
    }
    const errorBody = await res.text().catch(() => '');
    // Gemini answers a wrong key with 400 API_KEY_INVALID rather than 401
    if (res.status === 401 || res.status === 403 || /API_KEY_INVALID/.test(errorBody)) {
      return { ok: false, message: `${name} rejected the key (${res.status}). Copy a fresh key from the provider's dashboard and save it again.` };
    }
    if (res.status === 429) return { ok: true, models: [], message: `${name} accepted the key but is rate-limiting requests right now (429).` };
    return { ok: false, message: `${name} answered ${res.status} at ${where}. Check the base URL.` };
  } catch (err) {
    const base = new URL(url);
    if (err instanceof BlockedUrlError) return { ok: false, message: `${name} at ${base.origin} cannot be called. ${err.message}.${allowPrivateUrlsHint(err, base)}` };
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'did not answer within 10 seconds' : 'could not be reached';
    return { ok: false, message: `${name} at ${base.origin} ${reason}. Check the address and that the server is running.` };
  }
}

/** "Check key": the model-list call, reduced to its verdict. */
export async function checkCredentials(creds: ProviderCredentials, fetchImpl: typeof fetch): Promise<{ ok: boolean; message: string }> {
  const outcome = await fetchModelList(creds, fetchImpl);
  return { ok: outcome.ok, message: outcome.message };
}
