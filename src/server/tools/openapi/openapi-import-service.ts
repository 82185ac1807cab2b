import { OPENAPI_DOCUMENT_MAX_CHARS, OPENAPI_ERROR_CODES, type OpenApiPreview } from '../../../common/openapi-import';
import type { ProjectTool } from '../../../common/tools';
import { TOOL_TIMEOUT_DEFAULT_MS } from '../../../common/tools';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { secretBox } from '../../platform/secrets';
import type { SessionUser } from '../../platform/session';
import { guardedRequest, OutboundError } from '../../platform/ssrf/guarded-request';
import { requireProject } from '../../accounts/projects/index';
import { countProjectTools, insertToolRows, type NewToolRow } from '../queries';
import { assertReachableUrl, MAX_TOOLS_PER_PROJECT, TOOL_ERROR_CODES, toProjectTool } from '../service';
import { findSchemaProblem } from '../json-schema';
import { draftOperations, serverUrls, type OpenApiToolDraft } from './openapi-operations';
import { OpenApiProblem, readOpenApiDocument, type JsonObject } from './read-openapi-document';

const FETCH_TIMEOUT_MS = 15000;

const invalid = (message: string) => new AppError(400, OPENAPI_ERROR_CODES.invalidDocument, message);

function readDocument(text: string): { doc: JsonObject; drafts: OpenApiToolDraft[]; schemes: ReturnType<typeof draftOperations>['schemes'] } {
  try {
    const doc = readOpenApiDocument(text);
    return { doc, ...draftOperations(doc) };
  } catch (err) {
    if (err instanceof OpenApiProblem) throw invalid(err.message);
    throw err;
  }
}

/** The document at `url`, fetched through the SSRF guard; a 400 says why it could not be read. */
async function fetchDocument(deps: AppDeps, url: string): Promise<string> {
  try {
    const answer = await guardedRequest({
      method: 'GET',
      url,
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
      access: deps.config.privateUrlAccess,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxResponseBytes: OPENAPI_DOCUMENT_MAX_CHARS + 1,
      followRedirects: true,
    });
    if (answer.status < 200 || answer.status >= 300) throw invalid(`url: ${new URL(url).host} answered HTTP ${answer.status}`);
    if (answer.truncated) throw invalid(`url: the document is larger than ${OPENAPI_DOCUMENT_MAX_CHARS} bytes`);
    return answer.body;
  } catch (err) {
    if (err instanceof OutboundError) throw new AppError(400, err.kind === 'blocked' ? TOOL_ERROR_CODES.blockedUrl : OPENAPI_ERROR_CODES.invalidDocument, `url: ${err.message}`);
    throw err;
  }
}

/** POST /api/projects/{id}/tools/openapi/preview: the operations a document offers, to pick from. */
export async function previewOpenApi(deps: AppDeps, user: SessionUser, projectId: string, source: { document?: string; url?: string }): Promise<OpenApiPreview> {
  await requireProject(deps, user, projectId, 'build');
  const text = source.url ? await fetchDocument(deps, source.url) : (source.document ?? '');
  const { doc, drafts, schemes } = readDocument(text);
  const info = doc.info as JsonObject;
  return {
    title: String(info.title ?? ''),
    version: String(info.version ?? ''),
    document: text,
    servers: serverUrls(doc, source.url),
    operations: drafts.map((d) => ({ id: d.id, method: d.method, path: d.path, summary: d.summary, name: d.name, auth: d.auth, problem: d.problem })),
    authSchemes: schemes,
  };
}

export interface OpenApiImportInput {
  document: string;
  serverUrl: string;
  operations: string[];
  secrets: Record<string, string>;
}

/** Header and query-string secrets of one tool, sealed, from the schemes its operation uses. */
function sealAuth(deps: AppDeps, draft: OpenApiToolDraft, schemes: ReturnType<typeof draftOperations>['schemes'], secrets: Record<string, string>) {
  const box = secretBox(deps.secret);
  const headersEnc: Record<string, string> = {};
  const queryEnc: Record<string, string> = {};
  for (const id of draft.auth) {
    const scheme = schemes.find((s) => s.id === id);
    const secret = secrets[id];
    if (!scheme) continue;
    if (!secret) throw new AppError(400, OPENAPI_ERROR_CODES.missingSecret, `secrets.${id}: operation ${draft.id} needs the ${scheme.kind === 'bearer' ? 'bearer token' : 'API key'} of "${id}"`);
    if (scheme.kind === 'bearer') headersEnc.Authorization = box.seal(`Bearer ${secret}`);
    else if (scheme.in === 'header') headersEnc[scheme.paramName] = box.seal(secret);
    else queryEnc[scheme.paramName] = box.seal(secret);
  }
  return { headersEnc, queryEnc };
}

/** POST /api/projects/{id}/tools/openapi/import: each picked operation becomes an api tool, all or none. */
export async function importOpenApi(deps: AppDeps, user: SessionUser, projectId: string, input: OpenApiImportInput): Promise<{ tools: ProjectTool[] }> {
  const project = await requireProject(deps, user, projectId, 'build');
  const { drafts, schemes } = readDocument(input.document);
  const picked = [...new Set(input.operations)].map((id) => {
    const draft = drafts.find((d) => d.id === id);
    if (!draft) throw invalid(`operations: ${id} is not an operation of the document`);
    if (draft.problem) throw invalid(`operations: ${id} cannot be imported: ${draft.problem}`);
    return draft;
  });
  const base = input.serverUrl.replace(/\/+$/, '');
  const rows: NewToolRow[] = picked.map((draft) => {
    const endpoint = `${base}${draft.pathTemplate}`;
    assertReachableUrl(deps, 'serverUrl', endpoint);
    const problem = findSchemaProblem(draft.schema);
    if (problem) throw invalid(`operation ${draft.id}: ${problem.path}: ${problem.message}`);
    return {
      projectId: project.id,
      name: draft.name,
      type: 'api',
      description: draft.description,
      endpoint,
      method: draft.method,
      schema: draft.schema,
      timeout: TOOL_TIMEOUT_DEFAULT_MS,
      authConfig: sealAuth(deps, draft, schemes, input.secrets),
      queryArgs: draft.queryArgs,
    };
  });
  const existing = await countProjectTools(deps.db, project.id);
  if (existing + rows.length > MAX_TOOLS_PER_PROJECT) {
    throw new AppError(403, TOOL_ERROR_CODES.limit, `A project can have at most ${MAX_TOOLS_PER_PROJECT} tools; it has ${existing}, so pick at most ${Math.max(0, MAX_TOOLS_PER_PROJECT - existing)} operations.`);
  }
  return { tools: (await insertToolRows(deps.db, rows)).map((row) => toProjectTool(row, 0)) };
}
