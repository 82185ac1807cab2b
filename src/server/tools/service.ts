import { BUILT_IN_TOOLS } from '../../common/catalogues';
import { CONNECTION_SCHEMES } from '../../common/database-tool';
import type { AttachedTool } from '../../common/agents';
import type { ToolConfigs } from '../../common/tool-configs';
import type { ProjectTool, ToolsResponse, ToolTestResult } from '../../common/tools';
import type { z } from 'zod';
import type { customToolInput } from '../../common/tools';
import { AppError, badRequest, notFound } from '../platform/errors';
import type { AppDeps } from '../platform/deps';
import { keepsStored, maskHeaders, maskSecret, sealHeaders, sealOrKeep, secretBox } from '../platform/secrets';
import type { SessionUser } from '../platform/session';
import { assertFetchableUrl, BlockedUrlError } from '../platform/ssrf/ssrf-guard';
import { requireProject, assertRoleCan } from '../accounts/projects/index';
import type { Capability } from '../../common/members';
import { callProjectTool, projectToolBudgetMs } from './custom/call-project-tool';
import { assertDatabaseHostAllowed } from './database/database-address';
import { readDatabaseSettings } from './database/database-tool';
import { MCP_ERROR_CODES } from '../../common/mcp';
import { fillUrlTemplate } from './custom/fill-url-template';
import { argumentValidator, findSchemaProblem } from './json-schema';
import type { FrozenProjectTool } from './project-tool-snapshot';
import { BUILT_IN_TOOL_TEXTS } from './built-in-texts';
import {
  countProjectTools,
  deleteToolRow,
  findMemberTool,
  insertToolRow,
  listAttachments,
  listEnabledAgentTools,
  listProjectToolRows,
  listPublicToolRows,
  projectToolIds,
  replaceAttachments,
  updateToolRow,
  type ToolRow,
} from './queries';
import { asRecord } from '../platform/json-record';

export const MAX_TOOLS_PER_PROJECT = 100;
export const TOOL_ERROR_CODES = { limit: 'TOOL_LIMIT_REACHED', blockedUrl: 'URL_NOT_ALLOWED', invalidSchema: 'INVALID_SCHEMA' } as const;

type ParsedToolInput = z.output<typeof customToolInput>;

const headersEncOf = (row: ToolRow) => asRecord(asRecord(row.authConfig).headersEnc) as Record<string, string>;
const connectionEncOf = (row: ToolRow) => String(asRecord(row.authConfig).connectionEnc ?? '');
const textSetting = (row: ToolRow, key: string) => (typeof asRecord(row.settings)[key] === 'string' ? (asRecord(row.settings)[key] as string) : null);

/** The database fields of an answer: null for the other types; the connection string only as the mask. */
function databaseView(row: ToolRow) {
  if (row.type !== 'database') return { dialect: null, connectionString: null, query: null, maxRows: null };
  const settings = readDatabaseSettings(asRecord(row.settings));
  return { dialect: settings.dialect, connectionString: maskSecret(connectionEncOf(row)), query: settings.query, maxRows: settings.maxRows };
}
const queryEncOf = (row: ToolRow) => asRecord(asRecord(row.authConfig).queryEnc) as Record<string, string>;

export function toProjectTool(row: ToolRow, agentCount: number): ProjectTool {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    type: row.type,
    description: row.description,
    endpoint: row.endpoint,
    method: row.method,
    headers: maskHeaders(headersEncOf(row)),
    code: row.type === 'function' ? textSetting(row, 'code') : null,
    ...databaseView(row),
    schema: asRecord(row.schema),
    timeout: row.timeout,
    isPublic: row.isPublic,
    mcpServerId: row.mcpServerId,
    agentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function freezeProjectTool(row: ToolRow): FrozenProjectTool {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description ?? '',
    endpoint: row.endpoint ?? '',
    method: row.method,
    headersEnc: headersEncOf(row),
    queryEnc: queryEncOf(row),
    queryArgs: Array.isArray(row.queryArgs) ? row.queryArgs.map(String) : [],
    schema: asRecord(row.schema),
    timeout: row.timeout,
    settings: asRecord(row.settings),
    connectionEnc: connectionEncOf(row),
  };
}

