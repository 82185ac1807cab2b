import type { ProviderKeyId, ProviderKeyStatus } from '@common/provider-keys';

/**
 * Which project key serves an agent's provider and model. Mirrors the server's keyProviderFor
 * (src/server/features/runtime/model-factory.ts): a gpt-/claude- model name picks its own provider
 * unless the provider is an OpenAI-compatible endpoint.
 */
export function keyProviderFor(modelProvider: string, modelName: string): ProviderKeyId {
  if (/^(gpt-|o\d|text-)/.test(modelName) && modelProvider !== 'other') return 'openai';
  if (/^claude-/.test(modelName) && modelProvider !== 'other') return 'anthropic';
  if (modelProvider === 'anthropic') return 'anthropic';
  if (modelProvider === 'other') return 'openai_compatible';
  return 'openai';
}

/** True when the agent would run on the built-in offline model: its provider has no key at all. */
export function runsOffline(keys: ProviderKeyStatus[], modelProvider: string, modelName: string): boolean {
  const provider = keyProviderFor(modelProvider, modelName);
  const status = keys.find((k) => k.provider === provider);
  return status?.status === 'not_set';
}
