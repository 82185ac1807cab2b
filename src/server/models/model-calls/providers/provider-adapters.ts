import type { ProviderKeyId } from '../../../../common/provider-keys';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { deepSeekAdapter } from './deepseek';
import { googleAdapter } from './google';
import { groqAdapter } from './groq';
import { mistralAdapter } from './mistral';
import { ollamaAdapter } from './ollama';
import { openAiAdapter } from './openai';
import { openAiCompatibleAdapter } from './openai-compatible';
import type { ProviderAdapter } from './provider-adapter';

export const PROVIDER_ADAPTERS: Record<ProviderKeyId, ProviderAdapter> = {
  openai: openAiAdapter,
  anthropic: anthropicAdapter,
  google: googleAdapter,
  mistral: mistralAdapter,
  groq: groqAdapter,
  deepseek: deepSeekAdapter,
  azure: azureAdapter,
  ollama: ollamaAdapter,
  openai_compatible: openAiCompatibleAdapter,
};
