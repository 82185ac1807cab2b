import type { z } from 'zod';
import type { ToolType } from '@common/catalogues';
import { DATABASE_TOOL_LIMITS, type DatabaseDialect } from '@common/database-tool';
import { FUNCTION_TOOL_LIMITS } from '@common/function-tool';
import { TOOL_LIMITS, type API_CALL_METHODS } from '@common/tool-configs';
import { customToolInput, TOOL_TIMEOUT_DEFAULT_MS, TOOL_TIMEOUT_MAX_MS, type CustomToolInput, type ProjectTool } from '@common/tools';
import { findHeaderRowProblems, headersToRows, rowsToHeaders, type HeaderRow } from '../../components/header-rows';

export const TOOL_TIMEOUT_MIN_MS = 1000;

/** What the Create Custom Tool dialog edits: headers as rows, the schema and the numbers as text. */
export interface ToolFormValues {
  name: string;
  type: ToolType;
  description: string;
  endpoint: string;
  method: (typeof API_CALL_METHODS)[number];
  headers: HeaderRow[];
  /** function tools */
  code: string;
  /** database tools; the connection string is write-only (the mask when one is stored) */
  dialect: DatabaseDialect;
  connectionString: string;
  query: string;
  maxRows: string;
  schema: string;
  timeout: string;
}

/** A field's problem: a key under form.errors.* in the tools namespace, with its values. */
export interface ToolFormError {
  /** the form path, e.g. 'schema' or 'headers.2.name' */
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

export type ToolFormCheck = { ok: true; body: CustomToolInput } | { ok: false; errors: ToolFormError[] };

const EMPTY_SCHEMA = { type: 'object', properties: {} };

/** The timeout a new tool of the type starts with, and the most it may have. */
export const TIMEOUT_BY_TYPE: Record<ToolType, { default: number; max: number }> = {
  api: { default: TOOL_TIMEOUT_DEFAULT_MS, max: TOOL_TIMEOUT_MAX_MS },
  webhook: { default: TOOL_TIMEOUT_DEFAULT_MS, max: TOOL_TIMEOUT_MAX_MS },
  function: { default: FUNCTION_TOOL_LIMITS.timeoutDefaultMs, max: FUNCTION_TOOL_LIMITS.timeoutMaxMs },
  database: { default: DATABASE_TOOL_LIMITS.timeoutDefaultMs, max: TOOL_TIMEOUT_MAX_MS },
};

const NEW_TOOL: Omit<ToolFormValues, 'name' | 'description'> = {
  type: 'webhook',
  endpoint: '',
  method: 'POST',
  headers: [],
  code: '',
  dialect: 'postgres',
  connectionString: '',
  query: '',
  maxRows: String(DATABASE_TOOL_LIMITS.maxRowsDefault),
  schema: JSON.stringify(EMPTY_SCHEMA, null, 2),
  timeout: String(TOOL_TIMEOUT_DEFAULT_MS),
};

export function toolFormDefaults(tool?: ProjectTool): ToolFormValues {
  if (!tool) return { name: '', description: '', ...NEW_TOOL };
  return {
    name: tool.name,
    type: tool.type as ToolType,
    description: tool.description ?? '',
    endpoint: tool.endpoint ?? '',
    method: tool.method as ToolFormValues['method'],
    headers: headersToRows(tool.headers),
    code: tool.code ?? '',
    dialect: tool.dialect ?? NEW_TOOL.dialect,
    connectionString: tool.connectionString ?? '',
    query: tool.query ?? '',
    maxRows: String(tool.maxRows ?? DATABASE_TOOL_LIMITS.maxRowsDefault),
    schema: JSON.stringify(tool.schema, null, 2),
    timeout: String(tool.timeout),
  };
}

const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** The API body for the form's type: only that type's fields. */
function bodyOf(values: ToolFormValues, schema: Record<string, unknown>): CustomToolInput {
  const common = { name: values.name, description: values.description, schema, timeout: numberOr(values.timeout, TIMEOUT_BY_TYPE[values.type].default) };
  if (values.type === 'function') return { ...common, type: 'function', code: values.code };
  if (values.type === 'database') {
    return { ...common, type: 'database', dialect: values.dialect, connectionString: values.connectionString, query: values.query, maxRows: numberOr(values.maxRows, DATABASE_TOOL_LIMITS.maxRowsDefault) };
  }
  // a webhook always POSTs
  return { ...common, type: values.type, endpoint: values.endpoint, method: values.type === 'api' ? values.method : 'POST', headers: rowsToHeaders(values.headers) };
}

type SchemaParse = { ok: true; schema: Record<string, unknown> } | { ok: false; error: ToolFormError };

/** The parse check of the JSON schema textarea: valid JSON, an object, describing an object. */
export function parseSchemaText(text: string): SchemaParse {
  if (text.trim() === '') return { ok: true, schema: EMPTY_SCHEMA };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: { path: 'schema', key: 'schemaInvalidJson', params: { detail: err instanceof Error ? err.message : '' } } };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: { path: 'schema', key: 'schemaNotObject' } };
  const schema = value as Record<string, unknown>;
  if (schema.type !== 'object') return { ok: false, error: { path: 'schema', key: 'schemaTypeObject' } };
  return { ok: true, schema };
}

