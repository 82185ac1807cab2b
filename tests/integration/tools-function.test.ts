import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TOOL_LIMITS } from '../../src/common/function-tool';
import { TOOL_OUTPUT_MAX_CHARS } from '../../src/common/tools';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;

const priceSchema = { type: 'object', properties: { amount: { type: 'number' }, rate: { type: 'number', minimum: 0, maximum: 1 } }, required: ['amount', 'rate'], additionalProperties: false };

function functionTool(overrides: Record<string, unknown> = {}) {
  return { name: 'Add tax', type: 'function', description: 'Adds the tax to an amount', code: 'return { total: Math.round(args.amount * (1 + args.rate) * 100) / 100 };', schema: priceSchema, timeout: 2000, ...overrides };
}

async function createFunction(overrides: Record<string, unknown> = {}) {
  const res = await owner.post(`/api/projects/${projectId}/tools`, functionTool(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

const testCall = async (toolId: string, payload: Record<string, unknown> = {}) => (await owner.post(`/api/tools/${toolId}/test`, { payload })).json();

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ agent: { id: agentId }, projectId } = await createAgent(owner, { enabledTools: {}, toolConfigs: {} }));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('function tools', () => {
  it('stores the code, returns it to its owner, and runs it on validated arguments', async () => {
    const res = await owner.post(`/api/projects/${projectId}/tools`, functionTool());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'function', code: functionTool().code, endpoint: null, timeout: 2000, dialect: null, connectionString: null });
    const id = res.json().id;
    expect(await testCall(id, { amount: 10, rate: 0.21 })).toMatchObject({ status: 'success', output: { total: 12.1 }, error: null });
    const invalid = await testCall(id, { amount: 'ten', rate: 0.21 });
    expect(invalid).toMatchObject({ status: 'error', output: null });
    expect(invalid.error).toMatch(/Invalid arguments: \/amount must be number/);
    expect((await testCall(id, { amount: 1 })).error).toMatch(/rate is required/);
  });

  it('supports async functions and awaits', async () => {
    const { id } = await createFunction({ code: 'const twice = async (n) => n * 2;\nconst value = await twice(args.amount);\nreturn [value, await Promise.all([1, 2].map(twice))];' });
    expect(await testCall(id, { amount: 4, rate: 0 })).toMatchObject({ status: 'success', output: [8, [2, 4]] });
  });

  it('starts every call in a fresh context: nothing set by one call is seen by the next', async () => {
    const { id } = await createFunction({
      code: "const seen = { counter: globalThis.counter ?? null, polluted: ({}).polluted ?? null, json: typeof JSON.stringify };\nglobalThis.counter = 1; Object.prototype.polluted = 'yes'; Array.prototype.push = null;\nreturn seen;",
    });
    for (let i = 0; i < 2; i++) expect((await testCall(id, { amount: 1, rate: 0 })).output).toEqual({ counter: null, polluted: null, json: 'function' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers more calls at once than sandboxes may run, each with its own result', async () => {
    // the longest limit: under a loaded machine the later calls wait for a free sandbox
    const { id } = await createFunction({ name: 'Echo amount', code: 'return args.amount;', timeout: 10000 });
    const amounts = [1, 2, 3, 4, 5, 6, 7];
    const results = await Promise.all(amounts.map((amount) => testCall(id, { amount, rate: 0 })));
    expect(results.map((r) => r.output), JSON.stringify(results)).toEqual(amounts);
    await owner.delete(`/api/tools/${id}`);
  });

  it('clips a value longer than the model reads', async () => {
    const { id } = await createFunction({ code: "return 'y'.repeat(100000);" });
    const res = await testCall(id, { amount: 1, rate: 0 });
    expect(res.status).toBe('success');
    expect(res.output.truncated).toBe(true);
    expect(res.output.value.length).toBeLessThan(TOOL_OUTPUT_MAX_CHARS + 100);
  });

  it('refuses bad input with a 400 naming the field and the limit, storing nothing', async () => {
    const tooLong = await owner.post(`/api/projects/${projectId}/tools`, functionTool({ code: 'x'.repeat(FUNCTION_TOOL_LIMITS.codeMaxChars + 1) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/code/);
    expect(tooLong.json().message).toMatch(/20000/);
    const empty = await owner.post(`/api/projects/${projectId}/tools`, functionTool({ code: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/code/);
    const slow = await owner.post(`/api/projects/${projectId}/tools`, functionTool({ timeout: 60000 }));
    expect(slow.statusCode).toBe(400);
    expect(slow.json().message).toMatch(/timeout/);
    expect(slow.json().message).toMatch(/10000/);
    const names = (await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools.length;
    expect(names).toBe(4);
  });
});

describe('escape attempts', () => {
  const attempts: [string, string, RegExp][] = [
    ['constructor chain to process', "return this.constructor.constructor('return process')().env;", /ReferenceError: 'process' is not defined/],
    ['Function constructor to require', "return Function('return require')()('fs').readFileSync('/etc/passwd', 'utf8');", /ReferenceError: 'require' is not defined/],
    ['import of a host module', "const fs = await import('fs'); return fs.readFileSync('/etc/passwd', 'utf8');", /fs|module/i],
    ['network', "return await fetch('http://127.0.0.1:1/');", /ReferenceError: 'fetch' is not defined/],
    ['host globals', 'return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof console, typeof std, typeof os, typeof WebAssembly, typeof Buffer];', /^$/],
    ['prototype pollution', "Object.prototype.isAdmin = true; Object.prototype.toJSON = function () { return 'pwned' }; return {};", /^$/],
    ['infinite loop', 'while (true) {}', /ran longer than 2 s and was stopped/],
    ['huge string', "return 'x'.repeat(1e9).length;", /used more than 32 MB of memory/],
    ['growing array', 'const a = []; for (;;) a.push(new Array(10000).fill(1));', /(memory|longer than 2 s)/],
    ['deep recursion', 'function f(n) { return f(n + 1) + 1; } return f(0);', /stack overflow/],
    ['promise that never settles', 'await new Promise(() => {});', /never settled/],
    ['replaced JSON.stringify', 'JSON.stringify = () => 42; return 1;', /must return a JSON value/],
  ];

  it.each(attempts)('%s ends with a readable answer', async (_label, code, expected) => {
    const { id } = await createFunction({ name: `Escape ${_label}`, code });
    const res = await testCall(id, { amount: 1, rate: 0 });
    if (expected.source === '^$') {
      expect(res.status).toBe('success');
      expect(JSON.stringify(res.output)).not.toMatch(/object|function/);
      if (_label === 'prototype pollution') expect(res.output).toBe('pwned');
    } else {
      expect(res).toMatchObject({ status: 'error', output: null });
      expect(res.error).toMatch(expected);
    }
    expect(res.latency).toBeLessThan(2000 + 3000);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    await owner.delete(`/api/tools/${id}`);
  });

  it('leaves the server answering: a chat turn whose tool loops forever, then a normal one', async () => {
    const looping = await createFunction({ name: 'Looping', code: 'while (true) {}' });
    const adder = await createFunction({ name: 'Add tax' });
    const agent = (await owner.get(`/api/agents/${agentId}`)).json();
    const put = await owner.put(`/api/agents/${agentId}`, { ...agent, attachedTools: [{ toolId: looping.id, enabled: true }, { toolId: adder.id, enabled: true }] });
    expect(put.statusCode).toBe(200);

    llm.script({ kind: 'tool', name: 'looping', args: { amount: 1, rate: 0 } }, { kind: 'reply', text: 'That took too long.' });
    const pending = owner.post(`/api/agents/${agentId}/test`, { input: 'loop' });
    // the event loop stays free while the sandbox spins in its own thread
    const started = performance.now();
    expect((await owner.get(`/api/projects/${projectId}/tools`)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const loop = (await pending).json();
    expect(loop.steps.find((s: { type: string }) => s.type === 'tool')).toMatchObject({ name: 'looping', status: 'error', error: 'The function ran longer than 2 s and was stopped.' });

    llm.requests.length = 0;
    llm.script({ kind: 'tool', name: 'add_tax', args: { amount: 100, rate: 0.1 } }, { kind: 'reply', text: 'The total is 110.' });
    const run = (await owner.post(`/api/agents/${agentId}/test`, { input: 'What is 100 plus 10% tax?' })).json();
    expect(run.output).toBe('The total is 110.');
    expect(run.steps.find((s: { type: string }) => s.type === 'tool')).toMatchObject({ name: 'add_tax', status: 'success', input: { amount: 100, rate: 0.1 }, output: { total: 110 } });
    const offered = llm.requests[0].body.tools as { function: { name: string; parameters: unknown } }[];
    expect(offered.find((o) => o.function.name === 'add_tax')?.function.parameters).toEqual(priceSchema);
    const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '')).toEqual({ total: 110 });
  });
});

describe('another user', () => {
  it("can neither read, test, edit, delete nor attach another project's function tool", async () => {
    const tool = await createFunction({ name: 'Secret formula', code: "return 'owner only';" });
    expect((await stranger.get(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/tools/${tool.id}/test`, { payload: { amount: 1, rate: 0 } })).statusCode).toBe(404);
    expect((await stranger.put(`/api/tools/${tool.id}`, functionTool({ code: "return 'stolen';" }))).statusCode).toBe(404);
    expect((await stranger.delete(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/tools`)).statusCode).toBe(404);
    const { agent: theirs } = await createAgent(stranger, { name: 'Theirs' });
    const full = (await stranger.get(`/api/agents/${theirs.id}`)).json();
    expect((await stranger.put(`/api/agents/${theirs.id}`, { ...full, attachedTools: [{ toolId: tool.id, enabled: true }] })).statusCode).toBe(404);
    expect((await owner.get(`/api/tools/${tool.id}`)).json().code).toBe("return 'owner only';");
  });
});
