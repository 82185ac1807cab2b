import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 19, acceptance 5: a published agent answers as an MCP server, called with the official SDK's Client over real HTTP.

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let agentId: string;
let key: string;
let origin: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner, { name: 'Support Bot', description: 'Answers shop questions' });
  projectId = created.projectId;
  agentId = created.agent.id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  expect((await owner.post(`/api/agents/${agentId}/publish`, {})).statusCode).toBe(201);
  key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'IDE' })).json().key;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

async function connect(bearer: string | null, id = agentId) {
  const client = new Client({ name: 'test-ide', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/api/mcp/agents/${id}`), { requestInit: { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} } });
  await client.connect(transport);
  return client;
}

describe('agents as MCP servers', () => {
  it('is off until the owner switches it on in Deployments', async () => {
    const state = await owner.get(`/api/agents/${agentId}/mcp`);
    expect(state.json()).toEqual({ enabled: false, url: expect.stringMatching(new RegExp(`/api/mcp/agents/${agentId}$`)), toolName: 'ask_support_bot' });
    await expect(connect(key)).rejects.toMatchObject({ code: 404, message: expect.stringContaining('its MCP endpoint is switched off') });
    const on = await owner.put(`/api/agents/${agentId}/mcp`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, toolName: 'ask_support_bot' });
  });

  it('offers one tool that asks the active version, continuing a conversation by its id', async () => {
    await owner.put(`/api/agents/${agentId}/mcp`, { enabled: true });
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name)).toEqual(['ask_support_bot']);
    expect(tools[0].description).toContain('Ask Support Bot (Answers shop questions)');
    expect(tools[0].inputSchema).toMatchObject({ type: 'object', properties: { message: { type: 'string' }, conversation_id: { type: 'string' } }, required: ['message'] });

    llm.script({ kind: 'reply', text: 'We ship in 2 days.' }, { kind: 'reply', text: 'To Peru too.' });
    const first = await client.callTool({ name: 'ask_support_bot', arguments: { message: 'How fast do you ship?' } });
    expect(first.content).toEqual([{ type: 'text', text: 'We ship in 2 days.' }]);
    const conversationId = (first.structuredContent as { conversation_id: string }).conversation_id;
    expect(first.structuredContent).toEqual({ answer: 'We ship in 2 days.', conversation_id: conversationId, conversation_finished: false });
    const second = await client.callTool({ name: 'ask_support_bot', arguments: { message: 'And to Peru?', conversation_id: conversationId } });
    expect(second.structuredContent).toMatchObject({ answer: 'To Peru too.', conversation_id: conversationId });
    const history = (llm.requests[1].body.messages as { role: string; content: string }[]).map((m) => m.content);
    expect(history).toEqual(expect.arrayContaining(['How fast do you ship?', 'We ship in 2 days.', 'And to Peru?']));
    const [stored] = await t.deps.db.select({ channel: conversations.channel, isTest: conversations.isTest }).from(conversations).where(eq(conversations.sessionId, conversationId));
    expect(stored).toEqual({ channel: 'api', isTest: false });
    await client.close();
  });

  it('reports a failed turn as a tool error', async () => {
    await owner.put(`/api/agents/${agentId}/mcp`, { enabled: true });
    const client = await connect(key);
    llm.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const failed = await client.callTool({ name: 'ask_support_bot', arguments: { message: 'Hello?' } });
    expect(failed.isError).toBe(true);
    await client.close();
  });

  it('answers a call without a message, or with an over-long one, with an error naming the argument, asking the model nothing', async () => {
    await owner.put(`/api/agents/${agentId}/mcp`, { enabled: true });
    const client = await connect(key);
    for (const args of [{}, { message: 'x'.repeat(20_000) }]) {
      const answer = await client.callTool({ name: 'ask_support_bot', arguments: args }).catch((err: Error) => ({ isError: true, content: [{ type: 'text', text: err.message }] }));
      expect(answer.isError).toBe(true);
      expect(JSON.stringify(answer.content)).toMatch(/message/);
    }
    expect(llm.requests).toHaveLength(0);
    await client.close();
  });

  it('refuses callers without a key of the project, and members who may not change deployments', async () => {
    await owner.put(`/api/agents/${agentId}/mcp`, { enabled: true });
    await expect(connect(null)).rejects.toMatchObject({ code: 401, message: expect.stringContaining('INVALID_API_KEY') });
    await expect(connect('af_not-a-real-key')).rejects.toMatchObject({ code: 401, message: expect.stringContaining('INVALID_API_KEY') });
    const stranger = (await signUp(t.app)).client;
    const theirProject = (await stranger.get('/api/projects')).json()[0].id;
    const theirKey = (await stranger.post(`/api/projects/${theirProject}/platform-keys`, { name: 'x' })).json().key;
    await expect(connect(theirKey)).rejects.toMatchObject({ code: 404, message: expect.stringContaining('its MCP endpoint is switched off') });
    expect((await stranger.get(`/api/agents/${agentId}/mcp`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/mcp`, { enabled: false })).statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.get(`/api/agents/${agentId}/mcp`)).statusCode).toBe(200);
    expect((await viewer.put(`/api/agents/${agentId}/mcp`, { enabled: false })).statusCode).toBe(403);
    const get = await t.app.inject({ method: 'GET', url: `/api/mcp/agents/${agentId}`, headers: { authorization: `Bearer ${key}` } });
    expect(get.statusCode).toBe(405);
  });
});