/** Checks the form with the API's own schema (customToolInput) and builds the body to send. */
export function checkToolForm(values: ToolFormValues, storedHeaderNames: readonly string[] = [], hasStoredConnection = false): ToolFormCheck {
  const errors: ToolFormError[] = [];
  const schema = parseSchemaText(values.schema);
  if (!schema.ok) errors.push(schema.error);
  const http = values.type === 'api' || values.type === 'webhook';
  if (http) {
    for (const problem of findHeaderRowProblems(values.headers, storedHeaderNames)) {
      errors.push({ path: `headers.${problem.index}.${problem.field}`, key: problem.key });
    }
  }
  if (values.type === 'database' && values.connectionString.trim() === '' && !hasStoredConnection) errors.push({ path: 'connectionString', key: 'connectionRequired' });
  const body = bodyOf(values, schema.ok ? schema.schema : EMPTY_SCHEMA);
  const parsed = customToolInput.safeParse(body);
  if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issueToError(issue, values)));
  const unique = errors.filter((e, i) => errors.findIndex((other) => other.path === e.path) === i);
  return unique.length > 0 ? { ok: false, errors: unique } : { ok: true, body };
}

function issueToError(issue: z.core.$ZodIssue, values: ToolFormValues): ToolFormError {
  const [field, key] = issue.path;
  const tooLong = issue.code === 'too_big';
  switch (field) {
    case 'code':
      return tooLong ? { path: 'code', key: 'codeTooLong', params: { max: FUNCTION_TOOL_LIMITS.codeMaxChars } } : { path: 'code', key: 'codeRequired' };
    case 'query':
      return tooLong ? { path: 'query', key: 'queryTooLong', params: { max: DATABASE_TOOL_LIMITS.queryMaxChars } } : { path: 'query', key: 'queryRequired' };
    case 'connectionString':
      return tooLong ? { path: 'connectionString', key: 'connectionTooLong', params: { max: DATABASE_TOOL_LIMITS.connectionStringMaxChars } } : { path: 'connectionString', key: 'connectionScheme' };
    case 'maxRows':
      return { path: 'maxRows', key: 'maxRowsRange', params: { min: 1, max: DATABASE_TOOL_LIMITS.maxRowsMax } };
    case 'name':
      return { path: 'name', key: tooLong ? 'nameTooLong' : 'nameRequired' };
    case 'description':
      return { path: 'description', key: 'descriptionTooLong' };
    case 'endpoint':
      return { path: 'endpoint', key: values.endpoint.trim() === '' ? 'endpointRequired' : tooLong ? 'endpointTooLong' : 'endpointInvalid' };
    case 'timeout':
      return { path: 'timeout', key: 'timeoutRange', params: { min: TOOL_TIMEOUT_MIN_MS, max: TIMEOUT_BY_TYPE[values.type].max } };
    case 'schema':
      return { path: 'schema', key: 'schemaNotObject' };
    case 'headers': {
      const index = values.headers.findIndex((row) => row.name.trim() === key);
      if (typeof key !== 'string' || index < 0) return { path: 'headers.root', key: 'headersTooMany', params: { max: TOOL_LIMITS.headers } };
      if (issue.code === 'invalid_key') return { path: `headers.${index}.name`, key: 'headerNameInvalid' };
      return { path: `headers.${index}.value`, key: tooLong ? 'headerValueTooLong' : 'headerValueLineBreak' };
    }
    default:
      return { path: String(field ?? 'root'), key: 'generic', params: { message: issue.message } };
  }
}

const SERVER_FIELDS = ['schema', 'type', 'endpoint', 'name', 'timeout', 'code', 'dialect', 'connectionString', 'query', 'maxRows'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

/** The dialog field a server refusal belongs to, from its code or the 'path: message' of its text. */
export function serverErrorField(code: string | undefined, message: string): ServerField | null {
  if (code === 'INVALID_SCHEMA') return 'schema';
  const field = /^([A-Za-z]+)\b/.exec(message)?.[1];
  if ((SERVER_FIELDS as readonly string[]).includes(field ?? '')) return field as ServerField;
  if (code === 'URL_NOT_ALLOWED') return 'endpoint';
  return null;
}
