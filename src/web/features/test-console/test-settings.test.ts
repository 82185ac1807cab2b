import { describe, expect, it } from 'vitest';
import type { Agent } from '@common/agents';
import { AGENT_MODEL, buildTestBody, defaultTemperature, initialTestSettings } from './test-settings';

const agentWith = (temperature: number) => ({ modelSettings: { temperature, topP: 1, maxTokens: 2000 } }) as Agent;

describe('test settings', () => {
  it('starts with the agent model, RAG and tools on', () => {
    expect(initialTestSettings).toMatchObject({ model: AGENT_MODEL, enableRag: true, enableTools: true, temperature: null });
  });

  it("takes the slider's default from the agent, within 0-1", () => {
    expect(defaultTemperature(agentWith(0.4))).toBe(0.4);
    expect(defaultTemperature(agentWith(1.6))).toBe(1);
    expect(defaultTemperature({ modelSettings: undefined } as unknown as Agent)).toBe(0.7);
  });

  it("sends only the overrides the user chose, and the edited prompt only for 'Test This Prompt'", () => {
    expect(buildTestBody({ ...initialTestSettings, input: '  hi  ' })).toEqual({ input: 'hi', overrides: { enableRag: true, enableTools: true } });
    expect(buildTestBody({ input: 'hi', model: 'gpt-4', temperature: 0.2, enableRag: false, enableTools: true }, 'New prompt')).toEqual({
      input: 'hi',
      systemPrompt: 'New prompt',
      overrides: { model: 'gpt-4', temperature: 0.2, enableRag: false, enableTools: true },
    });
  });
});
