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
  code: null,
  dialect: null,
  connectionString: null,
  query: null,
  maxRows: null,
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

  it('builds a function tool body with only its own fields and its own timeout limit', () => {
    const check = checkToolForm(values({ type: 'function', code: 'return args;', timeout: '5000' }));
    expect(check).toEqual({ ok: true, body: { name: 'CRM webhook', type: 'function', description: '', code: 'return args;', schema: { type: 'object', properties: {} }, timeout: 5000 } });
    expect(paths(checkToolForm(values({ type: 'function', code: ' ', timeout: '30000' })))).toEqual(['code:codeRequired', 'timeout:timeoutRange']);
    const tooLong = checkToolForm(values({ type: 'function', code: 'x'.repeat(20001), timeout: '5000' }));
    expect(!tooLong.ok && tooLong.errors[0]).toEqual({ path: 'code', key: 'codeTooLong', params: { max: 20000 } });
  });

  it('builds a database tool body and names each refused database field', () => {
    const check = checkToolForm(values({ type: 'database', dialect: 'mysql', connectionString: 'mariadb://reader@db:3306/shop', query: 'select 1', maxRows: '50', timeout: '' }));
    expect(check.ok && check.body).toMatchObject({ type: 'database', dialect: 'mysql', connectionString: 'mariadb://reader@db:3306/shop', query: 'select 1', maxRows: 50, timeout: 10000 });
    expect(paths(checkToolForm(values({ type: 'database', connectionString: '', query: '', maxRows: '5000' })))).toEqual(['connectionString:connectionRequired', 'query:queryRequired', 'maxRows:maxRowsRange']);
    expect(paths(checkToolForm(values({ type: 'database', connectionString: 'https://db', query: 'select 1' })))).toEqual(['connectionString:connectionScheme']);
    const kept = checkToolForm(values({ type: 'database', connectionString: SECRET_MASK, query: 'select 1' }), [], true);
    expect(kept.ok && kept.body).toMatchObject({ connectionString: SECRET_MASK });
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
    expect(serverErrorField('URL_NOT_ALLOWED', 'connectionString: Refused: 10.0.0.5 is a private address')).toBe('connectionString');
    expect(serverErrorField('VALIDATION_ERROR', 'code: At most 20000 characters')).toBe('code');
    expect(serverErrorField('URL_NOT_ALLOWED', 'endpoint: private address')).toBe('endpoint');
    expect(serverErrorField('VALIDATION_ERROR', 'endpoint: URL must start with http:// or https://')).toBe('endpoint');
    expect(serverErrorField('TOOL_LIMIT_REACHED', 'A project can have at most 100 tools.')).toBeNull();
  });
});
