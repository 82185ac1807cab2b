import { MODEL_PROVIDERS } from '@common/catalogues';

/** The provider and model display names; an agent without them counts as OpenAI and GPT-5. */
export function describeAgentModel(providerId: string | null | undefined, modelId: string | null | undefined): { provider: string; model: string } {
  const provider = MODEL_PROVIDERS.find((p) => p.id === providerId) ?? MODEL_PROVIDERS[0];
  const model = MODEL_PROVIDERS.flatMap((p) => p.models).find((m) => m.id === modelId);
  return { provider: provider.name, model: model?.name ?? (modelId || 'GPT-5') };
}
