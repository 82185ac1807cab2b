import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentRuns } from '../../src/server/db/schema';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startSearchServers, type SearchServers } from '../fixtures/search-servers';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 11, acceptance 2 (web_search), 5 and 7: SearXNG, Brave Search and Tavily, each spoken to by
// a loopback peer that refuses requests not made as the provider documents them.

let t: TestApp;
let llm: FakeLlm;
let peer: SearchServers;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startSearchServers();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  ({ projectId } = await createAgent(owner, { name: 'Warm-up' }));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  peer.requests.length = 0;
});

type ToolStep = { type: string; name: string; status?: string; output?: unknown; error?: string };
type Source = { title: string; url: string | null; score: number; snippet: string };

async function searchAgent(webSearch: Record<string, unknown>) {
  const { agent } = await createAgent(owner, {
    ...sampleAgent,
    name: 'Search Bot',
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, webSearch: true },
    toolConfigs: { webSearch },
  });
  return agent.id;
}

async function askWithSearch(agentId: string, query = 'hiking boots') {
  llm.script({ kind: 'tool', name: 'web_search', args: { query } }, { kind: 'reply', text: 'Here is what I found on the web.' });
  const res = await owner.post(`/api/agents/${agentId}/test`, { input: `What do you know about ${query}?` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { status: string; output: string; runId: string; steps: ToolStep[]; ragSources: Source[] };
  const step = body.steps.find((s) => s.type === 'tool' && s.name === 'web_search');
  expect(step).toBeDefined();
  return { body, step: step as ToolStep, raw: res.body };
}

/** What the model read back as the tool's answer in its second request. */
function toolMessageSeen(): string {
  const messages = llm.requests[1]?.body.messages as { role: string; content: unknown }[];
  return String(messages.find((m) => m.role === 'tool')?.content ?? '');
}

describe('the web_search built-in', () => {
  it('SearXNG: GET {baseUrl}/search?q=…&format=json; results become the reply sources as plain text', async () => {
    const agentId = await searchAgent({ provider: 'searxng', baseUrl: peer.url, maxResults: 2 });
    const { body, step } = await askWithSearch(agentId);
    expect(step.status).toBe('success');
    expect(body.status).toBe('completed');
    expect(body.output).toBe('Here is what I found on the web.');

    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0]).toMatchObject({ method: 'GET', path: '/search', query: { q: 'hiking boots', format: 'json' } });

    expect(body.ragSources.map((s) => [s.title, s.url])).toEqual([
      ['hiking boots & more: the SearXNG guide', 'https://searx.example.org/guide'],
      ['Second SearXNG hit', 'https://searx.example.org/second'],
    ]);
    const [first, second] = body.ragSources;
    expect(first.snippet.length).toBeLessThanOrEqual(300);
    expect(first.snippet.startsWith('All about hiking boots.')).toBe(true);
    expect(first.snippet.endsWith('…')).toBe(true);
    // markup escaped once more is decoded and removed too: snippets are plain text
    expect(second.snippet).toBe('Second result');
    expect(first.score).toBeGreaterThan(second.score);
    expect(first.score).toBeLessThanOrEqual(1);
    expect(toolMessageSeen()).toContain('https://searx.example.org/guide');
  });

  it('Brave Search: X-Subscription-Token and Accept headers, count=maxResults; <strong> marks removed', async () => {
    const agentId = await searchAgent({ provider: 'brave', baseUrl: peer.url, apiKey: peer.braveKey, maxResults: 3 });
    const { body, step } = await askWithSearch(agentId, 'trail running');
    expect(step.status).toBe('success');
    const req = peer.requests[0];
    expect(req).toMatchObject({ method: 'GET', path: '/res/v1/web/search', query: { q: 'trail running', count: '3' } });
    expect(req.headers['x-subscription-token']).toBe(peer.braveKey);
    expect(req.headers.accept).toBe('application/json');
    expect(body.ragSources.map((s) => s.url)).toEqual(['https://brave.example.com/handbook', 'https://brave.example.com/second', 'https://brave.example.com/third']);
    expect(body.ragSources[0]).toMatchObject({ title: 'The trail running handbook', snippet: 'Everything on trail running, updated weekly.' });
    expect(toolMessageSeen()).toContain('The trail running handbook');
  });

  it('Tavily: POST /search with a Bearer key and { query, max_results }; its scores are kept', async () => {
    const agentId = await searchAgent({ provider: 'tavily', baseUrl: peer.url, apiKey: peer.tavilyKey, maxResults: 2 });
    const { body, step } = await askWithSearch(agentId, 'alpine huts');
    expect(step.status).toBe('success');
    const req = peer.requests[0];
    expect(req).toMatchObject({ method: 'POST', path: '/search' });
    expect(req.headers.authorization).toBe(`Bearer ${peer.tavilyKey}`);
    expect(req.headers['content-type']).toContain('application/json');
    expect(JSON.parse(req.body)).toEqual({ query: 'alpine huts', max_results: 2 });
    expect(body.ragSources).toEqual([
      { title: 'alpine huts: Tavily overview', url: 'https://tavily.example.net/overview', score: 0.91, snippet: 'An overview of alpine huts.' },
      { title: 'Tavily second', url: 'https://tavily.example.net/second', score: 0.72, snippet: 'Second result' },
    ]);
  });

  it('a rejected key gives a readable tool error, the turn still completes, and the key is never shown', async () => {
    const wrongKey = 'BSA-wrong-key-0000';
    const agentId = await searchAgent({ provider: 'brave', baseUrl: peer.url, apiKey: wrongKey, maxResults: 3 });
    const { body, step, raw } = await askWithSearch(agentId);
    expect(peer.requests[0].headers['x-subscription-token']).toBe(wrongKey);
    expect(step.status).toBe('error');
    expect(step.error).toBe("Brave Search rejected the API key (401). Check the key in the agent's Web Search settings.");
    expect(body.status).toBe('completed');
    expect(body.output).toBe('Here is what I found on the web.');
    expect(body.ragSources).toEqual([]);
    expect(toolMessageSeen()).toContain('rejected the API key');

    const agent = await owner.get(`/api/agents/${agentId}`);
    expect(agent.json().toolConfigs.webSearch).toMatchObject({ provider: 'brave', apiKey: SECRET_MASK, apiKeySet: true });
    const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.id, body.runId));
    for (const text of [agent.body, raw, JSON.stringify(run), JSON.stringify(llm.requests)]) expect(text).not.toContain(wrongKey);
  });

  it('keeps the stored key when the form sends the mask back, and never returns it', async () => {
    const agentId = await searchAgent({ provider: 'tavily', baseUrl: peer.url, apiKey: peer.tavilyKey, maxResults: 1 });
    const shown = await owner.get(`/api/agents/${agentId}`);
    expect(shown.body).not.toContain(peer.tavilyKey);
    const form = shown.json() as { toolConfigs: { webSearch: Record<string, unknown> } };
    const saved = await owner.put(`/api/agents/${agentId}`, { ...form, toolConfigs: { webSearch: { ...form.toolConfigs.webSearch, maxResults: 2 } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(peer.tavilyKey);
    const { step } = await askWithSearch(agentId);
    expect(step.status).toBe('success');
    expect(peer.requests[0].headers.authorization).toBe(`Bearer ${peer.tavilyKey}`);
    expect(JSON.parse(peer.requests[0].body)).toMatchObject({ max_results: 2 });
  });

  it.each([
    ['tavily', 429, /^Tavily is rate-limiting requests \(429\)/],
    ['searxng', 503, /^SearXNG had a server error \(503\)\. Try again later\.$/],
    ['brave', 500, /^Brave Search had a server error \(500\)/],
  ] as const)('%s answering %i becomes a sentence naming the provider', async (provider, status, message) => {
    const agentId = await searchAgent({ provider, baseUrl: peer.url, apiKey: provider === 'brave' ? peer.braveKey : peer.tavilyKey, maxResults: 3 });
    peer.failNext(status);
    const { body, step } = await askWithSearch(agentId);
    expect(step.status).toBe('error');
    expect(step.error).toMatch(message);
    expect(body.status).toBe('completed');
  });

  it('an unreachable instance or a SearXNG without its JSON format gives a readable step error', async () => {
    const offline = await searchAgent({ provider: 'searxng', baseUrl: 'http://127.0.0.1:9', maxResults: 3 });
    const down = await askWithSearch(offline);
    expect(down.step.error).toMatch(/^SearXNG could not be reached: 127\.0\.0\.1:9 refused the connection\.$/);
    expect(down.body.status).toBe('completed');

    const noJson = await searchAgent({ provider: 'searxng', baseUrl: peer.url, maxResults: 3 });
    peer.failNext(403, { error: 'format not allowed' });
    const refused = await askWithSearch(noJson);
    expect(refused.step.error).toBe(`SearXNG refused the JSON format (403). Add "json" to search.formats in the instance's settings.yml.`);
  });

  it('is not offered to the model while its settings cannot work (Brave without a key, SearXNG without an address)', async () => {
    for (const webSearch of [{ provider: 'brave', baseUrl: peer.url }, { provider: 'searxng' }]) {
      const agentId = await searchAgent(webSearch);
      llm.requests.length = 0;
      llm.script({ kind: 'reply', text: 'No search today.' });
      await owner.post(`/api/agents/${agentId}/test`, { input: 'Search the web' });
      const tools = (llm.requests[0].body.tools as { function: { name: string } }[] | undefined) ?? [];
      expect(tools.map((x) => x.function.name)).not.toContain('web_search');
    }
  });
});
