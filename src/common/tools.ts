import { z } from 'zod';
import { BUILT_IN_TOOLS } from './catalogues';
import { API_CALL_METHODS, headersMap } from './tool-configs';
import { functionCode, functionTimeout } from './function-tool';
import { connectionString, DATABASE_DIALECTS, DATABASE_TOOL_LIMITS, databaseMaxRows, databaseQuery } from './database-tool';

export const TOOL_NAME_MAX = 255;
export const TOOL_DESCRIPTION_MAX = 2000;
export const TOOL_TIMEOUT_DEFAULT_MS = 30000;
export const TOOL_TIMEOUT_MAX_MS = 120000;
/** a tool's answer is cut to this many characters before the model reads it */
export const TOOL_OUTPUT_MAX_CHARS = 16000;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, { error: 'URL must start with http:// or https://' });

/** A JSON Schema object describing the model's arguments; checked further on the server. */
export const toolSchema = z.record(z.string(), z.unknown());

const customToolBase = {
  name: z.string().trim().min(1, { error: 'Required' }).max(TOOL_NAME_MAX),
  description: z.string().trim().max(TOOL_DESCRIPTION_MAX).default(''),
  schema: toolSchema.default({ type: 'object', properties: {} }),
};
const toolTimeout = (fallback: number) => z.number().int().min(1000).max(TOOL_TIMEOUT_MAX_MS).default(fallback);

/** POST /api/projects/{id}/tools and PUT /api/tools/{id} (Create Custom Tool dialog), one shape per type. */
export const customToolInput = z.discriminatedUnion('type', [
  z.object({
    ...customToolBase,
    type: z.enum(['api', 'webhook']),
    /** api: may hold {placeholders} filled from the arguments */
    endpoint: httpUrl,
    method: z.enum(API_CALL_METHODS).default('POST'),
    /** write-only values: answers carry SECRET_MASK; sending it back keeps the stored value */
    headers: headersMap,
    timeout: toolTimeout(TOOL_TIMEOUT_DEFAULT_MS),
  }),
  z.object({ ...customToolBase, type: z.literal('function'), code: functionCode, timeout: functionTimeout }),
  z.object({
    ...customToolBase,
    type: z.literal('database'),
    dialect: z.enum(DATABASE_DIALECTS),
    connectionString,
    query: databaseQuery,
    maxRows: databaseMaxRows,
    timeout: toolTimeout(DATABASE_TOOL_LIMITS.timeoutDefaultMs),
  }),
]);
export type CustomToolInput = z.input<typeof customToolInput>;

export const projectTool = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  endpoint: z.string().nullable(),
  method: z.string(),
  headers: z.record(z.string(), z.string()),
  /** function tools: the JavaScript body */
  code: z.string().nullable(),
  /** database tools; the connection string is only ever the mask */
  dialect: z.enum(DATABASE_DIALECTS).nullable(),
  connectionString: z.string().nullable(),
  query: z.string().nullable(),
  maxRows: z.number().nullable(),
  schema: toolSchema,
  timeout: z.number(),
  isPublic: z.boolean(),
  /** type mcp: the MCP server listing it (it is changed through the server, not edited) */
  mcpServerId: z.string().nullable(),
  /** agents of the project that use it */
  agentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectTool = z.infer<typeof projectTool>;

export const builtInToolView = z.object({ id: z.enum(BUILT_IN_TOOLS.map((t) => t.id) as [string, ...string[]]), name: z.string(), description: z.string(), icon: z.string(), category: z.string() });

/** GET /api/projects/{id}/tools (the Tools Hub's list). */
export const toolsResponse = z.object({
  projectTools: z.array(projectTool),
  publicTools: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), type: z.string() })),
  builtInTools: z.array(builtInToolView),
});
export type ToolsResponse = z.infer<typeof toolsResponse>;

/** POST /api/tools/{id}/test: the payload is the tool's arguments (an empty payload is {}). */
export const toolTestBody = z.object({ payload: z.record(z.string(), z.unknown()).default({}) });
export const toolTestResult = z.object({
  latency: z.number(),
  status: z.enum(['success', 'error']),
  output: z.unknown(),
  error: z.string().nullable(),
});
export type ToolTestResult = z.infer<typeof toolTestResult>;
