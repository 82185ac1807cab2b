import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API reference', () => {
  it('serves the OpenAPI document to anyone, listing the routes with their bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = doc.paths as Record<string, Record<string, { summary?: string; security?: unknown[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } }>>;
    for (const [path, method] of [
      ['/api/agents/{id}/publish', 'post'],
      ['/api/agents/{id}/versions', 'get'],
      ['/api/agent-versions/{versionId}', 'get'],
      ['/api/agent-versions/{versionId}/chat', 'post'],
      ['/api/agent-versions/{versionId}/end-conversation', 'post'],
      ['/api/agents/{agentId}/public-chat', 'post'],
      ['/api/projects/{projectId}/platform-keys', 'post'],
      ['/api/agents/{id}/run', 'post'],
      ['/api/agents/{id}/generate-code', 'post'],
      ['/api/agents/{id}/channels', 'get'],
      ['/api/agents/{id}/deployment-stats', 'get'],
      ['/api/projects', 'get'],
      ['/api/auth/login', 'post'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(paths[path][method].summary, `${method} ${path}`).toBeTruthy();
    }
    const chat = paths['/api/agent-versions/{versionId}/chat'].post;
    expect(Object.keys(chat.requestBody?.content['application/json'].schema.properties ?? {})).toEqual(expect.arrayContaining(['message', 'sessionId', 'messages', 'channel']));
    expect(chat.security).toEqual([]);
    expect(paths['/api/agents/{id}/run'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/projects'].get.security).toEqual([{ cookieAuth: [] }]);
    expect(paths['/api/openapi.json']).toBeUndefined();
    // a visitor's own data: access and erasure with the project's platform key (docs/decisions/0052)
    for (const method of ['get', 'delete'] as const) {
      expect(paths['/api/platform/visitor-data']?.[method]?.security, method).toEqual([{ bearerAuth: [] }]);
      expect(paths['/api/platform/visitor-data'][method].summary, method).toContain('platform API key');
    }
  });

  it('serves a readable reference page with no outside assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/agents/{id}/run</code>');
    expect(res.body).toContain('<span class="tag key">API key</span>');
    expect(res.body).toMatch(/<code>message<\/code> <span class="req">required<\/span>/);
    expect(res.body).not.toMatch(/<script|<link|src="http|href="http/);
  });
});
