import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CURATED_PAIRS_MAX } from '../../src/common/curated-answers';
import { curatedAnswers } from '../../src/server/db/curated-tables';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let intruder: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let hoursPairId: string;
let ipCounter = 0;

const HOURS = { question: 'What are your opening hours?', alternatives: ['When are you open?'], answer: 'We open from 9 to 18, Monday to Saturday.', language: 'en' };
const SHIPPING = { question: '¿Cuánto cuesta el envío?', alternatives: ['¿Cuál es el precio del envío?'], answer: 'El envío cuesta 5 euros.', language: 'es' };
const RETURNS = { question: 'How do I return an order?', alternatives: [], answer: 'Send it back within 30 days with the return label.', language: 'en' };

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  const created = await createAgent(owner);
  projectId = created.projectId;
  agentId = created.agent.id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  // published before any pair exists: the version must still use the pairs added later
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
  const added = await owner.post(`/api/agents/${agentId}/curated-answers`, HOURS);
  expect(added.statusCode).toBe(201);
  hoursPairId = added.json().id;
  expect((await owner.post(`/api/agents/${agentId}/curated-answers`, SHIPPING)).statusCode).toBe(201);
  expect((await owner.post(`/api/agents/${agentId}/curated-answers`, RETURNS)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.fallback = { kind: 'reply', text: 'The model answered.' };
});

const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sessionOf = () => `session-${Date.now()}-${Math.random().toString(36).slice(2)}`;

