import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;

const plainAgent = { ...sampleAgent, defaultLanguage: 'es', websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const sessionOf = () => `s-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function chat(message: string, sessionId: string, ip: string) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel: 'chat' }, remoteAddress: ip });
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ projectId, agent: { id: agentId } } = await createAgent(owner, plainAgent));
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('per-visitor budgets', () => {
  it('start unlimited, are saved by the owner, and are hidden from other accounts', async () => {
    expect((await owner.get(`/api/agents/${agentId}/visitor-budgets`)).json()).toEqual({ messagesPerVisitorPerDay: null, tokensPerConversation: null });
    expect((await stranger.get(`/api/agents/${agentId}/visitor-budgets`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 1, tokensPerConversation: null })).statusCode).toBe(404);
    const bad = await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 0, tokensPerConversation: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^messagesPerVisitorPerDay: /);
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 10_001, tokensPerConversation: null })).json().message).toMatch(/10000/);
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: null, tokensPerConversation: 99 })).json().message).toMatch(/^tokensPerConversation: .*100/);
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: null })).json().message).toMatch(/^tokensPerConversation: /);
    expect((await owner.get('/api/agents/not-a-uuid/visitor-budgets')).json().message).toMatch(/^params id: /);
    // nothing was stored by the refused changes
    expect((await owner.get(`/api/agents/${agentId}/visitor-budgets`)).json()).toEqual({ messagesPerVisitorPerDay: null, tokensPerConversation: null });
  });

  it('answers a visitor past the daily messages politely in the agent language and stores the turn as limited', async () => {
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 2, tokensPerConversation: null })).statusCode).toBe(200);
    const ip = '10.20.0.1';
    llm.requests.length = 0;
    // new conversations do not reset it: the visitor is counted by address
    expect((await chat('uno', sessionOf(), ip)).statusCode).toBe(200);
    expect((await chat('dos', sessionOf(), ip)).statusCode).toBe(200);
    const sessionId = sessionOf();
    const third = await chat('tres', sessionId, ip);
    expect(third.statusCode).toBe(200);
    expect(third.json().message).toBe('Has alcanzado el número máximo de mensajes de hoy con este asistente. Vuelve mañana, por favor.');
    expect(llm.requests).toHaveLength(2);
    const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(run.status).toBe('limited');
    expect(run.error).toMatch(/sent 2 messages in 24 hours/);
    // another visitor is not affected, and the next day the budget is whole again
    expect((await chat('hola', sessionOf(), '10.20.0.2')).json().message).not.toMatch(/máximo/);
    t.setNow(new Date(Date.now() + 86_400_000 + 60_000));
    try {
      expect((await chat('otra vez', sessionOf(), ip)).json().message).not.toMatch(/máximo/);
    } finally {
      t.setNow(null);
    }
  });

  it('ends a conversation that spent its tokens with a polite message', async () => {
    // the fake model reports 20 tokens a turn
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: null, tokensPerConversation: 100 })).statusCode).toBe(200);
    const sessionId = sessionOf();
    let last = '';
    for (let i = 0; i < 6; i++) last = (await chat(`mensaje ${i}`, sessionId, `10.21.0.${i}`)).json().message;
    expect(last).toBe('Esta conversación ha alcanzado su longitud máxima. Empieza una conversación nueva, por favor.');
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(runs.filter((r) => r.status === 'completed')).toHaveLength(5);
    expect(runs.filter((r) => r.status === 'limited')).toHaveLength(1);
    // a new conversation starts with a whole budget
    expect((await chat('nueva', sessionOf(), '10.21.1.1')).json().message).not.toMatch(/máxima/);
  });

  it('do not apply to the owner\'s tests', async () => {
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 1, tokensPerConversation: null })).statusCode).toBe(200);
    const ip = '10.22.0.1';
    for (let i = 0; i < 3; i++) {
      const res = await chat(`prueba ${i}`, `test_agent_${Date.now()}_${i}`, ip);
      expect(res.json().message).not.toMatch(/máximo/);
    }
  });
});
