import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { tools } from '../../src/server/db/tool-tables';
import { isPrivateAddress } from '../../src/server/platform/ssrf/private-address';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

// Real peers: the PostgreSQL server and the MariaDB server of these machines.
const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const MARIADB = 'mysql://root@127.0.0.1:3306/test';
const suffix = randomBytes(4).toString('hex');
const pgDatabase = `tool_peer_${suffix}`;
const PG_URL = `postgres://postgres:pg-secret-pw@127.0.0.1:5432/${pgDatabase}`;
const myTable = `orders_${suffix}`;

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let pgPeer: pg.Client;
let myPeer: mysql.Connection;

const citySchema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

function databaseTool(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Orders by city',
    type: 'database',
    description: 'Lists the orders shipped to a city',
    dialect: 'postgres',
    connectionString: PG_URL,
    query: 'select id, city, total from orders where city = :city order by id',
    maxRows: 5,
    schema: citySchema,
    timeout: 3000,
    ...overrides,
  };
}
const mariaTool = (overrides: Record<string, unknown> = {}) =>
  databaseTool({ dialect: 'mysql', connectionString: MARIADB, query: `select id, city, total from ${myTable} where city = :city order by id`, ...overrides });

async function create(body: Record<string, unknown>) {
  const res = await owner.post(`/api/projects/${projectId}/tools`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
const testCall = async (toolId: string, payload: Record<string, unknown>) => (await owner.post(`/api/tools/${toolId}/test`, { payload })).json();
const pgCount = async () => Number((await pgPeer.query('select count(*)::int as n from orders')).rows[0].n);
const myCount = async () => Number(((await myPeer.query(`select count(*) as n from ${myTable}`))[0] as { n: number }[])[0].n);

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${pgDatabase}`);
  await admin.end();
  pgPeer = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${pgDatabase}` });
  await pgPeer.connect();
  await pgPeer.query(`create table orders (id int primary key, city text not null, total numeric(10,2) not null);
    insert into orders select g, case when g % 2 = 0 then 'Madrid' else 'Lima' end, g * 1.5 from generate_series(1, 40) g;
    create sequence order_numbers;
    create function bump() returns int language sql as 'insert into orders values (999, ''Hacked'', 0) returning 1';`);

  myPeer = await mysql.createConnection({ uri: MARIADB, multipleStatements: true });
  await myPeer.query(`create table ${myTable} (id int primary key, city varchar(40) not null, total decimal(10,2) not null);
    insert into ${myTable} select seq, if(seq % 2 = 0, 'Madrid', 'Lima'), seq * 1.5 from seq_1_to_40;
    create function bump_${suffix}() returns int modifies sql data begin insert into ${myTable} values (999, 'Hacked', 0); return 1; end;`);

  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ agent: { id: agentId }, projectId } = await createAgent(owner, { enabledTools: {}, toolConfigs: {} }));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await pgPeer.end();
  await myPeer.query(`drop table if exists ${myTable}; drop function if exists bump_${suffix}`);
  await myPeer.end();
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${pgDatabase} with (force)`);
  await admin.end();
});

describe.each([
  ['PostgreSQL', databaseTool, pgCount, 'select pg_sleep(10)', 'select bump()'],
  ['MariaDB', mariaTool, myCount, 'select sleep(10)', `select bump_${suffix}()`],
] as const)('database tools on %s', (_label, toolOf, count, sleepQuery, writingFunction) => {
  it('binds the arguments, caps the rows and keeps the connection string secret', async () => {
    const res = await owner.post(`/api/projects/${projectId}/tools`, toolOf());
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('127.0.0.1');
    expect(res.json()).toMatchObject({ type: 'database', connectionString: SECRET_MASK, maxRows: 5, endpoint: null, code: null });
    const [row] = await t.deps.db.select().from(tools).where(eq(tools.id, res.json().id));
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
    const out = await testCall(res.json().id, { city: 'Madrid' });
    expect(out).toMatchObject({ status: 'success', error: null });
    expect(out.output.rows).toHaveLength(5);
    expect(out.output.rows[0]).toMatchObject({ id: 2, city: 'Madrid' });
    expect(String(out.output.rows[0].total)).toBe('3.00');
    expect(out.output).toMatchObject({ rowCount: 5, truncated: true });
    const none = await testCall(res.json().id, { city: "Madrid' or '1'='1" });
    expect(none.output).toEqual({ rows: [], rowCount: 0, truncated: false });
  });

  it('keeps the stored connection string when the mask comes back, and refuses a missing one', async () => {
    const { id } = await create(toolOf({ name: 'Kept' }));
    const edited = await owner.put(`/api/tools/${id}`, toolOf({ name: 'Kept', connectionString: SECRET_MASK, maxRows: 2 }));
    expect(edited.statusCode).toBe(200);
    expect((await testCall(id, { city: 'Lima' })).output.rows).toHaveLength(2);
    const otherDialect = await owner.put(`/api/tools/${id}`, toolOf({ name: 'Kept', connectionString: SECRET_MASK, dialect: toolOf().dialect === 'postgres' ? 'mysql' : 'postgres' }));
    expect(otherDialect.json().message).toBe('connectionString: Enter the connection string again for the new dialect');
    const missing = await owner.post(`/api/projects/${projectId}/tools`, toolOf({ connectionString: SECRET_MASK }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('connectionString: Required');
  });

  it.each([
    ['insert', 'insert into TABLE values (500, :city, 1)'],
    ['update', "update TABLE set city = :city where id = 1"],
    ['drop', 'drop table TABLE'],
    ['stacked statement', 'select 1 as one where :city is not null; drop table TABLE'],
    ['data-changing function', 'WRITING'],
  ])('refuses a write (%s) and changes nothing', async (_kind, query) => {
    const table = toolOf().query.split(' from ')[1].split(' ')[0];
    const { id } = await create(toolOf({ name: `Write ${_kind}`, query: query.replace('TABLE', table).replace('WRITING', writingFunction) }));
    const before = await count();
    const out = await testCall(id, { city: 'Hacked' });
    expect(out).toMatchObject({ status: 'error', output: null });
    expect(out.error).toMatch(/^The database refused the query: /);
    expect(await count()).toBe(before);
    expect(before).toBe(40);
  });

  it('stops a slow query at the timeout', async () => {
    const { id } = await create(toolOf({ name: 'Slow', query: sleepQuery, schema: { type: 'object', properties: {} }, timeout: 1000 }));
    const out = await testCall(id, {});
    expect(out).toMatchObject({ status: 'error', output: null, error: 'The query did not finish within 1 s and was stopped.' });
    expect(out.latency).toBeLessThan(3000);
  });
});

describe('database tool input', () => {
  it.each([
    ['an empty query', { query: '  ' }, /^query: Required/],
    ['a query too long', { query: 'x'.repeat(10001) }, /query.*10000/],
    ['an unknown dialect', { dialect: 'oracle' }, /dialect/],
    ['an http connection string', { connectionString: 'http://127.0.0.1:5432/db' }, /connectionString.*postgres:\/\/, mysql:\/\/ or mariadb:\/\//],
    ['a mysql string for postgres', { connectionString: 'mysql://root@127.0.0.1:3306/test' }, /^connectionString: A postgres tool needs a connection string starting with postgres:\/\/ or postgresql:\/\//],
    ['too many rows', { maxRows: 5000 }, /maxRows.*1000/],
    ['a metadata address', { connectionString: 'postgres://u:p@169.254.169.254:5432/x' }, /^connectionString: Refused: 169\.254\.169\.254 is a cloud metadata address/],
  ])('refuses %s with a 400 naming the field', async (_label, override, message) => {
    const res = await owner.post(`/api/projects/${projectId}/tools`, databaseTool({ name: 'Bad', ...override }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.body).not.toContain('pg-secret-pw');
    const names = (await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Bad');
  });

  it('applies the private-address rule of HTTP tools to the database host', async () => {
    const narrow = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: '127.0.0.1:5432' });
    try {
      const { client } = await signUp(narrow.app);
      const project = (await client.get('/api/projects')).json()[0].id;
      const maria = await client.post(`/api/projects/${project}/tools`, mariaTool());
      expect(maria.statusCode).toBe(400);
      expect(maria.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' });
      expect(maria.json().message).toMatch(/^connectionString: Refused: 127\.0\.0\.1 is a private address/);
      const local = await client.post(`/api/projects/${project}/tools`, databaseTool({ connectionString: 'postgres://postgres@localhost:5433/x' }));
      expect(local.json().message).toMatch(/^connectionString: Refused: localhost/);
      const allowed = await client.post(`/api/projects/${project}/tools`, databaseTool());
      expect(allowed.statusCode).toBe(201);
      expect((await client.post(`/api/tools/${allowed.json().id}/test`, { payload: { city: 'Lima' } })).json().status).toBe('success');
      // a name passes the save-time check; the call resolves it and refuses a private address not on the list
      const host = hostname();
      const { address } = await lookup(host);
      if (isPrivateAddress(address)) {
        const named = await client.post(`/api/projects/${project}/tools`, mariaTool({ connectionString: `mysql://root@${host}:3306/test` }));
        expect(named.statusCode).toBe(201);
        const call = (await client.post(`/api/tools/${named.json().id}/test`, { payload: { city: 'Lima' } })).json();
        expect(call).toMatchObject({ status: 'error', output: null });
        expect(call.error).toMatch(new RegExp(`Refused: ${host} resolves to a private address \\(${address.replace(/\./g, '\\.')}\\)\\. Private and local addresses need ALLOW_PRIVATE_URLS`));
      }
    } finally {
      await narrow.close();
    }
  });
});

