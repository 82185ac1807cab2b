import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_MESSAGES } from '../../src/common/fallback-message';
import { createAgent } from '../support/agents';
import { createDataset, uploadDocument, waitForDataset } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

const FALLBACK = 'Hmm, that is not in my notes. Write to hello@brightbikes.example and a person will answer you.';

let t: TestApp;
let owner: SessionClient;
let datasetId: string;
let visits = 0;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'offline-')) }, { worker: true });
  owner = (await signUp(t.app)).client;
  const projectId = (await owner.get('/api/projects')).json()[0].id as string;
  const ds = await createDataset(owner, projectId, 'Company facts');
  // small chunks: the document spreads over several passages, some starting inside a sentence
  await owner.patch(`/api/datasets/${ds.id}`, { settings: { chunkSize: 100, chunkOverlap: 30, topK: 5, rerank: false } });
  const doc = readFileSync(path.join(import.meta.dirname, '../fixtures/knowledge-docs/company-facts.md'));
  expect((await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'company-facts.md', doc)).statusCode).toBeLessThan(300);
  await waitForDataset(owner, ds.id);
  datasetId = ds.id;
}, 60_000);
afterAll(async () => t.close());

/** An agent on a provider without a key: the built-in offline model answers. */
async function offlineAgent(overrides: Record<string, unknown> = {}) {
  const { agent } = await createAgent(owner, { name: 'Bikey', systemPrompt: 'You are Bikey, the BrightBikes assistant.', websiteUrls: [], datasetId, modelProvider: 'openai', modelName: 'gpt-4o-mini', ...overrides });
  const versionId = (await owner.post(`/api/agents/${agent.id}/publish`)).json().id as string;
  return { agentId: agent.id, versionId };
}

async function visitorAsks(versionId: string, message: string): Promise<string> {
  visits += 1;
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId: `visitor-${visits}` }, remoteAddress: `10.61.0.${visits}` });
  expect(res.statusCode, message).toBe(200);
  return res.json().message as string;
}

describe('the built-in offline model answers visitors from a document', () => {
  it.each([
    ['When was the company founded?', 'BrightBikes Rental Co. was founded in 2017 in Valencia by two cycling guides.'],
    ['Are you open on Sundays?', 'On Sundays and public holidays we open from 10:00 to 14:00.'],
    ['How much does an e-bike cost per day?', 'A city bike costs 15 euros per day and an e-bike costs 30 euros per day.'],
    ['Until when can I cancel for free?', 'You can cancel a booking free of charge up to 24 hours before the pickup time.'],
    ['Is there a fee if I bring the bike back late?', 'A late return fee of 10 euros per hour is charged for bikes brought back after closing time.'],
    ['What does it cost to cancel late?', 'Cancellations made later are charged 50% of the rental price.'],
    ['How much is the deposit for an e-bike?', 'A deposit of 100 euros is held on your card for every e-bike.'],
    ['Do I get a helmet?', 'Every rental includes a helmet and a lock at no extra cost.'],
    ['What is your phone number?', 'Phone: +34 960 123 456'],
    ['Where is your shop?', 'We rent city bikes, e-bikes and children\'s bikes from our shop at Calle Colón 12, next to the Turia gardens.'],
  ])('%s', async (question, sentence) => {
    const { versionId } = await offlineAgent();
    const answer = await visitorAsks(versionId, question);
    expect(answer).toContain(sentence);
    expect(answer).not.toMatch(/\[\d+\]|According to|Company Facts|\*\*|^[-#]|^(?:was|next) /);
  });

  it('answers greetings and thanks as such, in the language they are written in', async () => {
    const { versionId } = await offlineAgent();
    expect(await visitorAsks(versionId, 'Hello!')).toBe("Hello! I'm Bikey. How can I help you today?");
    expect(await visitorAsks(versionId, 'Thank you so much!')).toBe("You're welcome! Is there anything else I can help you with?");
    expect(await visitorAsks(versionId, '¡Muchas gracias!')).toBe('¡De nada! ¿Puedo ayudarte en algo más?');
  });

  it("says the owner's fallback message when the document has no answer, with the API key hint only in the Testing Console", async () => {
    const { agentId, versionId } = await offlineAgent({ fallbackMessage: `  ${FALLBACK}  ` });
    expect(await visitorAsks(versionId, 'Do you sell surfboards?')).toBe(FALLBACK);
    const console = (await owner.post(`/api/agents/${agentId}/test`, { input: 'Do you sell surfboards?' })).json();
    expect(console.output).toBe(`${FALLBACK} (Answer from the built-in offline model: add an API key in Settings > API Keys for full answers.)`);
  });

  it("says the default fallback in the agent's language when the owner wrote none", async () => {
    const english = await offlineAgent({ fallbackMessage: '' });
    expect(await visitorAsks(english.versionId, 'Do you sell surfboards?')).toBe(DEFAULT_FALLBACK_MESSAGES.en);
    const spanish = await offlineAgent({ defaultLanguage: 'es' });
    expect(await visitorAsks(spanish.versionId, '¿Vendéis tablas de surf?')).toBe(DEFAULT_FALLBACK_MESSAGES.es);
  });
});

describe('the fallback message setting', () => {
  it('is stored trimmed, empty as the default, and refused over 1000 characters naming the field', async () => {
    const { agentId } = await offlineAgent({ fallbackMessage: ` ${FALLBACK} ` });
    const saved = (await owner.get(`/api/agents/${agentId}`)).json();
    expect(saved.fallbackMessage).toBe(FALLBACK);

    const tooLong = await owner.put(`/api/agents/${agentId}`, { ...saved, fallbackMessage: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('fallbackMessage');
    const projectId = (await owner.get('/api/projects')).json()[0].id as string;
    const created = await owner.post(`/api/projects/${projectId}/agents`, { name: 'Long', fallbackMessage: 'x'.repeat(1001) });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain('fallbackMessage');

    const cleared = await owner.put(`/api/agents/${agentId}`, { ...saved, fallbackMessage: '' });
    expect(cleared.json().fallbackMessage).toBeNull();
  });
});
