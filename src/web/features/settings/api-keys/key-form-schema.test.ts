import { describe, expect, it } from 'vitest';
import { keyFormSchema } from './key-form-schema';

const messages = (provider: Parameters<typeof keyFormSchema>[0], value: { key: string; baseUrl: string; apiVersion?: string }) => {
  const result = keyFormSchema(provider).safeParse({ apiVersion: '', ...value });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('keyFormSchema', () => {
  it('needs a key for OpenAI, Anthropic and the hosted providers', () => {
    expect(messages('openai', { key: '', baseUrl: '' })).toEqual(['keyRequired']);
    expect(messages('anthropic', { key: 'sk-ant-abc', baseUrl: '' })).toEqual([]);
    expect(messages('openai', { key: 'sk-a b', baseUrl: '' })).toEqual(['keySpaces']);
    expect(messages('google', { key: '', baseUrl: '' })).toEqual(['keyRequired']);
    expect(messages('mistral', { key: 'k', baseUrl: 'api.mistral.ai' })).toEqual(['baseUrlInvalid']);
  });

  it('needs a base URL and accepts no key for an OpenAI-compatible endpoint; Ollama needs neither', () => {
    expect(messages('openai_compatible', { key: '', baseUrl: '' })).toEqual(['baseUrlRequired']);
    expect(messages('openai_compatible', { key: '', baseUrl: 'localhost:11434' })).toEqual(['baseUrlInvalid']);
    expect(messages('openai_compatible', { key: '', baseUrl: 'http://localhost:11434/v1' })).toEqual([]);
    expect(messages('ollama', { key: '', baseUrl: '' })).toEqual([]);
  });

  it('takes an Azure resource name or URL and a short API version', () => {
    expect(messages('azure', { key: 'k', baseUrl: '' })).toEqual(['baseUrlOrResource']);
    expect(messages('azure', { key: 'k', baseUrl: 'contoso-ai' })).toEqual([]);
    expect(messages('azure', { key: 'k', baseUrl: 'https://contoso.openai.azure.com/openai', apiVersion: '2024 10' })).toEqual(['apiVersionInvalid']);
  });
});
