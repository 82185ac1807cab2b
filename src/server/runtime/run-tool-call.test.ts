import { describe, expect, it } from 'vitest';
import { maskArguments, runToolCall } from './run-tool-call';
import type { AgentTool, ToolSet } from '../tools/index';

const tool = (over: Partial<AgentTool>): ToolSet => ({
  t: { name: 't', description: 'test tool', parameters: { type: 'object' }, execute: async () => ({ ok: true }), ...over },
});
const call = (args: string) => ({ id: 'c1', name: 't', arguments: args });
const never = new AbortController().signal;

describe('runToolCall', () => {
  it('runs the tool and records a success step with the output', async () => {
    const ran = await runToolCall(tool({}), call('{"a":1}'), never, Date.now);
    expect(ran.step).toMatchObject({ type: 'tool', name: 't', status: 'success', input: { a: 1 }, output: { ok: true } });
    expect(JSON.parse(ran.content)).toEqual({ ok: true });
  });

  it('ends a tool that passes its timeout, aborts it, and tells the model', async () => {
    let aborted = false;
    const slow = tool({
      timeoutMs: 50,
      execute: (_args, { signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => (aborted = true));
          setTimeout(resolve, 2000);
        }),
    });
    const ran = await runToolCall(slow, call('{}'), never, Date.now);
    expect(ran.step).toMatchObject({ status: 'error', error: 'The tool did not finish within 0.1 s.' });
    expect(ran.step.durationMs).toBeLessThan(1000);
    expect(aborted).toBe(true);
    expect(JSON.parse(ran.content)).toEqual({ error: 'The tool did not finish within 0.1 s.' });
  });

  it('turns bad JSON, a non-object, an unknown tool, a failed check and a throw into error results', async () => {
    expect((await runToolCall(tool({}), call('{nope'), never, Date.now)).step.error).toBe('The tool arguments are not valid JSON.');
    expect((await runToolCall(tool({}), call('[1]'), never, Date.now)).step.error).toBe('The tool arguments must be a JSON object.');
    expect((await runToolCall(tool({}), { id: 'x', name: 'ghost', arguments: '{}' }, never, Date.now)).step.error).toBe('There is no tool named "ghost".');
    let ran = false;
    const checked = tool({ validate: () => 'Invalid arguments: /x is required', execute: async () => (ran = true) });
    expect((await runToolCall(checked, call('{}'), never, Date.now)).step.error).toBe('Invalid arguments: /x is required');
    expect(ran).toBe(false);
    const throwing = tool({ execute: async () => Promise.reject(new Error('The webhook answered 500')) });
    expect((await runToolCall(throwing, call('{}'), never, Date.now)).step).toMatchObject({ status: 'error', error: 'The webhook answered 500' });
  });

  it('clips what the model reads and what the step keeps', async () => {
    const big = tool({ execute: async () => ({ text: 'x'.repeat(50_000) }) });
    const ran = await runToolCall(big, call('{}'), never, Date.now);
    expect(ran.content.length).toBeLessThan(16_100);
    expect(ran.content).toMatch(/more characters\)$/);
    expect(typeof ran.step.output).toBe('string');
    expect(String(ran.step.output).length).toBeLessThan(2_100);
  });

  it('passes on the sources a tool cites', async () => {
    const search = tool({ execute: async () => [{ title: 'A', url: 'https://a.example' }], sourcesOf: () => [{ title: 'A', url: 'https://a.example', score: 1, snippet: '' }] });
    expect((await runToolCall(search, call('{}'), never, Date.now)).sources).toHaveLength(1);
  });
});

describe('maskArguments', () => {
  it('masks values under secret-looking names at any depth', () => {
    expect(maskArguments({ email: 'a@b.co', password: 'p', nested: { apiKey: 'k', list: [{ token: 't', ok: 1 }] } })).toEqual({
      email: 'a@b.co',
      password: '••••',
      nested: { apiKey: '••••', list: [{ token: '••••', ok: 1 }] },
    });
  });
});