describe('database tools in conversations and for another user', () => {
  it('runs for an attached agent; another user can neither read, test, edit nor attach it', async () => {
    const tool = await create(databaseTool({ name: 'City orders' }));
    const agent = (await owner.get(`/api/agents/${agentId}`)).json();
    expect((await owner.put(`/api/agents/${agentId}`, { ...agent, attachedTools: [{ toolId: tool.id, enabled: true }] })).statusCode).toBe(200);
    llm.script({ kind: 'tool', name: 'city_orders', args: { city: 'Lima' } }, { kind: 'reply', text: 'Lima has orders 1, 3, 5...' });
    const run = (await owner.post(`/api/agents/${agentId}/test`, { input: 'Orders to Lima?' })).json();
    const step = run.steps.find((s: { type: string }) => s.type === 'tool');
    expect(step).toMatchObject({ name: 'city_orders', status: 'success', input: { city: 'Lima' } });
    expect(step.output.rows.map((r: { id: number }) => r.id)).toEqual([1, 3, 5, 7, 9]);

    // a published version keeps the sealed connection string and runs the frozen query
    const version = (await owner.post(`/api/agents/${agentId}/publish`, {})).json();
    expect(JSON.stringify(version)).not.toMatch(/pg-secret-pw|127\.0\.0\.1/);
    llm.requests.length = 0;
    llm.script({ kind: 'tool', name: 'city_orders', args: { city: 'Madrid' } }, { kind: 'reply', text: 'Madrid has orders.' });
    const chat = await owner.post(`/api/agent-versions/${version.id}/chat`, { message: 'Orders to Madrid?', sessionId: 'session-db-tool' });
    expect(chat.statusCode).toBe(200);
    const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}').rows.map((r: { id: number }) => r.id)).toEqual([2, 4, 6, 8, 10]);

    expect((await stranger.get(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/tools/${tool.id}/test`, { payload: { city: 'Lima' } })).statusCode).toBe(404);
    expect((await stranger.put(`/api/tools/${tool.id}`, databaseTool({ connectionString: SECRET_MASK, query: 'select 1' }))).statusCode).toBe(404);
    expect((await stranger.delete(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    const { agent: theirs } = await createAgent(stranger, { name: 'Theirs' });
    const full = (await stranger.get(`/api/agents/${theirs.id}`)).json();
    expect((await stranger.put(`/api/agents/${theirs.id}`, { ...full, attachedTools: [{ toolId: tool.id, enabled: true }] })).statusCode).toBe(404);
    expect((await owner.get(`/api/tools/${tool.id}`)).json().query).toBe(databaseTool().query);
  });
});
