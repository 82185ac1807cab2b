import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent } from '../support/agents';

// Bad input on the routes added for tools, leads, hooks, workflows and conversations: a 400 whose
// message names the field, never a 500, and a second user's account gets 404 for what it does not own.
let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let agentId: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ agent: { id: agentId }, projectId } = await createAgent(owner, { name: 'Owned' }));
});
afterAll(async () => {
  await t.close();
});

const names = (res: { statusCode: number; json: () => { message: string } }, field: RegExp) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(field);
};

describe('bad input on the new routes', () => {
  it('names the malformed id in the path', async () => {
    names(await owner.get('/api/agents/nope/hook-deliveries'), /Invalid agent id/);
    names(await owner.get('/api/conversations/nope'), /Invalid conversation id/);
    names(await owner.delete('/api/conversations/nope'), /Invalid conversation id/);
    names(await owner.delete('/api/leads/nope'), /Invalid lead id/);
    names(await owner.get('/api/tools/nope'), /Invalid tool id/);
    names(await owner.get('/api/workflow-executions/nope'), /id/);
    names(await owner.post('/api/workflow-executions/nope/rerun', {}), /id/);
  });

  it('names the bad field in a query or body', async () => {
    names(await owner.get(`/api/projects/${projectId}/runs?agentId=nope`), /agentId/);
    names(await owner.get(`/api/projects/${projectId}/conversations/export?format=xml`), /format/);
    names(await owner.post(`/api/projects/${projectId}/tools`, { type: 'webhook', endpoint: 'https://example.com/x' }), /name/);
    names(await owner.put(`/api/agents/${agentId}/workflow`, { name: 'W', edges: [] }), /nodes/);
    names(await owner.post(`/api/workflows/workflow-${agentId}/test`, { mockData: { triggerType: 'sometimes' } }), /mockData\.triggerType/);
    names(await owner.post(`/api/workflows/workflow-${agentId}/execute`, { triggerType: 'sometimes' }), /triggerType/);
  });

  it('answers 404 to a second user on the ones with a valid id it does not own', async () => {
    expect((await stranger.get(`/api/agents/${agentId}/hook-deliveries`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/runs`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/agents/${agentId}/workflow`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/workflows/workflow-${agentId}/execute`, {})).statusCode).toBe(404);
  });
});

describe('bad input on the MCP, OpenAPI and public-tool routes', () => {
  it('names the malformed id in the path', async () => {
    names(await owner.get('/api/projects/nope/mcp-servers'), /id/);
    names(await owner.put('/api/mcp-servers/nope', { name: 'x', url: 'https://example.com/mcp' }), /id/);
    names(await owner.post('/api/mcp-servers/nope/refresh', {}), /id/);
    names(await owner.delete('/api/mcp-servers/nope'), /id/);
    names(await owner.get('/api/agents/nope/mcp'), /id/);
    names(await t.app.inject({ method: 'POST', url: '/api/mcp/agents/nope', payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }), /id/);
    names(await owner.post('/api/projects/nope/tools/openapi/preview', { document: '{}' }), /id/);
    names(await owner.put('/api/admin/tools/nope/public', { isPublic: true }), /id/);
  });

  it('names the bad field in a body', async () => {
    names(await owner.put(`/api/agents/${agentId}/mcp`, { enabled: 'yes' }), /enabled/);
    names(await owner.post(`/api/projects/${projectId}/mcp-servers`, { name: 'Weather', url: 'ftp://example.com/mcp' }), /url/);
    names(await owner.post(`/api/projects/${projectId}/tools/openapi/import`, { document: '{}', operations: 'all' }), /operations/);
    const tool = await owner.post(`/api/projects/${projectId}/tools`, { name: 'Hook', type: 'webhook', endpoint: 'https://example.com/hook' });
    expect(tool.statusCode).toBe(201);
    // the first account of an instance is its administrator: the route is open to it, the body is not
    names(await owner.put(`/api/admin/tools/${tool.json().id}/public`, { isPublic: 'yes' }), /isPublic/);
  });

  it('answers 404 to a second user on the ones with a valid id it does not own', async () => {
    expect((await stranger.get(`/api/projects/${projectId}/mcp-servers`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/agents/${agentId}/mcp`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/projects/${projectId}/tools/openapi/preview`, { document: '{}' })).statusCode).toBe(404);
  });
});
