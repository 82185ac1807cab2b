import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_FILE_DOCUMENTS_MAX_BYTES, AGENT_FILE_FORMAT_VERSION, agentFile, secretPlaceholders } from '../../src/common/agent-file';
import { eq } from 'drizzle-orm';
import { agents } from '../../src/server/db/schema';
import { createAgent, firstProjectId, sampleAgent } from '../support/agents';
import { uploadDocument } from '../support/knowledge';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;

const SECRETS = {
  'agent.toolConfigs.sendEmail.smtpPassword': 'smtp-secret-pw',
  'agent.toolConfigs.webhook.headers.Authorization': 'Bearer hook-token-123',
  'agent.toolConfigs.webhook.signingSecret': 'signing-secret-xyz',
  'agent.toolConfigs.webSearch.apiKey': 'brave-key-456',
  'workflow.nodes.2.data.config.headers.X-Hook-Key': 'wf-key-789',
};

const workflow = {
  name: 'Workflow for Support Bot',
  nodes: [
    { id: 'trigger-1', type: 'trigger', position: { x: 0, y: 0 }, data: { label: 'Trigger', config: { type: 'conversation_end' } } },
    { id: 'agent-1', type: 'agent', position: { x: 250, y: 200 }, data: { label: 'AI Agent' } },
    { id: 'webhook-1', type: 'webhook', position: { x: 500, y: 300 }, data: { label: 'Webhook', config: { url: 'https://hooks.example.com/wf', method: 'PUT', headers: { 'X-Hook-Key': 'wf-key-789' }, body: { name: '{{user.name}}' } } } },
  ],
  edges: [
    { id: 'e1', source: 'trigger-1', target: 'agent-1' },
    { id: 'e2', source: 'agent-1', target: 'webhook-1' },
  ],
};

