import { asRecord } from '../platform/json-record';

/** A project tool as an agent's turn runs it: read from agent_tools for a live agent, frozen in a version. */
export interface FrozenProjectTool {
  id: string;
  name: string;
  type: string;
  description: string;
  endpoint: string;
  method: string;
  /** sealed header values */
  headersEnc: Record<string, string>;
  /** sealed query-string values (an API key "in: query" of an imported OpenAPI operation) */
  queryEnc: Record<string, string>;
  /** arguments sent in the query string whatever the method (imported OpenAPI operations) */
  queryArgs: string[];
  /** JSON Schema of the arguments */
  schema: Record<string, unknown>;
  timeout: number;
  /** function { code }, database { dialect, query, maxRows }; {} for http types */
  settings: Record<string, unknown>;
  /** database tools: the sealed connection string ('' for the others) */
  connectionEnc: string;
}

/** Frozen tools as read back from a snapshot (written by the tools feature only). */
export function readFrozenProjectTools(value: unknown): FrozenProjectTool[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => {
    const t = asRecord(v);
    return {
      id: String(t.id ?? ''),
      name: String(t.name ?? ''),
      type: String(t.type ?? ''),
      description: String(t.description ?? ''),
      endpoint: String(t.endpoint ?? ''),
      method: String(t.method ?? 'POST'),
      headersEnc: asRecord(t.headersEnc) as Record<string, string>,
      queryEnc: asRecord(t.queryEnc) as Record<string, string>,
      queryArgs: Array.isArray(t.queryArgs) ? t.queryArgs.map(String) : [],
      schema: asRecord(t.schema),
      timeout: Number(t.timeout ?? 30000),
      settings: asRecord(t.settings),
      connectionEnc: String(t.connectionEnc ?? ''),
    };
  });
}
