import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 19, acceptance 6: an instance admin shares a project tool; other projects attach it without seeing its secrets.

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let admin: SessionClient;
let other: SessionClient;
let toolId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  admin = (await signUp(t.app)).client; // the first account is the instance admin
  other = (await signUp(t.app)).client;
  const adminProject = (await admin.get('/api/projects')).json()[0].id;
  const created = await admin.post(`/api/projects/${adminProject}/tools`, {
    name: 'Currency rates',
    type: 'api',
    method: 'GET',
    description: 'Exchange rate between two currencies',
    endpoint: `${peer.url}/rates/{from}`,
    headers: { 'X-Rates-Key': 'rates-secret-999' },
    schema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } }, required: ['from'] },
  });
  toolId = created.json().id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await llm.close();
});
beforeEach(() => {
  peer.requests.length = 0;
});

describe('public tools', () => {
  it('only an instance admin can make a tool public', async () => {
    expect((await other.put(`/api/admin/tools/${toolId}/public`, { isPublic: true })).statusCode).toBe(403);
    const otherProject = (await other.get('/api/projects')).json()[0].id;
    expect((await other.get(`/api/projects/${otherProject}/tools`)).json().publicTools).toEqual([]);
    expect((await admin.put(`/api/admin/tools/00000000-0000-4000-8000-000000000000/public`, { isPublic: true })).statusCode).toBe(404);
    const res = await admin.put(`/api/admin/tools/${toolId}/public`, { isPublic: true });
    expect(res.json()).toEqual({ id: toolId, isPublic: true });
  });

  it('every project sees it and attaches it, never its secrets, and cannot change it', async () => {
    await admin.put(`/api/admin/tools/${toolId}/public`, { isPublic: true });
    const { projectId, agent } = await createAgent(other, { name: 'Travel Bot' });
    await useFakeModel(other, projectId, llm.baseUrl);
    const listed = (await other.get(`/api/projects/${projectId}/tools`)).json();
    expect(listed.publicTools).toEqual([{ id: toolId, name: 'Currency rates', description: 'Exchange rate between two currencies', type: 'api' }]);
    expect(JSON.stringify(listed)).not.toContain('rates-secret-999');
    expect(JSON.stringify(listed)).not.toContain('X-Rates-Key');

    expect((await other.get(`/api/tools/${toolId}`)).statusCode).toBe(404);
    expect((await other.put(`/api/tools/${toolId}`, { name: 'Mine', type: 'api', endpoint: 'https://example.com', schema: { type: 'object' } })).statusCode).toBe(404);
    expect((await other.post(`/api/tools/${toolId}/test`, { payload: { from: 'EUR' } })).statusCode).toBe(404);
    expect((await other.delete(`/api/tools/${toolId}`)).statusCode).toBe(404);

    const full = (await other.get(`/api/agents/${agent.id}`)).json();
    const put = await other.put(`/api/agents/${agent.id}`, { ...full, attachedTools: [{ toolId, enabled: true }] });
    expect(put.statusCode).toBe(200);
    peer.answer({ json: { rate: 1.08 } });
    llm.script({ kind: 'tool', name: 'currency_rates', args: { from: 'EUR', to: 'USD' } }, { kind: 'reply', text: '1 EUR is 1.08 USD.' });
    const run = (await other.post(`/api/agents/${agent.id}/test`, { input: 'EUR to USD?' })).json();
    expect(run.output).toBe('1 EUR is 1.08 USD.');
    expect(peer.requests[0]).toMatchObject({ method: 'GET', url: '/rates/EUR?to=USD' });
    expect(peer.requests[0].headers['x-rates-key']).toBe('rates-secret-999');
    const version = (await other.post(`/api/agents/${agent.id}/publish`, {})).json();
    expect(JSON.stringify(version)).not.toContain('rates-secret-999');

    // made private again: no longer offered to other projects' agents
    await admin.put(`/api/admin/tools/${toolId}/public`, { isPublic: false });
    expect((await other.get(`/api/projects/${projectId}/tools`)).json().publicTools).toEqual([]);
    llm.script({ kind: 'reply', text: 'No tools.' });
    llm.requests.length = 0;
    await other.post(`/api/agents/${agent.id}/test`, { input: 'EUR to USD?' });
    const offered = ((llm.requests[0].body.tools ?? []) as { function: { name: string } }[]).map((x) => x.function.name);
    expect(offered).not.toContain('currency_rates');
    const reattach = await other.put(`/api/agents/${agent.id}`, { ...full, attachedTools: [{ toolId, enabled: true }] });
    expect(reattach.statusCode).toBe(404);
  });
});
