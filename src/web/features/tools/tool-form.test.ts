import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '@common/tool-configs';
import type { ProjectTool } from '@common/tools';
import { checkToolForm, parseSchemaText, serverErrorField, toolFormDefaults, type ToolFormValues } from './tool-form';

const values = (overrides: Partial<ToolFormValues> = {}): ToolFormValues => ({
  ...toolFormDefaults(),
  name: 'CRM webhook',
  endpoint: 'https://crm.example.com/hooks/agent',
  ...overrides,
});

const tool = (overrides: Partial<ProjectTool> = {}): ProjectTool => ({
  id: 't1',
  projectId: 'p1',
  name: 'Order lookup',
  type: 'api',
  description: null,
  endpoint: 'https://shop.example.com/orders/{orderId}',
  method: 'GET',
  headers: { Authorization: SECRET_MASK },
  schema: { type: 'object', properties: { orderId: { type: 'string' } } },
  timeout: 10000,
  isPublic: false,
  mcpServerId: null,
  agentCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const paths = (check: ReturnType<typeof checkToolForm>) => (check.ok ? [] : check.errors.map((e) => `${e.path}:${e.key}`));

describe('tool form', () => {
  it('builds the API body of a new webhook tool (always POST, default schema and timeout)', () => {
    const check = checkToolForm(values({ method: 'GET', headers: [{ name: 'X-Token', value: 'abc' }] }));
    expect(check).toEqual({
      ok: true,
      body: {
        name: 'CRM webhook',
        type: 'webhook',
        description: '',
        endpoint: 'https://crm.example.com/hooks/agent',
        method: 'POST',
        headers: { 'X-Token': 'abc' },
        schema: { type: 'object', properties: {} },
        timeout: 30000,
      },
    });
  });

  it('loads a stored tool and sends its masked headers back unchanged', () => {
    const form = toolFormDefaults(tool());
    expect(form.headers).toEqual([{ name: 'Authorization', value: SECRET_MASK }]);
    expect(form.timeout).toBe('10000');
    const check = checkToolForm(form, ['Authorization']);
    expect(check.ok && check.body).toMatchObject({ method: 'GET', headers: { Authorization: SECRET_MASK }, timeout: 10000, description: '' });
  });

  it('names every field the API schema refuses', () => {
    const check = checkToolForm(values({ name: ' ', endpoint: 'ftp://files', timeout: '50', headers: [{ name: 'Bad Name', value: 'x' }] }));
    expect(paths(check)).toEqual(['name:nameRequired', 'endpoint:endpointInvalid', 'headers.0.name:headerNameInvalid', 'timeout:timeoutRange']);
  });

  it('asks for an endpoint when there is none', () => {
    expect(paths(checkToolForm(values({ endpoint: '' })))).toEqual(['endpoint:endpointRequired']);
  });

  it('refuses the types that cannot run yet', () => {
    expect(paths(checkToolForm(values({ type: 'database' })))).toEqual(['type:typeUnavailable']);
    expect(paths(checkToolForm(values({ type: 'function' })))).toEqual(['type:typeUnavailable']);
  });

  it('points header problems at their row', () => {
    const check = checkToolForm(values({ headers: [{ name: 'X-A', value: 'line\nbreak' }, { name: 'X-B', value: SECRET_MASK }] }));
    expect(paths(check)).toEqual(['headers.1.value:headerMaskRenamed', 'headers.0.value:headerValueLineBreak']);
  });

  it('reads a non-numeric timeout as out of range and a blank one as the default', () => {
    expect(paths(checkToolForm(values({ timeout: 'soon' })))).toEqual(['timeout:timeoutRange']);
    const check = checkToolForm(values({ timeout: '' }));
    expect(check.ok && check.body.timeout).toBe(30000);
  });
});

describe('schema parse check', () => {
  it('accepts an object schema and reads a blank one as an empty object schema', () => {
    expect(parseSchemaText('{"type":"object","properties":{"q":{"type":"string"}}}')).toEqual({ ok: true, schema: { type: 'object', properties: { q: { type: 'string' } } } });
    expect(parseSchemaText('')).toEqual({ ok: true, schema: { type: 'object', properties: {} } });
  });

  it('says why a schema is refused', () => {
    const broken = parseSchemaText('{"type": "object",}');
    expect(!broken.ok && broken.error.key).toBe('schemaInvalidJson');
    expect(!broken.ok && broken.error.params?.detail).toBeTruthy();
    const list = parseSchemaText('[]');
    expect(!list.ok && list.error.key).toBe('schemaNotObject');
    const str = parseSchemaText('{"type": "string"}');
    expect(!str.ok && str.error.key).toBe('schemaTypeObject');
  });
});

describe('server errors', () => {
  it('finds the field from the code or the path the message starts with', () => {
    expect(serverErrorField('INVALID_SCHEMA', 'schema.properties.q.type: must be equal to one of the allowed values')).toBe('schema');
    expect(serverErrorField('TOOL_TYPE_UNAVAILABLE', 'type: database tools are coming in a later release')).toBe('type');
    expect(serverErrorField('URL_NOT_ALLOWED', 'endpoint: private address')).toBe('endpoint');
    expect(serverErrorField('VALIDATION_ERROR', 'endpoint: URL must start with http:// or https://')).toBe('endpoint');
    expect(serverErrorField('TOOL_LIMIT_REACHED', 'A project can have at most 100 tools.')).toBeNull();
  });
});
