import { catalogueProviderOf, MODEL_PROVIDERS } from '../../../common/catalogues';
import type { ModelPrice } from '../../../common/pricing';
import type { ProviderKeyId, ProviderModel, ProviderModelList } from '../../../common/provider-keys';
import { fetchModelList } from './check-key';
import type { ProviderCredentials } from './service';

const MODEL_LIST_MAX = 500;

type PriceOf = (model: string) => ModelPrice | null;

/** The catalogue's models for a provider, priced: what the wizard offers when the provider cannot be asked. */
function catalogueModels(provider: ProviderKeyId, priceOf: PriceOf): ProviderModel[] {
  return (MODEL_PROVIDERS.find((p) => p.id === catalogueProviderOf(provider))?.models ?? []).map((m) => ({ id: m.id, name: m.name, price: priceOf(m.id) }));
}

/** The provider's own list when it answers, else the catalogue with the reason; each model at the price runs are costed at. */
export async function listProviderModels(provider: ProviderKeyId, creds: ProviderCredentials | null, fetchImpl: typeof fetch, priceOf: PriceOf): Promise<ProviderModelList> {
  if (!creds) return { source: 'catalogue', models: catalogueModels(provider, priceOf), message: 'No key is set for this provider.' };
  const outcome = await fetchModelList(creds, fetchImpl);
  if (!outcome.ok || outcome.models.length === 0) {
    return { source: 'catalogue', models: catalogueModels(provider, priceOf), message: outcome.ok ? 'The provider listed no models.' : outcome.message };
  }
  const models = outcome.models
    .slice(0, MODEL_LIST_MAX)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((m) => ({ ...m, price: priceOf(m.id) }));
  return { source: 'provider', models, message: null };
}
