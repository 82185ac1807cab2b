import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { workflows } from '../../src/server/db/workflow-tables';
import { secretBox } from '../../src/server/platform/secrets';
import { createAgent, sampleAgent } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: 'https://agents.example.com/' }, { worker: true });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ agent: { id: agentId } } = await createAgent(owner, { ...sampleAgent, websiteUrls: [] }));
});
afterAll(async () => {
  await t?.close();
});

const agentNode = { id: 'agent-1', type: 'agent', position: { x: 250, y: 200 }, data: { label: 'AI Agent' } };
const triggerNode = (config: Record<string, unknown> = {}) => ({ id: 'trigger-1', type: 'trigger', position: { x: 0, y: 0 }, data: { label: 'Trigger', config: { type: 'conversation_end', ...config } } });
const emailNode = { id: 'email-1', type: 'email', position: { x: 500, y: 100 }, data: { label: 'Send Email', config: { to: '{{user.email}}', template: 'welcome' } } };
const webhookNode = (headers: Record<string, string>) => ({
  id: 'webhook-1',
  type: 'webhook',
  position: { x: 500, y: 300 },
  data: { label: 'Webhook', config: { url: 'https://hooks.example.com/in', method: 'PUT', headers, body: { name: '{{user.name}}' } } },
});
const graph = (headers: Record<string, string> = { Authorization: 'Bearer hook-token-123' }, trigger = triggerNode()) => ({
  name: 'Workflow for Support Bot',
  nodes: [trigger, agentNode, emailNode, webhookNode(headers)],
  edges: [
    { id: 'e1', source: 'trigger-1', target: 'agent-1' },
    { id: 'e2', source: 'agent-1', target: 'email-1' },
    { id: 'e3', source: 'agent-1', target: 'webhook-1' },
  ],
});

const storedRow = async () => (await t.deps.db.select().from(workflows).where(eq(workflows.agentId, agentId)))[0];
const storedHeadersEnc = async () => {
  const nodes = (await storedRow()).nodes as { id: string; data: { config: { headersEnc?: Record<string, string> } } }[];
  return nodes.find((n) => n.id === 'webhook-1')?.data.config.headersEnc ?? {};
};

