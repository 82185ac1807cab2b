import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { agentRuns, agents, conversations } from '../../src/server/db/schema';
import { dataItems } from '../../src/server/db/knowledge-tables';
import { workflows } from '../../src/server/db/workflow-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner);
  agentId = created.agent.id;
  projectId = created.projectId;
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table);
  return row.n;
}

function refusal(path: string, problem = 'must not contain the NUL character') {
  return { message: `${path}: ${problem}`, code: 'VALIDATION_ERROR', fields: [{ path: path.replace(/^(querystring|params) /, ''), message: problem }] };
}

const agentNode = { id: 'agent-1', type: 'agent', position: { x: 250, y: 200 }, data: { label: 'AI Agent' } };
const emailNode = (label: string) => ({ id: 'email-1', type: 'email', position: { x: 500, y: 100 }, data: { label, config: { to: '{{user.email}}', template: 'welcome' } } });

describe('text PostgreSQL cannot store answers 400 naming the field, and writes nothing', () => {
  it('in an agent name', async () => {
    const before = await rowCount(agents);
    const res = await owner.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, name: 'Support\u0000Bot' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('name'));
    expect(await rowCount(agents)).toBe(before);
  });

  it('in nested objects and arrays, and in object keys', async () => {
    const before = await rowCount(agents);
    const toolConfigs = { sendEmail: { ...sampleAgent.toolConfigs.sendEmail, smtpUser: 'bot\u0000' } };
    expect((await owner.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, toolConfigs })).json()).toEqual(refusal('toolConfigs.sendEmail.smtpUser'));
    const keyed = await owner.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, toolConfigs: { 'send\u0000Email': {} } });
    expect(keyed.json()).toEqual(refusal('toolConfigs', 'a key must not contain the NUL character'));
    // jsonb also refuses half of a surrogate pair
    const surrogate = await owner.post(`/api/projects/${projectId}/agents`, { ...sampleAgent, description: 'broken \ud83d text' });
    expect(surrogate.json()).toEqual(refusal('description', 'must not contain an unpaired surrogate (invalid Unicode)'));
    expect(await rowCount(agents)).toBe(before);

    const workflowsBefore = await rowCount(workflows);
    const graph = await owner.put(`/api/agents/${agentId}/workflow`, { name: 'W', nodes: [agentNode, emailNode('Send\u0000Email')], edges: [{ source: 'agent-1', target: 'email-1' }] });
    expect(graph.statusCode).toBe(400);
    expect(graph.json()).toEqual(refusal('nodes.1.data.label'));
    expect(await rowCount(workflows)).toBe(workflowsBefore);
  });

  it('in a query parameter and a route parameter', async () => {
    const search = await owner.get(`/api/projects/${projectId}/conversations?q=hello%00world`);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refusal('querystring q'));

    const { id: datasetId } = (await owner.post(`/api/projects/${projectId}/datasets`, { name: 'Docs' })).json();
    const itemsBefore = await rowCount(dataItems);
    const upload = await owner.request('POST', `/api/datasets/${datasetId}/documents?fileName=notes%00.txt`, Buffer.from('Opening hours: nine to five.'), {
      'content-type': 'application/octet-stream',
    });
    expect(upload.json()).toEqual(refusal('querystring fileName'));
    expect(await rowCount(dataItems)).toBe(itemsBefore);

    const param = await t.app.inject({ method: 'POST', url: '/api/agent-versions/abc%00def/chat', payload: { message: 'hi', sessionId: 's-param' } });
    expect(param.json()).toEqual(refusal('params versionId'));
  });

  it('in a public chat message and visitor data, before the model is called', async () => {
    llm.requests.length = 0;
    const runsBefore = await rowCount(agentRuns);
    const conversationsBefore = await rowCount(conversations);
    const chat = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { sessionId: 'nul-visitor', ...body }, remoteAddress: '10.9.0.1' });

    const message = await chat({ message: 'When do you open?\u0000' });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual(refusal('message'));
    const userData = await chat({ message: 'When do you open?', userData: { 'na\u0000me': 'Ada' } });
    expect(userData.json()).toEqual(refusal('userData', 'a key must not contain the NUL character'));

    expect(llm.requests).toHaveLength(0);
    expect(await rowCount(agentRuns)).toBe(runsBefore);
    expect(await rowCount(conversations)).toBe(conversationsBefore);
  });
});
