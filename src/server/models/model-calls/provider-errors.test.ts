import { describe, expect, it } from 'vitest';
import { describeProviderError } from './provider-errors';

const unreachable = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });

describe('describeProviderError', () => {
  it("sends OpenAI's and Anthropic's users to the server's settings, not to a base URL field their cards do not have", () => {
    const openai = describeProviderError(unreachable, 'openai', 'gpt-5', 30_000);
    expect(openai).toEqual({ code: 'PROVIDER_UNREACHABLE', message: "OpenAI could not be reached. Ask the administrator to check this server's network connection or the OPENAI_BASE_URL it set." });
    expect(describeProviderError(unreachable, 'anthropic', 'claude-sonnet-4-20250514', 30_000).message).not.toMatch(/base URL/);
  });

  it('sends the other providers to their base URL', () => {
    expect(describeProviderError(unreachable, 'ollama', 'llama3.2', 30_000).message).toBe('Ollama could not be reached. Check its base URL in Settings > API Keys and that it is running.');
    expect(describeProviderError(unreachable, 'google', 'gemini-2.5-flash', 30_000).message).toMatch(/^Google Gemini could not be reached\. Check its base URL/);
  });
});