describe('workflow graph API', () => {
  it('answers a graph with only the agent node before anything is saved', async () => {
    const res = await owner.get(`/api/agents/${agentId}/workflow`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: `workflow-${agentId}`,
      agentId,
      name: 'Workflow for Support Bot',
      nodes: [{ id: 'agent-1', type: 'agent' }],
      edges: [],
      status: 'active',
      webhookUrl: null,
      createdAt: null,
    });
  });

  it('saves and reads back the graph, header values sealed and masked', async () => {
    const saved = await owner.put(`/api/agents/${agentId}/workflow`, graph());
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.webhookUrl).toBeNull();
    const read = (await owner.get(`/api/agents/${agentId}/workflow`)).json();
    expect(read.nodes.map((n: { id: string }) => n.id)).toEqual(['trigger-1', 'agent-1', 'email-1', 'webhook-1']);
    expect(read.edges).toEqual(graph().edges);
    expect(read.nodes[2].data.config).toMatchObject({ to: '{{user.email}}', template: 'welcome', useAIGeneration: false, requiredFields: [] });
    expect(read.nodes[3].data.config).toEqual({ url: 'https://hooks.example.com/in', method: 'PUT', headers: { Authorization: SECRET_MASK }, body: { name: '{{user.name}}' } });
    expect(JSON.stringify(read)).not.toContain('hook-token-123');

    const sealed = await storedHeadersEnc();
    expect(JSON.stringify(await storedRow())).not.toContain('hook-token-123');
    expect(secretBox(t.deps.secret).open(sealed.Authorization)).toBe('Bearer hook-token-123');

    // the form sends the mask back: the stored value stays; a new header is sealed; a removed one goes
    await owner.put(`/api/agents/${agentId}/workflow`, graph({ Authorization: SECRET_MASK, 'X-Extra': 'two' }));
    const kept = await storedHeadersEnc();
    expect(kept.Authorization).toBe(sealed.Authorization);
    expect(secretBox(t.deps.secret).open(kept['X-Extra'])).toBe('two');
    await owner.put(`/api/agents/${agentId}/workflow`, graph({ 'X-Extra': SECRET_MASK }));
    expect(Object.keys(await storedHeadersEnc())).toEqual(['X-Extra']);
  });

  it('adds the agent node when the graph lacks it', async () => {
    const res = await owner.put(`/api/agents/${agentId}/workflow`, { name: 'W', nodes: [emailNode], edges: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().nodes.map((n: { id: string }) => n.id)).toEqual(['agent-1', 'email-1']);
  });

  it('makes an inbound URL with a secret for a webhook trigger, the same on every save', async () => {
    const first = (await owner.put(`/api/agents/${agentId}/workflow`, graph({}, triggerNode({ type: 'webhook' })))).json();
    expect(first.webhookUrl).toMatch(/^https:\/\/agents\.example\.com\/api\/workflows\/hooks\/[A-Za-z0-9_-]{32}$/);
    const secret = (first.webhookUrl as string).split('/').pop() as string;
    const row = await storedRow();
    expect(row.webhookSecretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.webhookSecretEnc).not.toContain(secret);
    const again = (await owner.put(`/api/agents/${agentId}/workflow`, graph({}, triggerNode({ type: 'webhook' })))).json();
    expect(again.webhookUrl).toBe(first.webhookUrl);
    expect((await owner.get(`/api/agents/${agentId}/workflow`)).json().webhookUrl).toBe(first.webhookUrl);
    // only while the graph has such a trigger
    expect((await owner.put(`/api/agents/${agentId}/workflow`, graph())).json().webhookUrl).toBeNull();
  });

  it('refuses invalid graphs with a 400 naming the field', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['unknown node type', { nodes: [agentNode, { ...emailNode, type: 'sms' }], edges: [] }, /^nodes\.1\.type: /],
      ['unknown trigger type', { nodes: [agentNode, triggerNode({ type: 'full_moon' })], edges: [] }, /^nodes\.1\.data\.config\.type: /],
      ['edge to an unknown node', { nodes: [agentNode, emailNode], edges: [{ source: 'agent-1', target: 'email-9' }] }, /^edges\.0\.target: Unknown node "email-9"/],
      ['cycle', { nodes: [agentNode, emailNode], edges: [{ source: 'agent-1', target: 'email-1' }, { source: 'email-1', target: 'agent-1' }] }, /^edges: The workflow has a cycle/],
      [
        'more than 200 nodes',
        { nodes: Array.from({ length: 201 }, (_, i) => ({ ...emailNode, id: `email-${i}` })), edges: [] },
        /^nodes: A workflow has at most 200 nodes/,
      ],
      ['malformed cron', { nodes: [agentNode, triggerNode({ type: 'scheduled', cron: '0 25 * * *' })], edges: [] }, /^nodes\.1\.data\.config\.cron: /],
      ['unknown time zone', { nodes: [agentNode, triggerNode({ type: 'scheduled', cron: '0 9 * * *', timeZone: 'Nowhere/City' })], edges: [] }, /^nodes\.1\.data\.config\.timeZone: /],
      [
        'cloud metadata URL',
        { nodes: [agentNode, { ...webhookNode({}), data: { label: 'W', config: { url: 'http://169.254.169.254/latest/meta-data/' } } }], edges: [] },
        /^nodes\.1\.data\.config\.url: .*metadata/,
      ],
    ];
    for (const [what, body, message] of cases) {
      const res = await owner.put(`/api/agents/${agentId}/workflow`, { name: 'W', ...(body as object) });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('VALIDATION_ERROR');
      expect(res.json().message, what).toMatch(message);
    }
  });

  it('answers 404 to another user on every workflow route', async () => {
    const saved = (await owner.put(`/api/agents/${agentId}/workflow`, { name: 'W', nodes: [agentNode], edges: [] })).json();
    const ran = await owner.post(`/api/workflows/workflow-${agentId}/test`, { mockData: { triggerType: 'manual' } });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ status: 'success', results: [{ nodeId: 'agent-1', status: 'success' }] });
    const executionId = ran.json().executionId as string;
    for (const ref of [`workflow-${agentId}`, saved.id]) {
      expect((await stranger.post(`/api/workflows/${ref}/test`, { mockData: {} })).statusCode).toBe(404);
      expect((await stranger.get(`/api/workflows/${ref}/executions`)).statusCode).toBe(404);
    }
    expect((await stranger.get(`/api/agents/${agentId}/workflow`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/workflow`, graph())).statusCode).toBe(404);
    expect((await stranger.post(`/api/workflows/workflow-${agentId}/execute`, { triggerType: 'custom' })).statusCode).toBe(404);
    expect((await stranger.get(`/api/workflow-executions/${executionId}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/workflow-executions/${executionId}/rerun`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/workflows/workflow-00000000-0000-4000-8000-000000000000/executions`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/workflows/not-a-workflow/executions`)).statusCode).toBe(404);
    // the owner still sees it all
    expect((await owner.get(`/api/workflow-executions/${executionId}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/workflows/${saved.id}/executions`)).json().executions[0].executionId).toBe(executionId);
  });
});
