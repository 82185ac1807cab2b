import { describe, expect, it } from 'vitest';
import { keyProviderFor, type ProviderKeyStatus } from '@common/provider-keys';
import { runsOffline } from './provider-key';

const status = (provider: ProviderKeyStatus['provider'], state: ProviderKeyStatus['status']): ProviderKeyStatus => ({
  provider,
  status: state,
  hint: null,
  baseUrl: null,
  apiVersion: null,
  fromInstance: false,
  lastCheckedAt: null,
  lastError: null,
});

describe('provider keys in step 4', () => {
  it('picks the key the server would use', () => {
    expect(keyProviderFor('openai', 'gpt-5')).toBe('openai');
    expect(keyProviderFor('anthropic', 'claude-sonnet-4-20250514')).toBe('anthropic');
    expect(keyProviderFor('other', 'gpt-4o')).toBe('openai_compatible');
    expect(keyProviderFor('openai', 'claude-3-opus')).toBe('anthropic');
    expect(keyProviderFor('google', 'gemini-2.5-flash')).toBe('google');
    expect(keyProviderFor('ollama', 'gpt-oss')).toBe('ollama');
    expect(keyProviderFor('azure', 'gpt-4o-prod')).toBe('azure');
  });

  it('is offline only when that provider has no key at all', () => {
    const keys = [status('openai', 'not_set'), status('anthropic', 'set'), status('openai_compatible', 'invalid')];
    expect(runsOffline(keys, 'openai', 'gpt-5')).toBe(true);
    expect(runsOffline(keys, 'anthropic', 'claude-sonnet-4-20250514')).toBe(false);
    expect(runsOffline(keys, 'other', 'llama3')).toBe(false);
  });
});
