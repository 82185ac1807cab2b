import { describe, expect, it } from 'vitest';
import { keyProviderFor } from '@common/provider-keys';
import { runsOffline } from './usable-providers';

describe('the model that answers', () => {
  it('picks the key the server would use', () => {
    expect(keyProviderFor('openai', 'gpt-5')).toBe('openai');
    expect(keyProviderFor('anthropic', 'claude-sonnet-4-20250514')).toBe('anthropic');
    expect(keyProviderFor('other', 'gpt-4o')).toBe('openai_compatible');
    expect(keyProviderFor('openai', 'claude-3-opus')).toBe('anthropic');
    expect(keyProviderFor('google', 'gemini-2.5-flash')).toBe('google');
    expect(keyProviderFor('ollama', 'gpt-oss')).toBe('ollama');
    expect(keyProviderFor('azure', 'gpt-4o-prod')).toBe('azure');
  });

  it('is the offline model only when no usable key serves that provider', () => {
    const usable = ['anthropic', 'openai_compatible'] as const;
    expect(runsOffline(usable, 'openai', 'gpt-5')).toBe(true);
    expect(runsOffline(usable, 'anthropic', 'claude-sonnet-4-20250514')).toBe(false);
    expect(runsOffline(usable, 'other', 'llama3')).toBe(false);
    expect(runsOffline([], 'other', 'llama3')).toBe(true);
  });
});
