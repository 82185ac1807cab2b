import { describe, expect, it } from 'vitest';
import { draftOperations, serverUrls } from './openapi-operations';
import { readOpenApiDocument } from './read-openapi-document';

const doc = (extra: Record<string, unknown>) => readOpenApiDocument(JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, ...extra }));

describe('OpenAPI operations as tool drafts', () => {
  it('cuts recursive schemas instead of looping', () => {
    const { drafts } = draftOperations(
      doc({
        paths: { '/nodes': { post: { operationId: 'addNode', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } } },
        components: { schemas: { Node: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } } } } },
      }),
    );
    expect(drafts[0]).toMatchObject({ name: 'add_node', problem: null });
    let level = drafts[0].schema.properties as Record<string, { properties?: Record<string, unknown> }>;
    let depth = 0;
    while (level.child?.properties) {
      level = level.child.properties as typeof level;
      depth++;
    }
    expect(depth).toBeGreaterThan(2);
    expect(depth).toBeLessThan(20);
  });

  it('names operations without an operationId after the method and path, uniquely', () => {
    const { drafts } = draftOperations(doc({ paths: { '/a-b': { get: {}, delete: { operationId: 'get /a-b' } } } }));
    expect(drafts.map((d) => d.name)).toEqual(['get_a_b', 'get_a_b_2']);
  });

  it('refuses a required header parameter, an undescribed path parameter and a body property named like a parameter', () => {
    const { drafts } = draftOperations(
      doc({
        paths: {
          '/h': { get: { parameters: [{ name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } }] } },
          '/c/{id}': { put: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } } },
          '/d/{id}': {
            put: {
              parameters: [{ name: 'id', in: 'path', required: true }],
              requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } },
            },
          },
        },
      }),
    );
    expect(drafts.map((d) => d.problem)).toEqual(['needs the header parameter "X-Tenant", which imported tools cannot send', 'the path parameter "id" is not described', 'the body property "id" has the name of a parameter']);
  });

  it('fills server variables with their defaults and resolves relative servers against the fetched address', () => {
    const parsed = doc({ servers: [{ url: 'https://{region}.api.example.com/v{major}/', variables: { region: { default: 'eu' }, major: { default: '2' } } }, { url: '/relative' }] });
    expect(serverUrls(parsed, 'https://docs.example.com/spec/openapi.json')).toEqual(['https://eu.api.example.com/v2', 'https://docs.example.com/relative']);
  });
});
