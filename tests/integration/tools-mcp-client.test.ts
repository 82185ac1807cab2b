import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { mcpServers } from '../../src/server/db/tool-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { startMcpPeer, type McpPeer } from '../support/mcp-peer';
import { closeMcpSessions } from '../../src/server/tools/mcp/mcp-session-pool';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 19, acceptance 4: a project's MCP servers (a real SDK server on loopback) and their tools in turns.

let t: TestApp;
let llm: FakeLlm;
let open: McpPeer;
let locked: McpPeer;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  open = await startMcpPeer();
  locked = await startMcpPeer('mcp-token-123');
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  projectId = (await createAgent(owner, { name: 'Warm-up' })).projectId;
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await open.close();
  await locked.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  open.calls.length = 0;
  locked.authorizations.length = 0;
});

const addServer = (body: Record<string, unknown>, client = owner) => client.post(`/api/projects/${projectId}/mcp-servers`, body);

describe('MCP servers', () => {
  it("lists the server's tools as project tools, and an agent calls them in a turn", async () => {
    const res = await addServer({ name: 'Weather', url: open.url });
    expect(res.statusCode).toBe(201);
    const server = res.json();
    expect(server).toMatchObject({ name: 'Weather', url: open.url, headers: {}, lastError: null });
    expect(server.tools.map((x: { name: string; description: string }) => [x.name, x.description])).toEqual([
      ['get_alerts', 'Weather alerts of a region'],
      ['get_forecast', 'Weather forecast for a city'],
    ]);
    const projectTools = (await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools as { id: string; name: string; type: string; mcpServerId: string; schema: Record<string, unknown> }[];
    const forecast = projectTools.find((x) => x.name === 'get_forecast');
    expect(forecast).toMatchObject({ type: 'mcp', mcpServerId: server.id });
    expect(forecast?.schema).toMatchObject({ type: 'object', properties: { city: { type: 'string', description: 'City name' }, days: { type: 'integer' } }, required: ['city'] });

    const attachedTools = server.tools.map((x: { id: string }) => ({ toolId: x.id, enabled: true }));
    const { agent } = await createAgent(owner, { name: 'Weather Bot', attachedTools });
    llm.script({ kind: 'tool', name: 'get_forecast', args: { city: 'Lima', days: 2 } }, { kind: 'tool', name: 'get_alerts', args: { region: 'nowhere' } }, { kind: 'reply', text: 'Sunny.' });
    const run = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'Weather in Lima?' })).json();
    expect(run).toMatchObject({ output: 'Sunny.', status: 'completed' });
    const offered = (llm.requests[0].body.tools as { function: { name: string; description: string } }[]).map((x) => x.function.name);
    expect(offered.sort()).toEqual(['end_conversation', 'get_alerts', 'get_forecast']);
    expect(open.calls).toEqual([
      { tool: 'get_forecast', args: { city: 'Lima', days: 2 } },
      { tool: 'get_alerts', args: { region: 'nowhere' } },
    ]);
    const steps = run.steps.filter((s: { type: string }) => s.type === 'tool');
    expect(steps[0]).toMatchObject({ name: 'get_forecast', status: 'success', output: 'Sunny in Lima for 2 day(s)' });
    expect(steps[1]).toMatchObject({ name: 'get_alerts', status: 'error', error: expect.stringContaining('No alerts for nowhere') });

    // a published version keeps calling the server
    const version = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    llm.script({ kind: 'tool', name: 'get_forecast', args: { city: 'Quito' } }, { kind: 'reply', text: 'Fine.' });
    expect((await owner.post(`/api/agent-versions/${version.id}/chat`, { message: 'Quito?', sessionId: 'mcp-session-1' })).statusCode).toBe(200);
    expect(open.calls.at(-1)).toEqual({ tool: 'get_forecast', args: { city: 'Quito' } });

    // its tools are changed through the server only
    const edit = await owner.put(`/api/tools/${forecast?.id}`, { name: 'x', type: 'api', endpoint: 'https://example.com', schema: { type: 'object' } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('MCP_TOOL_MANAGED');
  });

  it('refreshes the list on demand, keeping attachments of tools still listed', async () => {
    const server = (await addServer({ name: 'Weather 2', url: open.url })).json();
    open.setExtraTool('get_humidity');
    const refreshed = await owner.post(`/api/mcp-servers/${server.id}/refresh`, {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().tools.map((x: { name: string }) => x.name)).toEqual(['get_alerts', 'get_forecast', 'get_humidity']);
    const keptId = refreshed.json().tools.find((x: { name: string }) => x.name === 'get_forecast').id;
    expect(keptId).toBe(server.tools.find((x: { name: string }) => x.name === 'get_forecast').id);
    open.setExtraTool(null);
    expect((await owner.post(`/api/mcp-servers/${server.id}/refresh`, {})).json().tools).toHaveLength(2);
  });

  it('sends the stored headers, encrypted at rest and masked in answers; says readably what fails', async () => {
    const refused = await addServer({ name: 'Locked', url: locked.url, headers: { Authorization: 'Bearer wrong' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'MCP_SERVER_FAILED', message: 'url: The MCP server refused the request (HTTP 401): check the headers (for example Authorization).' });

    const ok = await addServer({ name: 'Locked', url: locked.url, headers: { Authorization: 'Bearer mcp-token-123' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().headers).toEqual({ Authorization: SECRET_MASK });
    expect(locked.authorizations.every((a) => a === 'Bearer wrong' || a === 'Bearer mcp-token-123')).toBe(true);
    expect(JSON.stringify(await t.deps.db.select().from(mcpServers))).not.toContain('mcp-token-123');
    expect(JSON.stringify((await owner.get(`/api/projects/${projectId}/mcp-servers`)).json())).not.toContain('mcp-token-123');
    expect(JSON.stringify((await owner.get(`/api/projects/${projectId}/tools`)).json())).not.toContain('mcp-token-123');

    // a changed token shows on the server after refresh; the tools stay
    const broken = await owner.put(`/api/mcp-servers/${ok.json().id}`, { name: 'Locked', url: locked.url, headers: { Authorization: 'Bearer expired' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ lastError: expect.stringContaining('HTTP 401'), tools: [{ name: 'get_alerts' }, { name: 'get_forecast' }] });
    const fixed = await owner.put(`/api/mcp-servers/${ok.json().id}`, { name: 'Locked', url: locked.url, headers: { Authorization: SECRET_MASK } });
    expect(fixed.json().lastError).toContain('HTTP 401');

    const unreachable = await addServer({ name: 'Gone', url: 'http://127.0.0.1:1/mcp' });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toBe('url: The MCP server could not be reached: 127.0.0.1:1 refused the connection.');
    const notMcp = await addServer({ name: 'Web page', url: open.url.replace('/mcp', '/page') });
    expect(notMcp.statusCode).toBe(400);
    expect(notMcp.json().message).toBe(`url: ${open.url.replace('/mcp', '/page')} did not answer as an MCP server (Streamable HTTP): Unexpected content type: text/html.`);
    const notJsonRpc = await addServer({ name: 'JSON', url: open.url.replace('/mcp', '/json') });
    expect(notJsonRpc.json().message).toBe(`url: ${open.url.replace('/mcp', '/json')} did not answer as an MCP server (Streamable HTTP): its answer is not an MCP message.`);
    const metadata = await addServer({ name: 'Meta', url: 'http://169.254.169.254/mcp' });
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().message).toMatch(/^url: /);
    const bad = await addServer({ name: '', url: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    const badEdit = await owner.put(`/api/mcp-servers/${ok.json().id}`, { name: 'Locked', url: 'ftp://x' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().message).toMatch(/url/);
  });

  it("keeps another project's users out, and read-only members from changing servers", async () => {
    const server = (await addServer({ name: 'Private', url: open.url })).json();
    const stranger = (await signUp(t.app)).client;
    expect((await stranger.get(`/api/projects/${projectId}/mcp-servers`)).statusCode).toBe(404);
    expect((await addServer({ name: 'x', url: open.url }, stranger)).statusCode).toBe(404);
    expect((await stranger.post(`/api/mcp-servers/${server.id}/refresh`, {})).statusCode).toBe(404);
    expect((await stranger.put(`/api/mcp-servers/${server.id}`, { name: 'x', url: open.url })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/mcp-servers/${server.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/tools/${server.tools[0].id}/test`, { payload: { region: 'x' } })).statusCode).toBe(404);
    const { agent } = await createAgent(stranger, { name: 'Thief' });
    const full = (await stranger.get(`/api/agents/${agent.id}`)).json();
    expect((await stranger.put(`/api/agents/${agent.id}`, { ...full, attachedTools: [{ toolId: server.tools[0].id, enabled: true }] })).statusCode).toBe(404);

    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.get(`/api/projects/${projectId}/mcp-servers`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/mcp-servers/${server.id}/refresh`, {})).statusCode).toBe(403);
    expect((await viewer.delete(`/api/mcp-servers/${server.id}`)).statusCode).toBe(403);

    expect((await owner.delete(`/api/mcp-servers/${server.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/tools/${server.tools[0].id}`)).statusCode).toBe(404);
  });

  it('keeps one session for many calls, and opens a new one when the server has forgotten it', async () => {
    const stateful = await startMcpPeer(undefined, { sessions: true });
    try {
      const server = (await addServer({ name: 'Weather sessions', url: stateful.url })).json();
      const forecast = server.tools.find((x: { name: string }) => x.name === 'get_forecast');
      const opened = stateful.sessionsOpened();
      for (const city of ['Lima', 'Quito', 'Bogotá']) {
        const res = await owner.post(`/api/tools/${forecast.id}/test`, { payload: { city } });
        expect(res.json()).toMatchObject({ status: 'success', output: `Sunny in ${city} for 1 day(s)` });
      }
      expect(stateful.sessionsOpened() - opened).toBe(1);

      // a restarted server answers 404 to the old session: the call still succeeds, once, on a new one
      stateful.forgetSessions();
      const calls = stateful.calls.length;
      const res = await owner.post(`/api/tools/${forecast.id}/test`, { payload: { city: 'Cali' } });
      expect(res.json()).toMatchObject({ status: 'success', output: 'Sunny in Cali for 1 day(s)' });
      expect(stateful.sessionsOpened() - opened).toBe(2);
      expect(stateful.calls.slice(calls)).toEqual([{ tool: 'get_forecast', args: { city: 'Cali' } }]);
    } finally {
      closeMcpSessions();
      await stateful.close();
    }
  });

  it('tests an MCP tool from the Tools Hub', async () => {
    const server = (await addServer({ name: 'Weather 3', url: open.url })).json();
    const forecast = server.tools.find((x: { name: string }) => x.name === 'get_forecast');
    const res = await owner.post(`/api/tools/${forecast.id}/test`, { payload: { city: 'Cusco' } });
    expect(res.json()).toMatchObject({ status: 'success', output: 'Sunny in Cusco for 1 day(s)', error: null });
  });
});
