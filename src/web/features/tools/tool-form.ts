import type { z } from 'zod';
import { EXECUTABLE_TOOL_TYPES, type ToolType } from '@common/catalogues';
import { TOOL_LIMITS, type API_CALL_METHODS } from '@common/tool-configs';
import { customToolInput, TOOL_TIMEOUT_DEFAULT_MS, TOOL_TIMEOUT_MAX_MS, type CustomToolInput, type ProjectTool } from '@common/tools';
import { findHeaderRowProblems, headersToRows, rowsToHeaders, type HeaderRow } from './header-rows';

export const TOOL_TIMEOUT_MIN_MS = 1000;

/** What the Create Custom Tool dialog edits: headers as rows, the schema and the timeout as text. */
export interface ToolFormValues {
  name: string;
  type: ToolType;
  description: string;
  endpoint: string;
  method: (typeof API_CALL_METHODS)[number];
  headers: HeaderRow[];
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

export const isExecutableType = (type: string) => (EXECUTABLE_TOOL_TYPES as readonly string[]).includes(type);

export function toolFormDefaults(tool?: ProjectTool): ToolFormValues {
  if (!tool) {
    return { name: '', type: 'webhook', description: '', endpoint: '', method: 'POST', headers: [], schema: JSON.stringify(EMPTY_SCHEMA, null, 2), timeout: String(TOOL_TIMEOUT_DEFAULT_MS) };
  }
  return {
    name: tool.name,
    type: tool.type as ToolType,
    description: tool.description ?? '',
    endpoint: tool.endpoint ?? '',
    method: tool.method as ToolFormValues['method'],
    headers: headersToRows(tool.headers),
    schema: JSON.stringify(tool.schema, null, 2),
    timeout: String(tool.timeout),
  };
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
export function checkToolForm(values: ToolFormValues, storedHeaderNames: readonly string[] = []): ToolFormCheck {
  const errors: ToolFormError[] = [];
  if (!isExecutableType(values.type)) errors.push({ path: 'type', key: 'typeUnavailable' });
  const schema = parseSchemaText(values.schema);
  if (!schema.ok) errors.push(schema.error);
  for (const problem of findHeaderRowProblems(values.headers, storedHeaderNames)) {
    errors.push({ path: `headers.${problem.index}.${problem.field}`, key: problem.key });
  }
  const timeout = values.timeout.trim() === '' ? TOOL_TIMEOUT_DEFAULT_MS : Number(values.timeout);
  const body: CustomToolInput = {
    name: values.name,
    type: values.type,
    description: values.description,
    endpoint: values.endpoint,
    // a webhook always POSTs
    method: values.type === 'api' ? values.method : 'POST',
    headers: rowsToHeaders(values.headers),
    schema: schema.ok ? schema.schema : EMPTY_SCHEMA,
    timeout,
  };
  const parsed = customToolInput.safeParse(body);
  if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issueToError(issue, values)));
  const unique = errors.filter((e, i) => errors.findIndex((other) => other.path === e.path) === i);
  return unique.length > 0 ? { ok: false, errors: unique } : { ok: true, body };
}

const LIMITS = { min: TOOL_TIMEOUT_MIN_MS, max: TOOL_TIMEOUT_MAX_MS };

function issueToError(issue: z.core.$ZodIssue, values: ToolFormValues): ToolFormError {
  const [field, key] = issue.path;
  const tooLong = issue.code === 'too_big';
  switch (field) {
    case 'name':
      return { path: 'name', key: tooLong ? 'nameTooLong' : 'nameRequired' };
    case 'description':
      return { path: 'description', key: 'descriptionTooLong' };
    case 'endpoint':
      return { path: 'endpoint', key: values.endpoint.trim() === '' ? 'endpointRequired' : tooLong ? 'endpointTooLong' : 'endpointInvalid' };
    case 'timeout':
      return { path: 'timeout', key: 'timeoutRange', params: LIMITS };
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

/** The dialog field a server refusal belongs to, from its code or the 'path: message' of its text. */
export function serverErrorField(code: string | undefined, message: string): 'schema' | 'type' | 'endpoint' | 'name' | 'timeout' | null {
  if (code === 'INVALID_SCHEMA') return 'schema';
  if (code === 'TOOL_TYPE_UNAVAILABLE') return 'type';
  if (code === 'URL_NOT_ALLOWED') return 'endpoint';
  const field = /^(schema|type|endpoint|name|timeout)\b/.exec(message)?.[1];
  return (field as 'schema' | 'type' | 'endpoint' | 'name' | 'timeout' | undefined) ?? null;
}
