import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, mcpServers } from '../../src/server/db/tool-tables';
import { unansweredGroups } from '../../src/server/db/unanswered-tables';
import { toolApprovals } from '../../src/server/db/approval-tables';
import { visitors } from '../../src/server/db/schema';
import { visitorFacts } from '../../src/server/db/visitor-memory-tables';
import { createAgent } from '../support/agents';
import { createDataset, uploadDocument } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 30: a route given another project's resource id answers exactly as for an unknown id of
// the same kind (status and body), so nobody can tell which ids exist elsewhere. Every route of
// the OpenAPI document with a path parameter is walked from a second, unrelated account.
let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
/** the owner's resources, by kind */
const real: Record<string, string> = {};

/** `{segment before the parameter}:{parameter}` -> the kind of id it takes; null: not an id (same value both ways). */
const KINDS: Record<string, string | null> = {
  'agents:id': 'agent',
  'approvals:id': 'approval',
  'agents:agentId': 'agent',
  'agent-versions:id': 'version',
  'agent-versions:versionId': 'version',
  'conversations:id': 'conversation',
  'datasets:id': 'dataset',
  'items:itemId': 'item',
  'leads:id': 'lead',
  'mcp-servers:id': 'mcpServer',
  'projects:id': 'project',
  'projects:projectId': 'project',
  'invitations:invitationId': 'invitation',
  'members:userId': 'user',
  'users:id': 'user',
  'visitors:visitorId': 'visitor',
  'platform-keys:keyId': 'platformKey',
  'test-cases:id': 'testCase',
  'curated-answers:pairId': 'curatedAnswer',
  'unanswered:groupId': 'unansweredGroup',
  'memory:factId': 'fact',
  'tools:id': 'tool',
  'widgets:id': 'widget',
  'workflow-executions:id': 'execution',
  'workflows:workflowId': 'workflow',
  'sessions:id': 'authSession',
  'sessions:sessionId': 'chatSession',
  'api-keys:provider': null,
  'channels:channel': null,
  'agent-templates:templateId': null,
};
/** not resource ids at all: capability tokens and secrets, checked by their own tests */
const SKIPPED = new Set(['/api/objects/{token}', '/api/workflows/hooks/{secret}']);
const FIXED: Record<string, string> = { 'api-keys:provider': 'openai', 'channels:channel': 'sms', 'agent-templates:templateId': 'shop-faq' };

function unknownOf(kind: string): string {
  if (kind === 'authSession') return randomUUID().replace(/-/g, '');
  if (kind === 'chatSession') return `session-${Date.now()}-unknown`;
  return randomUUID();
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' }, { worker: false });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  expect((await owner.post('/api/billing/trial')).statusCode).toBe(200);
  const { agent, projectId } = await createAgent(owner, { websiteUrls: [], enabledTools: {}, toolConfigs: {} });
  Object.assign(real, { agent: agent.id, project: projectId });
  real.user = (await owner.get('/api/auth/user')).json().id;
  real.authSession = (await owner.get('/api/auth/sessions')).json()[0].id;

  const dataset = await createDataset(owner, projectId, 'Private notes');
  real.dataset = dataset.id;
  real.item = (await uploadDocument(owner, `/api/datasets/${dataset.id}/documents`, 'notes.txt', Buffer.from('Our office opens at nine.'))).json().id;

  const version = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
  real.version = version.id;
  real.chatSession = 'session-owner-1';
  expect((await owner.post(`/api/agent-versions/${version.id}/chat`, { message: 'Hello', sessionId: real.chatSession })).statusCode).toBe(200);
  real.conversation = (await owner.get(`/api/projects/${projectId}/conversations`)).json().conversations[0].id;
  // a private version: the public pages must not tell it from an unknown one either
  expect((await owner.request('PATCH', `/api/agent-versions/${version.id}/visibility`, { isPublic: false })).statusCode).toBe(200);

  real.tool = (
    await owner.post(`/api/projects/${projectId}/tools`, {
      name: 'Order status',
      type: 'webhook',
      description: 'Looks up an order',
      endpoint: 'https://hooks.example.com/orders',
      schema: { type: 'object', properties: {} },
    })
  ).json().id;
  real.widget = (await owner.post(`/api/agents/${agent.id}/widgets`, { name: 'Main widget', htmlCode: '<div></div>', isPremiumFeatures: true })).json().id;
  real.testCase = (await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'Hours', input: 'When do you open?' })).json().id;
  real.curatedAnswer = (await owner.post(`/api/agents/${agent.id}/curated-answers`, { question: 'When do you open?', answer: 'At nine.', language: 'en' })).json().id;
  real.invitation = (await owner.post(`/api/projects/${projectId}/invitations`, { email: 'later@example.com', role: 'editor' })).json().invitation.id;
  real.platformKey = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'CI' })).json().id;
  const workflow = await owner.put(`/api/agents/${agent.id}/workflow`, {
    name: 'Follow-up',
    nodes: [
      { id: 'trigger-1', type: 'trigger', position: { x: 0, y: 0 }, data: { label: 'Trigger', config: { type: 'manual' } } },
      { id: 'agent-1', type: 'agent', position: { x: 250, y: 0 }, data: { label: 'AI Agent' } },
    ],
    edges: [{ id: 'e1', source: 'trigger-1', target: 'agent-1' }],
  });
  real.workflow = workflow.json().id;
  real.execution = (await owner.post(`/api/workflows/${real.workflow}/test`, { mockData: { triggerType: 'manual' } })).json().executionId;
  const [lead] = await t.deps.db.insert(leads).values({ projectId, agentId: agent.id, channel: 'widget', name: 'Ada' }).returning();
  real.lead = lead.id;
  const [server] = await t.deps.db.insert(mcpServers).values({ projectId, name: 'Docs', url: 'https://mcp.example.com/mcp' }).returning();
  real.mcpServer = server.id;
  const [group] = await t.deps.db.insert(unansweredGroups).values({ projectId, agentId: agent.id, question: 'Do you sell gift cards?', words: ['en:sell', 'en:gift', 'en:card'] }).returning();
  real.unansweredGroup = group.id;
  const [approval] = await t.deps.db
    .insert(toolApprovals)
    .values({ projectId, agentId: agent.id, conversationId: real.conversation, channel: 'chat', toolName: 'webhook', arguments: { amount: 500 }, expiresAt: new Date(Date.now() + 3_600_000), turn: {} })
    .returning();
  real.approval = approval.id;
  const [visitor] = await t.deps.db.insert(visitors).values({ projectId, kind: 'channel', externalId: 'sms:+34600111222', phone: '+34600111222', verified: false }).returning();
  real.visitor = visitor.id;
  const [fact] = await t.deps.db.insert(visitorFacts).values({ visitorId: visitor.id, projectId, agentId: agent.id, sealedFact: 'sealed', category: 'other' }).returning();
  real.fact = fact.id;
  for (const [kind, id] of Object.entries(real)) expect(id, kind).toEqual(expect.any(String));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: string[];
}

