import { describe, expect, it } from 'vitest';
import { chatCompletionsBody } from './openai-chat-model';

const step = { messages: [{ role: 'user' as const, content: 'Hi' }], tools: [], temperature: 0.3, topP: 0.9, maxOutputTokens: 200 };

describe('chatCompletionsBody', () => {
  it('sends max_tokens and the sampling settings to a compatible server', () => {
    expect(chatCompletionsBody({ baseUrl: 'http://localhost:11434/v1', modelId: 'llama3', dialect: 'compatible' }, step)).toMatchObject({
      model: 'llama3',
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.3,
      top_p: 0.9,
      max_tokens: 200,
    });
  });

  it("uses OpenAI's max_completion_tokens, and leaves sampling out for its reasoning models", () => {
    const gpt4o = chatCompletionsBody({ baseUrl: 'https://api.openai.com/v1', modelId: 'gpt-4o', dialect: 'openai' }, step);
    expect(gpt4o).toMatchObject({ max_completion_tokens: 200, temperature: 0.3 });
    expect(gpt4o).not.toHaveProperty('max_tokens');
    const gpt5 = chatCompletionsBody({ baseUrl: 'https://api.openai.com/v1', modelId: 'gpt-5', dialect: 'openai' }, step);
    expect(gpt5).not.toHaveProperty('temperature');
    expect(gpt5).not.toHaveProperty('top_p');
  });

  it('offers tools as functions and replays tool calls and results', () => {
    const body = chatCompletionsBody(
      { baseUrl: 'http://x/v1', modelId: 'm', dialect: 'compatible' },
      {
        ...step,
        tools: [{ name: 'end_conversation', description: 'End it', parameters: { type: 'object' } }],
        messages: [
          { role: 'user', content: 'bye' },
          { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'end_conversation', arguments: '{}' }] },
          { role: 'tool', toolCallId: 'c1', toolName: 'end_conversation', content: '{"ended":true}' },
        ],
      },
    );
    expect(body.tools).toEqual([{ type: 'function', function: { name: 'end_conversation', description: 'End it', parameters: { type: 'object' } } }]);
    expect(body.messages).toEqual([
      { role: 'user', content: 'bye' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'end_conversation', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"ended":true}' },
    ]);
  });
});