/** The file with what differs between two exports of equal agents (ids and dates) left out. */
const comparable = (file: Record<string, unknown>) => ({ ...file, exportedAt: undefined });

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  await signUp(t.app); // the first account is the admin
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  expect((await owner.post('/api/billing/trial')).statusCode).toBe(200);
  projectId = await firstProjectId(owner);
  const { agent } = await createAgent(owner, {
    starters: ['What are your opening hours?', '¿Hacéis envíos?'],
    fallbackMessage: 'Sorry, I do not know that yet.',
    websiteUrls: ['https://shop.example.com/faq'],
    enabledTools: { ...sampleAgent.enabledTools, webhook: true, webSearch: true, captureLead: true },
    toolConfigs: {
      ...sampleAgent.toolConfigs,
      webhook: { endpoint: 'https://hooks.example.com/in', headers: { Authorization: 'Bearer hook-token-123' }, signingSecret: 'signing-secret-xyz' },
      webSearch: { provider: 'brave', apiKey: 'brave-key-456', maxResults: 4 },
      captureLead: { fields: [{ key: 'company', label: 'Company', required: true }] },
    },
  });
  agentId = agent.id;
  expect((await owner.post(`/api/agents/${agentId}/test-cases`, { name: 'Hours', input: 'When do you open?', expectedOutput: 'nine' })).statusCode).toBe(201);
  expect((await owner.post(`/api/agents/${agentId}/test-cases`, { name: 'Returns', input: 'How do I return?' })).statusCode).toBe(201);
  expect((await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'guide', threshold: 0.7, operatorsMayAdd: true })).statusCode).toBe(200);
  for (const question of ['Where is my parcel?', 'Do you ship abroad?']) {
    expect((await owner.post(`/api/agents/${agentId}/curated-answers`, { question, alternatives: ['Shipping?'], answer: `About: ${question}`, language: 'en' })).statusCode).toBe(201);
  }
  expect((await owner.put(`/api/agents/${agentId}/workflow`, workflow)).statusCode).toBe(200);
  expect((await owner.post(`/api/agents/${agentId}/widgets`, { name: 'Main widget', htmlCode: '<div id="af-widget">Hi</div>', isPremiumFeatures: true })).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

async function exportOf(client: SessionClient, id: string) {
  const res = await client.get(`/api/agents/${id}/export`);
  expect(res.statusCode).toBe(200);
  return res;
}

describe('agent files', () => {
  it('exports every part of the agent as one versioned file, with placeholders instead of secrets', async () => {
    const res = await exportOf(owner, agentId);
    expect(res.headers['content-disposition']).toBe('attachment; filename="support-bot.agent.json"');
    const file = res.json();
    expect(agentFile.safeParse(file).success).toBe(true);
    expect(file).toMatchObject({ kind: 'agentforge.agent', formatVersion: AGENT_FILE_FORMAT_VERSION });
    expect(file.agent).toMatchObject({ name: 'Support Bot', systemPrompt: sampleAgent.systemPrompt, rules: sampleAgent.rules, starters: ['What are your opening hours?', '¿Hacéis envíos?'] });
    expect(file.agent.toolConfigs.webhook).toEqual({
      endpoint: 'https://hooks.example.com/in',
      headers: { Authorization: { $secret: 'agent.toolConfigs.webhook.headers.Authorization' } },
      signingSecret: { $secret: 'agent.toolConfigs.webhook.signingSecret' },
    });
    expect(secretPlaceholders(file).sort()).toEqual(Object.keys(SECRETS).sort());
    for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(agentId);
    expect(file.knowledge).toEqual({ websiteUrls: ['https://shop.example.com/faq'], documents: [] });
    expect(file.testCases).toEqual([
      { name: 'Hours', input: 'When do you open?', expectedOutput: 'nine' },
      { name: 'Returns', input: 'How do I return?', expectedOutput: null },
    ]);
    expect(file.curatedAnswers.settings).toEqual({ mode: 'guide', threshold: 0.7, operatorsMayAdd: true });
    expect(file.curatedAnswers.pairs.map((p: { question: string }) => p.question)).toEqual(['Do you ship abroad?', 'Where is my parcel?']);
    expect(file.workflow.nodes[2].data.config.headers).toEqual({ 'X-Hook-Key': { $secret: 'workflow.nodes.2.data.config.headers.X-Hook-Key' } });
    expect(file.workflow.edges).toEqual(workflow.edges);
    expect(file.widgets).toHaveLength(1);
    expect(file.widgets[0]).toMatchObject({ name: 'Main widget', htmlCode: '<div id="af-widget">Hi</div>' });
  });

  it('round trip: export, import with the secrets, export again gives the same file but for ids and dates', async () => {
    const first = (await exportOf(owner, agentId)).json();
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: first, secrets: SECRETS });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report.notUsed).toEqual([]);
    expect(report.agent).toMatchObject({ name: 'Support Bot', projectId });
    expect(report.agent.id).not.toBe(agentId);
    const second = (await exportOf(owner, report.agent.id)).json();
    expect(comparable(second)).toEqual(comparable(first));
    // the secrets reached the new agent, sealed at rest like any other
    const [row] = await t.deps.db.select().from(agents).where(eq(agents.id, report.agent.id));
    expect(JSON.stringify(row.toolConfigs)).not.toContain('brave-key-456');
    const view = (await owner.get(`/api/agents/${report.agent.id}`)).json();
    expect(view.toolConfigs.webSearch.apiKeySet).toBe(true);
    expect(view.enabledTools.webSearch).toBe(true);
    // the original is untouched
    expect((await owner.get(`/api/agents/${agentId}/test-cases`)).json()).toHaveLength(2);
  });

  it('a secret left without a value: the agent is created with its tool off, and the report names it', async () => {
    const file = (await exportOf(owner, agentId)).json();
    const { 'agent.toolConfigs.webSearch.apiKey': _left, 'workflow.nodes.2.data.config.headers.X-Hook-Key': _alsoLeft, ...given } = SECRETS;
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: { ...file, agent: { ...file.agent, mood: 'cheerful' }, extra: 1 }, secrets: given });
    expect(res.statusCode).toBe(201);
    expect(res.json().notUsed).toEqual([
      { path: 'agent.mood', reason: 'unknownField', message: `Not a field of agent file format version ${AGENT_FILE_FORMAT_VERSION}` },
      { path: 'extra', reason: 'unknownField', message: `Not a field of agent file format version ${AGENT_FILE_FORMAT_VERSION}` },
      { path: 'agent.toolConfigs.webSearch.apiKey', reason: 'secretMissing', message: 'No value was given for the secret "agent.toolConfigs.webSearch.apiKey": the webSearch tool is off until you set it' },
      {
        path: 'workflow.nodes.2.data.config.headers.X-Hook-Key',
        reason: 'workflowSecretMissing',
        message: 'No value was given for the secret "workflow.nodes.2.data.config.headers.X-Hook-Key": the workflow\'s webhook node is saved without this header',
      },
    ]);
    const view = (await owner.get(`/api/agents/${res.json().agent.id}`)).json();
    expect(view.enabledTools.webSearch).toBe(false);
    expect(view.toolConfigs.webSearch.apiKeySet).toBe(false);
  });

  it('an invalid file: 400 naming the path of each problem, and nothing created', async () => {
    const before = (await owner.get(`/api/projects/${projectId}/agents`)).json().length;
    const datasetsBefore = (await owner.get(`/api/projects/${projectId}/datasets`)).json().length;
    const file = (await exportOf(owner, agentId)).json();
    const bad = { ...file, agent: { ...file.agent, name: '', modelSettings: { ...file.agent.modelSettings, temperature: 5 } }, testCases: [{ name: 'x' }] };
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: bad, secrets: SECRETS });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    expect(message).toContain('file.agent.name: ');
    expect(message).toContain('file.agent.modelSettings.temperature: ');
    expect(message).toContain('file.testCases.0.input: ');
    expect((await owner.post(`/api/projects/${projectId}/agent-imports`, { file: { kind: 'something.else', formatVersion: 1 } })).json().message).toContain('file.kind: ');

    // a duplicate curated question is found after the agent row exists: the new agent is removed
    const pair = file.curatedAnswers.pairs[0];
    const dup = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: { ...file, curatedAnswers: { pairs: [pair, pair] } }, secrets: SECRETS });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/^file\.curatedAnswers\.pairs\.1\.question: duplicate question/);
    expect((await owner.get(`/api/projects/${projectId}/agents`)).json().length).toBe(before);
    // nor the dataset made for its website URLs
    expect((await owner.get(`/api/projects/${projectId}/datasets`)).json().length).toBe(datasetsBefore);
  });

  it('a file from a newer format version is refused with the version named', async () => {
    const file = (await exportOf(owner, agentId)).json();
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: { ...file, formatVersion: 2, agent: { brandNew: true } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AGENT_FILE_NEWER_FORMAT');
    expect(res.json().message).toBe('file.formatVersion: this file has format version 2; this instance reads format version 1 (update AgentForge to import it)');
  });

  it('a private URL in the file is refused like any other private URL', async () => {
    const file = (await exportOf(owner, agentId)).json();
    file.agent.toolConfigs.webhook.endpoint = 'http://127.0.0.1:8080/hook';
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file, secrets: SECRETS });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^file\.agent\.toolConfigs\.webhook\.endpoint: /);

    // the workflow is saved after the agent row exists: its private URL removes the new agent again
    const before = (await owner.get(`/api/projects/${projectId}/agents`)).json().length;
    const inWorkflow = (await exportOf(owner, agentId)).json();
    inWorkflow.workflow.nodes[2].data.config.url = 'http://10.0.0.5/hook';
    const refused = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: inWorkflow, secrets: SECRETS });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^file\.workflow\.nodes\.2\./);
    expect((await owner.get(`/api/projects/${projectId}/agents`)).json().length).toBe(before);
  });

  it('only members who may edit the project import; another project is out of reach; plan limits apply', async () => {
    const file = (await exportOf(owner, agentId)).json();
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.get(`/api/agents/${agentId}/export`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/projects/${projectId}/agent-imports`, { file, secrets: SECRETS })).statusCode).toBe(403);
    const editor = await joinProject(t.app, owner, projectId, 'editor');
    expect((await editor.post(`/api/projects/${projectId}/agent-imports`, { file, secrets: SECRETS })).statusCode).toBe(201);

    expect((await stranger.get(`/api/agents/${agentId}/export`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/projects/${projectId}/agent-imports`, { file, secrets: SECRETS })).statusCode).toBe(404);

    // the stranger is on the Free plan: two agents, then the premium gate; widgets are not used
    const strangerProject = await firstProjectId(stranger);
    const imported = await stranger.post(`/api/projects/${strangerProject}/agent-imports`, { file, secrets: SECRETS });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().notUsed).toEqual([{ path: 'widgets.0', reason: 'widgetsNeedPremium', message: 'Widgets need Premium: this project does not have it' }]);
    expect((await stranger.post(`/api/projects/${strangerProject}/agent-imports`, { file, secrets: SECRETS })).statusCode).toBe(201);
    const third = await stranger.post(`/api/projects/${strangerProject}/agent-imports`, { file, secrets: SECRETS });
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe('PREMIUM_REQUIRED');
  });

  it('carries the uploaded documents when asked, within a size the 400 names', async () => {
    const text = Buffer.from('Our garden centre opens at nine and closes at six.');
    expect((await uploadDocument(owner, `/api/agents/${agentId}/documents`, 'hours.txt', text)).statusCode).toBe(202);
    expect((await exportOf(owner, agentId)).json().knowledge.documents).toEqual([]);
    const first = (await owner.get(`/api/agents/${agentId}/export?documents=true`)).json();
    expect(first.knowledge.documents).toEqual([{ name: 'hours.txt', contentBase64: text.toString('base64') }]);

    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: first, secrets: SECRETS });
    expect(res.statusCode).toBe(201);
    const copy = res.json().agent.id;
    const second = (await owner.get(`/api/agents/${copy}/export?documents=true`)).json();
    expect(comparable(second)).toEqual(comparable(first));
    const dataset = (await owner.get(`/api/agents/${copy}`)).json().datasetId;
    expect(dataset).not.toBe((await owner.get(`/api/agents/${agentId}`)).json().datasetId);

    const big = 'A'.repeat(Math.ceil(((AGENT_FILE_DOCUMENTS_MAX_BYTES + 1024) * 4) / 3 / 4) * 4);
    const tooLarge = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: { ...first, knowledge: { ...first.knowledge, documents: [{ name: 'big.txt', contentBase64: big }] } }, secrets: SECRETS });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toMatch(/^file\.knowledge\.documents: The documents take 8\.0 MB; an agent file carries at most 8 MB of documents/);

    const video = await owner.post(`/api/projects/${projectId}/agent-imports`, {
      file: { ...first, knowledge: { ...first.knowledge, documents: [{ name: 'clip.mp4', contentBase64: Buffer.from([0, 0, 0, 24, 102, 116, 121, 112]).toString('base64') }] } },
      secrets: SECRETS,
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toMatch(/^file\.knowledge\.documents\.0: clip\.mp4 is not a document type/);
  });

  it('publishes the format as JSON Schema, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agent-file/schema.json' });
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema.properties.kind).toMatchObject({ const: 'agentforge.agent' });
    expect(schema.properties.formatVersion).toMatchObject({ const: 1 });
    expect(schema.required).toEqual(expect.arrayContaining(['kind', 'formatVersion', 'agent']));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/agent-file/schema.json', '/api/agents/{id}/export', '/api/projects/{id}/agent-imports']));
  });
});