function operationsWithIds(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    path.includes('{') && !SKIPPED.has(path)
      ? Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Operation['method'], path, params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name) }))
      : [],
  );
}

/** The key of a parameter: the path segment before it and its name. */
function keyOf(path: string, param: string): string {
  const segments = path.split('/');
  return `${segments[segments.indexOf(`{${param}}`) - 1]}:${param}`;
}

async function answer(op: Operation, values: Record<string, string>) {
  const url = op.params.reduce((p, name) => p.replace(`{${name}}`, encodeURIComponent(values[name])), op.path);
  const body = ['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined;
  const res = await stranger.request(op.method, url, body);
  // ids may be named in a message: compare the shape of the answer, not which id it repeats
  const text = Object.values(values).reduce((s, v) => s.split(v).join('<id>'), res.body);
  return { status: res.statusCode, body: text };
}

describe('another project’s ids', () => {
  it('every route with an id answers for another project’s resource exactly as for an unknown one', async () => {
    const ops = operationsWithIds();
    expect(ops.length).toBeGreaterThan(100);
    const unmapped = ops.flatMap((op) => op.params.map((p) => keyOf(op.path, p)).filter((k) => !(k in KINDS)).map((k) => `${op.method} ${op.path} (${k})`));
    expect(unmapped, 'routes whose id parameter this test does not know yet').toEqual([]);

    const differences: string[] = [];
    for (const op of ops) {
      const variants: Record<string, string>[] = [{}, {}];
      for (const p of op.params) {
        const key = keyOf(op.path, p);
        const kind = KINDS[key];
        variants[0][p] = kind ? real[kind] : FIXED[key];
        variants[1][p] = kind ? unknownOf(kind) : FIXED[key];
      }
      // the builder's alias 'workflow-{agentId}' names a workflow too
      if (op.params.includes('workflowId')) variants.push({ workflowId: `workflow-${real.agent}` }, { workflowId: `workflow-${randomUUID()}` });
      for (let i = 0; i < variants.length; i += 2) {
        const [theirs, unknown] = [await answer(op, variants[i]), await answer(op, variants[i + 1])];
        if (theirs.status < 400) differences.push(`${op.method} ${op.path}: ${theirs.status} for another project's id`);
        else if (theirs.status !== unknown.status || theirs.body !== unknown.body) {
          differences.push(`${op.method} ${op.path} ${JSON.stringify(variants[i])}: ${theirs.status} ${theirs.body} vs unknown ${unknown.status} ${unknown.body}`);
        }
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);
});
