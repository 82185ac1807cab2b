import { z } from 'zod';
import { BUILT_IN_TOOLS, TOOL_TYPES } from './catalogues';
import { API_CALL_METHODS, headersMap } from './tool-configs';

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

/** POST /api/projects/{id}/tools and PUT /api/tools/{id} (Create Custom Tool dialog). */
export const customToolInput = z.object({
  name: z.string().trim().min(1, { error: 'Required' }).max(TOOL_NAME_MAX),
  type: z.enum(TOOL_TYPES),
  description: z.string().trim().max(TOOL_DESCRIPTION_MAX).default(''),
  /** api: may hold {placeholders} filled from the arguments */
  endpoint: httpUrl,
  method: z.enum(API_CALL_METHODS).default('POST'),
  /** write-only values: answers carry SECRET_MASK; sending it back keeps the stored value */
  headers: headersMap,
  schema: toolSchema.default({ type: 'object', properties: {} }),
  timeout: z.number().int().min(1000).max(TOOL_TIMEOUT_MAX_MS).default(TOOL_TIMEOUT_DEFAULT_MS),
});
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

/** GET /api/projects/{id}/tools (SPEC section 3: tools response). */
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
