import { describe, expect, it } from 'vitest';
import { ProviderResponseError } from './chat-model';
import { CompletionAccumulator } from './completion-accumulator';

const chunk = (delta: object, finish: string | null = null, usage?: object) => ({ choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) });

describe('CompletionAccumulator', () => {
  it('streams text, then takes the finish reason and the usage of the last chunk', () => {
    const seen: string[] = [];
    const acc = new CompletionAccumulator((d) => seen.push(d));
    acc.add(chunk({ role: 'assistant', content: 'Hello ' }));
    acc.add(chunk({ content: 'there.' }));
    acc.add(chunk({}, 'stop'));
    acc.add({ choices: [], usage: { prompt_tokens: 30, completion_tokens: 4 } });
    expect(seen).toEqual(['Hello ', 'there.']);
    expect(acc.result()).toEqual({ text: 'Hello there.', toolCalls: [], finishReason: 'stop', inputTokens: 30, outputTokens: 4 });
  });

  it('assembles tool calls whose name and arguments arrive in pieces, by index', () => {
    const acc = new CompletionAccumulator(() => {});
    acc.add(chunk({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'look', arguments: '{"q":' } }] }));
    acc.add(chunk({ tool_calls: [{ index: 1, id: 'call_b', function: { name: 'end_conversation', arguments: '{}' } }] }));
    acc.add(chunk({ tool_calls: [{ index: 0, function: { arguments: '"hours"}' } }] }, 'tool_calls'));
    expect(acc.result()).toMatchObject({
      finishReason: 'tool-calls',
      toolCalls: [
        { id: 'call_a', name: 'look', arguments: '{"q":"hours"}' },
        { id: 'call_b', name: 'end_conversation', arguments: '{}' },
      ],
    });
  });

  it('reads a whole, non-streamed completion (object arguments included)', () => {
    const acc = new CompletionAccumulator(() => {});
    acc.add({
      choices: [{ message: { content: null, tool_calls: [{ id: 'c1', function: { name: 'end_conversation', arguments: { reason: 'bye' } } }] }, finish_reason: 'tool_calls' }],
      usage: { prompt_tokens: 9, completion_tokens: 2 },
    });
    expect(acc.result()).toEqual({ text: '', toolCalls: [{ id: 'c1', name: 'end_conversation', arguments: '{"reason":"bye"}' }], finishReason: 'tool-calls', inputTokens: 9, outputTokens: 2 });
  });

  it('turns an error in the stream, or no data at all, into a readable failure', () => {
    expect(() => new CompletionAccumulator(() => {}).add({ error: { message: 'overloaded' } })).toThrow(/reported an error: overloaded/);
    expect(() => new CompletionAccumulator(() => {}).add('nope')).toThrow(ProviderResponseError);
    expect(() => new CompletionAccumulator(() => {}).result()).toThrow(/closed the connection before answering/);
  });
});
