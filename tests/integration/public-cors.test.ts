import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('CORS on the public chat API', () => {
  it('answers the preflight for chat from any origin, including a sandboxed frame', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/agent-versions/00000000-0000-4000-8000-000000000000/chat',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,accept' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('marks public answers, even errors, as readable from any origin, and keeps private routes closed', async () => {
    const version = await t.app.inject({ method: 'GET', url: '/api/agent-versions/00000000-0000-4000-8000-000000000000', headers: { origin: 'https://shop.example' } });
    expect(version.statusCode).toBe(404);
    expect(version.headers['access-control-allow-origin']).toBe('*');
    const priv = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { origin: 'https://shop.example' } });
    expect(priv.headers['access-control-allow-origin']).toBeUndefined();
  });
});
