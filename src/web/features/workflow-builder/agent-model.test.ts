import { describe, expect, it } from 'vitest';
import { describeAgentModel } from './agent-model';

describe('describeAgentModel', () => {
  it('defaults to OpenAI and GPT-5', () => {
    expect(describeAgentModel(undefined, '')).toEqual({ provider: 'OpenAI', model: 'GPT-5' });
  });

  it('names known models and keeps unknown ids as they are', () => {
    expect(describeAgentModel('openai', 'gpt-4o')).toEqual({ provider: 'OpenAI', model: 'GPT-4o' });
    expect(describeAgentModel('other', 'llama-3')).toEqual({ provider: 'OpenAI-compatible', model: 'llama-3' });
    expect(describeAgentModel('unknown', null)).toEqual({ provider: 'OpenAI', model: 'GPT-5' });
  });
});
