import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { firstProjectId, sampleAgent } from '../support/agents';

// The default instance: no ALLOW_PRIVATE_URLS, so tools may only call public addresses.
let t: TestApp;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  owner = (await signUp(t.app)).client;
  projectId = await firstProjectId(owner);
});
afterAll(async () => {
  await t.close();
});

const tool = (endpoint: string) => ({ name: 'Inside', type: 'webhook', endpoint, schema: { type: 'object', properties: {} } });

describe('private addresses without ALLOW_PRIVATE_URLS', () => {
  it.each(['http://127.0.0.1:8080/hook', 'http://10.1.2.3/hook', 'http://localhost:3000/hook', 'http://[::1]/hook', 'http://192.168.1.20/{id}'])('refuses a custom tool at %s', async (endpoint) => {
    const res = await owner.post(`/api/projects/${projectId}/tools`, tool(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('URL_NOT_ALLOWED');
    expect(res.json().message).toMatch(/^endpoint: Refused: /);
  });

  it.each([
    ['webhook', { webhook: { endpoint: 'http://10.0.0.8/in', headers: {} } }, 'toolConfigs.webhook.endpoint'],
    ['postConversationHook', { postConversationHook: { endpoint: 'http://172.16.0.1/end', headers: {} } }, 'toolConfigs.postConversationHook.endpoint'],
    ['apiCall', { apiCall: { method: 'GET', url: 'http://127.0.0.1/{q}', headers: {} } }, 'toolConfigs.apiCall.url'],
    ['webSearch', { webSearch: { provider: 'searxng', baseUrl: 'http://127.0.0.1:8888' } }, 'toolConfigs.webSearch.baseUrl'],
    ['calendar', { calendar: { url: 'http://localhost:5232/user/cal/' } }, 'toolConfigs.calendar.url'],
  ])('refuses an agent whose %s settings point inside, naming the field', async (_name, toolConfigs, field) => {
    const res = await owner.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, toolConfigs });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(`${field}: Refused: `)).toBe(true);
  });

  it('stores nothing when it refuses', async () => {
    expect((await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools).toEqual([]);
    expect((await owner.get(`/api/projects/${projectId}/agents`)).json()).toEqual([]);
  });
});
