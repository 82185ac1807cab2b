import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TEMPLATE_IDS, TEMPLATE_LANGUAGES } from '../../src/common/agent-templates';
import { createAgent, firstProjectId } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;

const templateUrl = (project: string, templateId: string) => `/api/projects/${project}/agent-templates/${templateId}`;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  await signUp(t.app); // the first account is the admin, whom no plan limits
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  // twelve agents: past the Free plan's limit
  expect((await owner.post('/api/billing/trial')).statusCode).toBe(200);
  projectId = await firstProjectId(owner);
});
afterAll(async () => {
  await t.close();
});

describe('agent templates', () => {
  it('lists six templates in each language with their title, description and tools', async () => {
    for (const language of TEMPLATE_LANGUAGES) {
      const res = await owner.get(`/api/agent-templates?language=${language}`);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((x: { id: string }) => x.id)).toEqual([...AGENT_TEMPLATE_IDS]);
      for (const item of list) {
        expect(item.language).toBe(language);
        expect(item.title.length).toBeGreaterThan(0);
        expect(item.description.length).toBeGreaterThan(20);
      }
      const tools = Object.fromEntries(list.map((x: { id: string; tools: string[] }) => [x.id, x.tools]));
      expect(tools).toMatchObject({ 'sales-assistant': ['capture_lead'], 'hotel-reservations': ['calendar'], 'technical-support': ['request_human'], 'appointment-booking': ['calendar'] });
    }
    const spanish = (await owner.get('/api/agent-templates?language=es')).json();
    expect(spanish[0].title).toBe('Atención al cliente');
    const bad = await owner.get('/api/agent-templates?language=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('language');
  });

  for (const language of TEMPLATE_LANGUAGES) {
    it(`creates an agent from each template in ${language}, whose test cases all pass on the offline model`, async () => {
      for (const id of AGENT_TEMPLATE_IDS) {
        const res = await owner.post(templateUrl(projectId, id), { language });
        expect(res.statusCode, id).toBe(201);
        const report = res.json();
        expect(report.notUsed, id).toEqual([]);
        expect(report.agent.projectId).toBe(projectId);
        const agent = (await owner.get(`/api/agents/${report.agent.id}`)).json();
        expect(agent.defaultLanguage).toBe(language);
        expect(agent.status).toBe('draft');
        const run = await owner.post(`/api/agents/${report.agent.id}/test-cases/run-all`, {});
        expect(run.statusCode, id).toBe(200);
        const cases = run.json();
        expect(cases.length, id).toBeGreaterThanOrEqual(3);
        for (const c of cases) expect(c.passed, `${id} ${language} "${c.name}": ${c.actualOutput}`).toBe(true);
      }
    });
  }

  it('answers 404 for an unknown template and for a project the caller is not in, 403 for a viewer, 400 for a bad language', async () => {
    const unknown = await owner.post(templateUrl(projectId, 'no-such-template'), { language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Template not found');
    const outsider = await stranger.post(templateUrl(projectId, 'shop-faq'), { language: 'en' });
    expect(outsider.statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.post(templateUrl(projectId, 'shop-faq'), { language: 'en' })).statusCode).toBe(403);
    const editor = await joinProject(t.app, owner, projectId, 'editor');
    expect((await editor.post(templateUrl(projectId, 'shop-faq'), { language: 'es' })).statusCode).toBe(201);
    const badLanguage = await owner.post(templateUrl(projectId, 'shop-faq'), { language: 'de' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().message).toContain('language');
  });

  it('counts against the plan like any new agent', async () => {
    const { client } = await signUp(t.app);
    const own = await firstProjectId(client);
    await createAgent(client, { name: 'One' });
    expect((await client.post(templateUrl(own, 'customer-support'), { language: 'en' })).statusCode).toBe(201);
    const third = await client.post(templateUrl(own, 'sales-assistant'), { language: 'en' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect((await client.get(`/api/projects/${own}/agents`)).json()).toHaveLength(2);
  });

  it('a template holding a private URL is refused like any other file, and nothing is created', async () => {
    const template = (await import('../../src/server/authoring/templates/catalogue')).TEMPLATE_FILES['hotel-reservations'].en as { agent: { toolConfigs: { calendar: object } } };
    const withPrivateUrl = structuredClone(template);
    withPrivateUrl.agent.toolConfigs.calendar = { ...withPrivateUrl.agent.toolConfigs.calendar, url: 'http://127.0.0.1:5232/hotel/' };
    const before = (await owner.get(`/api/projects/${projectId}/agents`)).json().length;
    const res = await owner.post(`/api/projects/${projectId}/agent-imports`, { file: withPrivateUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('toolConfigs.calendar.url');
    expect((await owner.get(`/api/projects/${projectId}/agents`)).json()).toHaveLength(before);
  });
});
