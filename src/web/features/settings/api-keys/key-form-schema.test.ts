import { describe, expect, it } from 'vitest';
import { keyFormSchema } from './key-form-schema';

const messages = (provider: Parameters<typeof keyFormSchema>[0], value: { key: string; baseUrl: string }) => {
  const result = keyFormSchema(provider).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('keyFormSchema', () => {
  it('needs a key for OpenAI and Anthropic', () => {
    expect(messages('openai', { key: '', baseUrl: '' })).toEqual(['keyRequired']);
    expect(messages('anthropic', { key: 'sk-ant-abc', baseUrl: '' })).toEqual([]);
    expect(messages('openai', { key: 'sk-a b', baseUrl: '' })).toEqual(['keySpaces']);
  });

  it('needs a base URL and accepts no key for an OpenAI-compatible endpoint', () => {
    expect(messages('openai_compatible', { key: '', baseUrl: '' })).toEqual(['baseUrlRequired']);
    expect(messages('openai_compatible', { key: '', baseUrl: 'localhost:11434' })).toEqual(['baseUrlInvalid']);
    expect(messages('openai_compatible', { key: '', baseUrl: 'http://localhost:11434/v1' })).toEqual([]);
  });
});