export async function listTools(deps: AppDeps, user: SessionUser, projectId: string): Promise<ToolsResponse> {
  const project = await requireProject(deps, user, projectId, 'view');
  const [own, shared] = await Promise.all([listProjectToolRows(deps.db, project.id), listPublicToolRows(deps.db, project.id)]);
  return {
    projectTools: own.map((r) => toProjectTool(r.tool, r.agentCount)),
    publicTools: shared,
    builtInTools: BUILT_IN_TOOLS.map((t) => ({ id: t.id, icon: t.icon, category: t.category, ...BUILT_IN_TOOL_TEXTS[t.id] })),
  };
}

/** The schema, and the type's own fields, are checked before anything is stored; a 400 names the field. */
function checkToolInput(deps: AppDeps, input: ParsedToolInput, previous?: ToolRow): void {
  const problem = findSchemaProblem(input.schema);
  if (problem) throw new AppError(400, TOOL_ERROR_CODES.invalidSchema, `${problem.path}: ${problem.message}`);
  if (input.type === 'api' || input.type === 'webhook') assertReachableUrl(deps, 'endpoint', input.endpoint);
  if (input.type === 'database') checkConnectionString(deps, input, previous);
}

/** A new connection string must suit the dialect and point where tools may connect; a kept one must exist. */
function checkConnectionString(deps: AppDeps, input: Extract<ParsedToolInput, { type: 'database' }>, previous?: ToolRow): void {
  if (keepsStored(input.connectionString)) {
    if (previous?.type !== 'database' || !connectionEncOf(previous)) throw badRequest('connectionString: Required');
    if (readDatabaseSettings(asRecord(previous.settings)).dialect !== input.dialect) throw badRequest('connectionString: Enter the connection string again for the new dialect');
    return;
  }
  const url = new URL(input.connectionString);
  const schemes = CONNECTION_SCHEMES[input.dialect];
  if (!schemes.includes(url.protocol)) {
    throw badRequest(`connectionString: A ${input.dialect} tool needs a connection string starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  }
  try {
    assertDatabaseHostAllowed(url, input.dialect, deps.config.privateUrlAccess);
  } catch (err) {
    if (err instanceof BlockedUrlError) throw new AppError(400, TOOL_ERROR_CODES.blockedUrl, `connectionString: ${err.message}`);
    throw err;
  }
}

/** Refuses, with a 400 naming the field, an address no tool may call; placeholders are filled with a harmless value first. */
export function assertReachableUrl(deps: AppDeps, field: string, template: string): void {
  try {
    const probe = fillUrlTemplate(template, new Proxy({}, { get: () => 'x' })).url;
    assertFetchableUrl(new URL(probe), deps.config.privateUrlAccess);
  } catch (err) {
    if (err instanceof BlockedUrlError) throw new AppError(400, TOOL_ERROR_CODES.blockedUrl, `${field}: ${err.message}`);
    throw badRequest(`${field}: Invalid URL`);
  }
}

function columns(deps: AppDeps, input: ParsedToolInput, previous?: ToolRow) {
  const common = { name: input.name, type: input.type, description: input.description, schema: input.schema, timeout: input.timeout };
  const box = secretBox(deps.secret);
  if (input.type === 'function') return { ...common, endpoint: null, method: 'POST', settings: { code: input.code }, authConfig: {} };
  if (input.type === 'database') {
    const kept = previous?.type === 'database' ? connectionEncOf(previous) : undefined;
    return {
      ...common,
      endpoint: null,
      method: 'POST',
      settings: { dialect: input.dialect, query: input.query, maxRows: input.maxRows },
      authConfig: { connectionEnc: sealOrKeep(box, input.connectionString, kept) },
    };
  }
  return {
    ...common,
    endpoint: input.endpoint,
    method: input.type === 'webhook' ? 'POST' : input.method,
    settings: {},
    // an imported tool's query-string key has no field in the form: it is kept as stored
    authConfig: {
      ...(previous && asRecord(previous.authConfig).queryEnc ? { queryEnc: asRecord(previous.authConfig).queryEnc } : {}),
      headersEnc: sealHeaders(box, input.headers, previous ? headersEncOf(previous) : undefined),
    },
  };
}

/** Where an agent's built-in settings point, by form field. */
function configuredUrls(configs: ToolConfigs): [string, string | undefined][] {
  return [
    ['toolConfigs.webhook.endpoint', configs.webhook?.endpoint],
    ['toolConfigs.postConversationHook.endpoint', configs.postConversationHook?.endpoint],
    ['toolConfigs.apiCall.url', configs.apiCall?.url],
    ['toolConfigs.webSearch.baseUrl', configs.webSearch?.baseUrl],
    ['toolConfigs.calendar.url', configs.calendar?.url],
  ];
}

/**
 * Checks an agent's built-in settings before they are saved: addresses the tools could never
 * reach (cloud metadata, or private ones unless ALLOW_PRIVATE_URLS allows them) and the API
 * call's argument schema. A 400 names the field.
 */
export function checkAgentToolConfigs(deps: AppDeps, configs: ToolConfigs): void {
  for (const [field, value] of configuredUrls(configs)) if (value) assertReachableUrl(deps, field, value);
  const parameters = configs.apiCall?.parameters;
  if (parameters) {
    const problem = findSchemaProblem(parameters);
    if (problem) throw new AppError(400, TOOL_ERROR_CODES.invalidSchema, `toolConfigs.apiCall.parameters${problem.path.slice('schema'.length)}: ${problem.message}`);
  }
}

export async function createTool(deps: AppDeps, user: SessionUser, projectId: string, input: ParsedToolInput): Promise<ProjectTool> {
  const project = await requireProject(deps, user, projectId, 'build');
  checkToolInput(deps, input);
  if ((await countProjectTools(deps.db, project.id)) >= MAX_TOOLS_PER_PROJECT) {
    throw new AppError(403, TOOL_ERROR_CODES.limit, `A project can have at most ${MAX_TOOLS_PER_PROJECT} tools. Delete one to create another.`);
  }
  const row = await insertToolRow(deps.db, { ...columns(deps, input), projectId: project.id });
  return toProjectTool(row, 0);
}

/** The tool when the user is a member of its project whose role allows `need`; 404 for anyone else. */
export async function requireTool(deps: AppDeps, user: SessionUser, toolId: string, need: Capability) {
  const found = await findMemberTool(deps.db, user.id, toolId);
  if (!found) throw notFound('Tool');
  assertRoleCan(found.role, need);
  return found;
}

export async function updateTool(deps: AppDeps, user: SessionUser, toolId: string, input: ParsedToolInput): Promise<ProjectTool> {
  const { tool, agentCount } = await requireTool(deps, user, toolId, 'build');
  if (tool.mcpServerId) throw new AppError(400, MCP_ERROR_CODES.managed, 'This tool comes from an MCP server: change the server or refresh it in the MCP Servers tab.');
  checkToolInput(deps, input, tool);
  return toProjectTool(await updateToolRow(deps.db, tool.id, columns(deps, input, tool)), agentCount);
}

export async function deleteTool(deps: AppDeps, user: SessionUser, toolId: string): Promise<void> {
  const { tool } = await requireTool(deps, user, toolId, 'build');
  await deleteToolRow(deps.db, tool.id);
}

/** POST /api/tools/{id}/test: one real call with the payload as arguments. */
export async function testTool(deps: AppDeps, user: SessionUser, toolId: string, payload: Record<string, unknown>): Promise<ToolTestResult> {
  const { tool } = await requireTool(deps, user, toolId, 'build');
  const frozen = freezeProjectTool(tool);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const problem = argumentValidator(frozen.schema)(payload);
  if (problem) return { latency: latency(), status: 'error', output: null, error: problem };
  try {
    const output = await callProjectTool(deps, frozen, payload, { test: true, projectId: tool.projectId, timestamp: deps.clock().toISOString() }, AbortSignal.timeout(projectToolBudgetMs(frozen)));
    return { latency: latency(), status: 'success', output, error: null };
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    const error = timedOut ? `The tool did not finish within ${projectToolBudgetMs(frozen) / 1000} s.` : err instanceof Error ? err.message : String(err);
    return { latency: latency(), status: 'error', output: null, error };
  }
}

export async function listAgentAttachments(deps: AppDeps, agentId: string): Promise<AttachedTool[]> {
  return listAttachments(deps.db, agentId);
}

/** Replaces what wizard step 4 attached; every tool must belong to the agent's project. */
export async function setAgentAttachments(deps: AppDeps, projectId: string, agentId: string, list: AttachedTool[]): Promise<void> {
  const unique = [...new Map(list.map((a) => [a.toolId, a])).values()];
  const owned = await projectToolIds(deps.db, projectId, unique.map((a) => a.toolId));
  if (unique.some((a) => !owned.has(a.toolId))) throw notFound('Tool');
  await replaceAttachments(deps.db, agentId, unique);
}

/** The agent's enabled project tools as a turn (or a version being published) runs them. */
export async function loadAgentProjectTools(deps: AppDeps, agentId: string): Promise<FrozenProjectTool[]> {
  return (await listEnabledAgentTools(deps.db, agentId)).map(freezeProjectTool);
}