function chat(message: string, opts: { stream?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/agent-versions/${versionId}/chat`,
    payload: { message, sessionId: sessionOf() },
    remoteAddress: nextIp(),
    headers: opts.stream ? { accept: 'text/event-stream' } : {},
  });
}

async function runOf(runId: string) {
  const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.id, runId));
  return run;
}

const importCsv = (client: SessionClient, id: string, csv: string) => client.request('POST', `/api/agents/${id}/curated-answers/import`, csv, { 'content-type': 'text/csv' });

async function setMode(mode: 'reply' | 'guide', threshold?: number) {
  const current = (await owner.get(`/api/agents/${agentId}/curated-answers`)).json().settings;
  const res = await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { ...current, mode, ...(threshold === undefined ? {} : { threshold }) });
  expect(res.statusCode).toBe(200);
}

describe('answering with a curated pair (reply directly)', () => {
  it.each([
    ['the exact question', 'What are your opening hours?', HOURS.answer],
    ['a rephrasing', 'what time do you open?', HOURS.answer],
    ['a rephrasing with accents and case changed', 'WHEN ARE YOU OPEN', HOURS.answer],
    ['a Spanish rephrasing', '¿cuánto cuesta enviar el pedido?', SHIPPING.answer],
    ['a Spanish rephrasing without accents', 'precio del envio', SHIPPING.answer],
  ])('answers %s from a version published before the pair, with no model call', async (_, question, answer) => {
    const res = await chat(question);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(answer);
    expect(llm.requests).toHaveLength(0);
    const run = await runOf(res.json().runId);
    expect(run).toMatchObject({ agentOutput: answer, tokens: 0, tokensIn: 0, tokensOut: 0, status: 'completed', agentVersionId: versionId });
    expect(Number(run.cost)).toBe(0);
    const steps = run.steps as { type: string; name: string; output: { pairId: string; score: number; mode: string } }[];
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ type: 'curated', name: 'Curated answer', output: { mode: 'reply' } });
    expect(steps[0].output.score).toBeGreaterThan(0);
    expect(steps[0].output.score).toBeLessThanOrEqual(1);
  });

  it('lets the model answer a question below the threshold', async () => {
    const res = await chat('Do you sell gift cards for birthdays?');
    expect(res.json().message).toBe('The model answered.');
    expect(llm.requests).toHaveLength(1);
    const run = await runOf(res.json().runId);
    expect((run.steps as { type: string }[]).map((s) => s.type)).not.toContain('curated');
  });

  it('does not answer an English question with a Spanish pair', async () => {
    const res = await chat('What does shipping cost?');
    expect(res.json().message).toBe('The model answered.');
  });

  it('streams a curated reply like a model reply', async () => {
    const res = await chat('When are you open?', { stream: true });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown> }));
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(HOURS.answer);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: HOURS.answer } });
    expect(llm.requests).toHaveLength(0);
  });

  it('answers in the Testing Console too, and counts each use', async () => {
    const before = (await owner.get(`/api/agents/${agentId}/curated-answers?search=opening`)).json().items[0];
    const res = await owner.post(`/api/agents/${agentId}/test`, { input: 'What are your opening hours?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ output: HOURS.answer, tokens: { input: 0, output: 0, total: 0 }, cost: 0, steps: [{ type: 'curated' }] });
    expect(llm.requests).toHaveLength(0);
    const after = (await owner.get(`/api/agents/${agentId}/curated-answers?search=opening`)).json().items[0];
    expect(after.id).toBe(hoursPairId);
    expect(after.uses).toBe(before.uses + 1);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(before.lastUsedAt ? Date.parse(before.lastUsedAt) : 0);
  });
});

describe('versions', () => {
  it('the version diff says the curated answers are live', async () => {
    const res = await owner.get(`/api/agents/${agentId}/versions/diff?from=${versionId}&to=draft`);
    expect(res.statusCode).toBe(200);
    expect(res.json().curatedAnswers).toEqual({ count: 3 });
  });
});

describe('guiding the model', () => {
  it('gives the pair to the model as its top source and lets it answer', async () => {
    await setMode('guide');
    try {
      const res = await chat('When are you open?');
      expect(res.json().message).toBe('The model answered.');
      expect(llm.requests).toHaveLength(1);
      const system = (llm.requests[0].body.messages as { role: string; content: string }[])[0].content;
      expect(system).toContain(HOURS.answer);
      const run = await runOf(res.json().runId);
      const steps = run.steps as { type: string; output: unknown }[];
      expect(steps[0]).toMatchObject({ type: 'curated', output: { pairId: hoursPairId, mode: 'guide' } });
      expect(steps.map((s) => s.type)).toContain('model');
      const sources = run.ragSources as { title: string; score: number }[];
      expect(sources[0]).toMatchObject({ title: HOURS.question, score: (steps[0].output as { score: number }).score });
    } finally {
      await setMode('reply');
    }
  });

  it('a higher threshold sends a loose rephrasing to the model', async () => {
    await setMode('reply', 1);
    try {
      expect((await chat('what time do you open?')).json().message).toBe('The model answered.');
      expect((await chat('What are your opening hours?')).json().message).toBe(HOURS.answer);
    } finally {
      await setMode('reply', 0.6);
    }
  });
});

describe('managing pairs', () => {
  it('lists newest first with the settings and what the caller may do, and searches', async () => {
    const list = (await owner.get(`/api/agents/${agentId}/curated-answers`)).json();
    expect(list.items.map((p: { question: string }) => p.question)).toEqual([RETURNS.question, SHIPPING.question, HOURS.question]);
    expect(list).toMatchObject({ total: 3, canEdit: true, canAdd: true, settings: { mode: 'reply', operatorsMayAdd: false } });
    const found = (await owner.get(`/api/agents/${agentId}/curated-answers?search=precio`)).json();
    expect(found.items.map((p: { question: string }) => p.question)).toEqual([SHIPPING.question]);
  });

  it('refuses empty, over-long and duplicate questions with a 400 naming the field and the limit', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...HOURS, question: '  ' }, /^question: /],
      [{ ...HOURS, answer: '' }, /^answer: /],
      [{ ...HOURS, question: 'q'.repeat(501) }, /question: .*500/],
      [{ ...HOURS, answer: 'a'.repeat(4001) }, /answer: .*4000/],
      [{ ...HOURS, alternatives: Array.from({ length: 11 }, (_, i) => `alt ${i}`) }, /alternatives: .*10/],
      [{ ...HOURS, language: 'fr' }, /^language: /],
      [{ ...HOURS, question: 'what are your OPENING hours' }, /^question: duplicate question/],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(`/api/agents/${agentId}/curated-answers`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await owner.get(`/api/agents/${agentId}/curated-answers`)).json().total).toBe(3);
  });

  it('updates and deletes a pair, and the next turn sees the change at once', async () => {
    const created = (await owner.post(`/api/agents/${agentId}/curated-answers`, { question: 'Do you have a loyalty programme?', alternatives: [], answer: 'Yes: points on every order.', language: 'en' })).json();
    expect((await chat('do you have a loyalty programme')).json().message).toBe('Yes: points on every order.');
    const updated = await owner.put(`/api/curated-answers/${created.id}`, { question: 'Do you have a loyalty programme?', alternatives: ['loyalty points'], answer: 'Yes: 1 point per euro.', language: 'en' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ alternatives: ['loyalty points'], answer: 'Yes: 1 point per euro.' });
    expect((await chat('do you have a loyalty programme')).json().message).toBe('Yes: 1 point per euro.');
    expect((await owner.put(`/api/curated-answers/${created.id}`, { ...HOURS })).json().message).toMatch(/^question: duplicate question/);
    expect((await owner.delete(`/api/curated-answers/${created.id}`)).statusCode).toBe(204);
    expect((await chat('do you have a loyalty programme')).json().message).toBe('The model answered.');
    expect((await owner.delete(`/api/curated-answers/${created.id}`)).statusCode).toBe(404);
  });

  // several web processes on one PostgreSQL server: a change made on one is matched by the other's next turn
  it.runIf(process.env.TEST_DATABASE_URL)('answers with the changed pair on another process at once', async () => {
    const second = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' }, { joinDatabaseUrl: t.databaseUrl as string });
    const chatOn = (app: TestApp, message: string) =>
      app.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId: sessionOf() }, remoteAddress: nextIp() });
    try {
      const created = (await owner.post(`/api/agents/${agentId}/curated-answers`, { question: 'Is there parking at the store?', alternatives: [], answer: 'Yes, free parking.', language: 'en' })).json();
      expect((await chatOn(second, 'is there parking at the store')).json().message).toBe('Yes, free parking.');
      await owner.put(`/api/curated-answers/${created.id}`, { question: 'Is there parking at the store?', alternatives: [], answer: 'Yes, 20 places.', language: 'en' });
      expect((await chatOn(second, 'is there parking at the store')).json().message).toBe('Yes, 20 places.');
      await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'guide', threshold: 0.6, operatorsMayAdd: false });
      expect((await chatOn(second, 'is there parking at the store')).json().message).toBe('The model answered.');
      await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'reply', threshold: 0.6, operatorsMayAdd: false });
      await owner.delete(`/api/curated-answers/${created.id}`);
      expect((await chatOn(second, 'is there parking at the store')).json().message).toBe('The model answered.');
    } finally {
      await second.close();
    }
  });

  it(`refuses the pair after ${CURATED_PAIRS_MAX}`, async () => {
    const other = (await createAgent(owner, { name: 'Full agent' })).agent.id;
    const rows = Array.from({ length: CURATED_PAIRS_MAX }, (_, i) => ({
      agentId: other,
      projectId,
      question: `Question number ${i}`,
      answer: 'Answer',
      language: 'en',
      foldedQuestion: `question number ${i}`,
      lexemes: [['question', 'number', String(i)]],
    }));
    await t.deps.db.insert(curatedAnswers).values(rows);
    const res = await owner.post(`/api/agents/${other}/curated-answers`, { question: 'One more', alternatives: [], answer: 'No room', language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 2000 curated answers/);
    const csv = 'question,alternatives,answer\r\nOne more,,No room\r\n';
    const imported = await owner.request('POST', `/api/agents/${other}/curated-answers/import`, csv, { 'content-type': 'text/csv' });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().message).toMatch(/at most 2000 curated answers/);
  });
});

describe('CSV import and export', () => {
  it('round-trips pairs, alternatives on lines of their own, formulas neutralised', async () => {
    const source = (await createAgent(owner, { name: 'CSV source' })).agent.id;
    const formula = { question: '=HYPERLINK("http://evil.example","click")', alternatives: ['+1 phrasing, with a comma', 'second "quoted" one'], answer: '@SUM(A1)\nline two', language: 'en' };
    expect((await owner.post(`/api/agents/${source}/curated-answers`, formula)).statusCode).toBe(201);
    expect((await owner.post(`/api/agents/${source}/curated-answers`, SHIPPING)).statusCode).toBe(201);
    const exported = await owner.get(`/api/agents/${source}/curated-answers/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.body.startsWith('\uFEFFquestion,alternatives,answer,language\r\n')).toBe(true);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(exported.body).toContain(`"'+1 phrasing, with a comma\nsecond ""quoted"" one"`);
    expect(exported.body).toContain(`"'@SUM(A1)\nline two"`);

    const target = (await createAgent(owner, { name: 'CSV target' })).agent.id;
    const res = await importCsv(owner, target, exported.body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const items = (await owner.get(`/api/agents/${target}/curated-answers`)).json().items as Record<string, unknown>[];
    const strip = (p: Record<string, unknown>) => ({ question: p.question, alternatives: p.alternatives, answer: p.answer, language: p.language });
    expect(items.map(strip).sort((a, b) => String(a.question).localeCompare(String(b.question)))).toEqual([formula, SHIPPING].map(strip).sort((a, b) => String(a.question).localeCompare(String(b.question))));

    // importing the same file again replaces the pairs rather than refusing them
    const again = await importCsv(owner, target, exported.body.replace('El envío cuesta 5 euros.', 'El envío cuesta 6 euros.'));
    expect(again.json()).toEqual({ imported: 2 });
    const after = (await owner.get(`/api/agents/${target}/curated-answers`)).json();
    expect(after.total).toBe(2);
    expect(after.items.map((p: { answer: string }) => p.answer)).toContain('El envío cuesta 6 euros.');
  });

  it('detects the language when the column is missing', async () => {
    const target = (await createAgent(owner, { name: 'CSV languages' })).agent.id;
    const res = await importCsv(owner, target, 'question,answer,alternatives\n¿Dónde está la tienda?,En Madrid.,\nWhere is the shop?,In Madrid.,\n');
    expect(res.statusCode).toBe(200);
    const items = (await owner.get(`/api/agents/${target}/curated-answers`)).json().items as { question: string; language: string }[];
    expect(Object.fromEntries(items.map((p) => [p.question, p.language]))).toEqual({ '¿Dónde está la tienda?': 'es', 'Where is the shop?': 'en' });
  });

  it('refuses a bad file with a 400 naming the row and the field, and stores nothing', async () => {
    const target = (await createAgent(owner, { name: 'CSV errors' })).agent.id;
    const cases: [string, RegExp][] = [
      ['question,alternatives,answer\nGood one,,Fine\nSecond,,\n', /^Row 3, answer: /],
      ['question,alternatives,answer\nGood one,,Fine\n"Over",,' + `"${'a'.repeat(4001)}"\n`, /^Row 3, answer: .*4000/],
      ['question,alternatives,answer,language\nGood one,,Fine,en\nOther,,Fine,fr\n', /^Row 3, language: .*en or es/],
      ['question,alternatives,answer\nSame question,,A\nsame QUESTION?,,B\n', /^Row 3, question: duplicate question \(the same as row 2\)/],
      ['question,answer\nGood one,Fine\n', /^Row 1, header: .*alternatives/],
      ['question,alternatives,answer\nGood one,,Fine\n"unclosed,,x\n', /^Row 3, file: .*never closed/],
      ['question,alternatives,answer\nGood one,,Fine,extra\n', /^Row 2, file: .*4 cells/],
      ['question,alternatives,answer\n', /^Row 2, file: .*no pairs/],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(owner, target, csv);
      expect(res.statusCode, csv.slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await owner.get(`/api/agents/${target}/curated-answers`)).json().total).toBe(0);
  });

  it('refuses a file over 2 MB', async () => {
    const res = await importCsv(owner, agentId, `question,alternatives,answer\n${'x,,y\n'.repeat(450_000)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/2 MB/);
  });
});

describe('roles and ownership', () => {
  it('lets a viewer read and export but not write', async () => {
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    const list = await viewer.get(`/api/agents/${agentId}/curated-answers`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ canEdit: false, canAdd: false });
    expect((await viewer.get(`/api/agents/${agentId}/curated-answers/export`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/agents/${agentId}/curated-answers`, { ...HOURS, question: 'Viewer question' })).statusCode).toBe(403);
    expect((await viewer.put(`/api/curated-answers/${hoursPairId}`, HOURS)).statusCode).toBe(403);
    expect((await viewer.delete(`/api/curated-answers/${hoursPairId}`)).statusCode).toBe(403);
    expect((await viewer.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'guide', threshold: 0.6, operatorsMayAdd: true })).statusCode).toBe(403);
    expect((await importCsv(viewer, agentId, 'question,alternatives,answer\nViewer,,x\n')).statusCode).toBe(403);
  });

  it('lets an operator add a pair only when the owner allows it', async () => {
    const operator = await joinProject(t.app, owner, projectId, 'operator');
    const body = { question: 'Can I pay by bank transfer?', alternatives: [], answer: 'Yes.', language: 'en' };
    expect((await operator.get(`/api/agents/${agentId}/curated-answers`)).json()).toMatchObject({ canEdit: false, canAdd: false });
    expect((await operator.post(`/api/agents/${agentId}/curated-answers`, body)).statusCode).toBe(403);
    await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'reply', threshold: 0.6, operatorsMayAdd: true });
    try {
      expect((await operator.get(`/api/agents/${agentId}/curated-answers`)).json()).toMatchObject({ canEdit: false, canAdd: true });
      const added = await operator.post(`/api/agents/${agentId}/curated-answers`, body);
      expect(added.statusCode).toBe(201);
      // adding is all an operator may do
      expect((await operator.put(`/api/curated-answers/${added.json().id}`, { ...body, answer: 'No.' })).statusCode).toBe(403);
      expect((await operator.delete(`/api/curated-answers/${added.json().id}`)).statusCode).toBe(403);
      expect((await owner.delete(`/api/curated-answers/${added.json().id}`)).statusCode).toBe(204);
    } finally {
      await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'reply', threshold: 0.6, operatorsMayAdd: false });
    }
  });

  it("answers 404 on every route to another project's user, and changes nothing", async () => {
    const responses = [
      await intruder.get(`/api/agents/${agentId}/curated-answers`),
      await intruder.post(`/api/agents/${agentId}/curated-answers`, { ...HOURS, question: 'Intruder question' }),
      await intruder.put(`/api/curated-answers/${hoursPairId}`, { ...HOURS, answer: 'Hacked' }),
      await intruder.delete(`/api/curated-answers/${hoursPairId}`),
      await intruder.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'guide', threshold: 0.6, operatorsMayAdd: true }),
      await intruder.get(`/api/agents/${agentId}/curated-answers/export`),
      await importCsv(intruder, agentId, 'question,alternatives,answer\nIntruder,,x\n'),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const list = (await owner.get(`/api/agents/${agentId}/curated-answers`)).json();
    expect(list.total).toBe(3);
    expect(list.settings.mode).toBe('reply');
    expect(list.items.find((p: { id: string }) => p.id === hoursPairId).answer).toBe(HOURS.answer);
  });

  it('answers 400 naming the threshold limit', async () => {
    const res = await owner.put(`/api/agents/${agentId}/curated-answers/settings`, { mode: 'reply', threshold: 0.1, operatorsMayAdd: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^threshold: .*between 0.3 and 1/);
  });
});
