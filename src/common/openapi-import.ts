import { z } from 'zod';
import { API_CALL_METHODS } from './tool-configs';
import { projectTool } from './tools';

/** A pasted or uploaded OpenAPI document is refused above this size. */
export const OPENAPI_DOCUMENT_MAX_CHARS = 1_000_000;
/** At most this many operations become tools in one import. */
export const OPENAPI_IMPORT_MAX_OPERATIONS = 50;
export const OPENAPI_ERROR_CODES = { invalidDocument: 'INVALID_OPENAPI_DOCUMENT', missingSecret: 'OPENAPI_SECRET_REQUIRED' } as const;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, { error: 'URL must start with http:// or https://' });

/** POST /api/projects/{id}/tools/openapi/preview: the document's text, or the address to fetch it from. */
export const openApiSource = z
  .object({
    document: z.string().max(OPENAPI_DOCUMENT_MAX_CHARS, { error: `The document may have at most ${OPENAPI_DOCUMENT_MAX_CHARS} characters` }).optional(),
    url: httpUrl.optional(),
  })
  .refine((v) => Boolean(v.document?.trim()) !== Boolean(v.url), { error: 'Paste a document or give its URL (one of the two)', path: ['document'] });
export type OpenApiSource = z.input<typeof openApiSource>;

export const openApiAuthScheme = z.object({
  /** the key in components.securitySchemes */
  id: z.string(),
  kind: z.enum(['apiKey', 'bearer']),
  /** where an API key goes */
  in: z.enum(['header', 'query']),
  /** the header or query parameter name */
  paramName: z.string(),
  description: z.string(),
});
export type OpenApiAuthScheme = z.infer<typeof openApiAuthScheme>;

export const openApiOperation = z.object({
  /** "GET /pets/{petId}": what the import names */
  id: z.string(),
  method: z.enum(API_CALL_METHODS),
  path: z.string(),
  summary: z.string(),
  /** the tool's name if imported */
  name: z.string(),
  /** ids of the security schemes the tool would send */
  auth: z.array(z.string()),
  /** why it cannot be imported, or null */
  problem: z.string().nullable(),
});
export type OpenApiOperation = z.infer<typeof openApiOperation>;

export const openApiPreview = z.object({
  title: z.string(),
  version: z.string(),
  /** the document's text (fetched when a URL was given); sent back with the import */
  document: z.string(),
  servers: z.array(z.string()),
  operations: z.array(openApiOperation),
  authSchemes: z.array(openApiAuthScheme),
});
export type OpenApiPreview = z.infer<typeof openApiPreview>;

/** POST /api/projects/{id}/tools/openapi/import */
export const openApiImportBody = z.object({
  document: z.string().min(1, { error: 'Required' }).max(OPENAPI_DOCUMENT_MAX_CHARS),
  serverUrl: httpUrl,
  operations: z
    .array(z.string().max(2100))
    .min(1, { error: 'Pick at least one operation' })
    .max(OPENAPI_IMPORT_MAX_OPERATIONS, { error: `Pick at most ${OPENAPI_IMPORT_MAX_OPERATIONS} operations` }),
  /** security scheme id -> the secret (API key or bearer token), stored encrypted */
  secrets: z.record(z.string(), z.string().trim().max(4000)).default({}),
});
export type OpenApiImportBody = z.input<typeof openApiImportBody>;

export const openApiImportReply = z.object({ tools: z.array(projectTool) });
