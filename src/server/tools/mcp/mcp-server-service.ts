import { MCP_ERROR_CODES, MCP_SERVERS_PER_PROJECT, type McpServerView } from '../../../common/mcp';
import { TOOL_TIMEOUT_DEFAULT_MS } from '../../../common/tools';
import { AppError, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { maskHeaders, openHeaders, sealHeaders, secretBox } from '../../platform/secrets';
import type { SessionUser } from '../../platform/session';
import type { Capability } from '../../../common/members';
import { assertRoleCan, requireProject } from '../../accounts/projects/index';
import { findSchemaProblem } from '../json-schema';
import { assertReachableUrl } from '../service';
import { McpServerError } from './mcp-connection';
import { listMcpTools, type ListedMcpTool } from './mcp-tool-calls';
import {
  countMcpServers,
  deleteMcpServerRow,
  findMemberMcpServer,
  insertMcpServerRow,
  listMcpServerRows,
  listMcpToolRows,
  repointMcpToolRows,
  syncMcpToolRows,
  updateMcpServerRow,
  type McpServerRow,
} from './mcp-server-queries';

export interface McpServerFields {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function toViews(deps: AppDeps, rows: McpServerRow[]): Promise<McpServerView[]> {
  const toolRows = await listMcpToolRows(deps.db, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    headers: maskHeaders(row.headersEnc as Record<string, string>),
    lastError: row.lastError,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    tools: toolRows.filter((t) => t.mcpServerId === row.id).map(({ id, name, description, agentCount }) => ({ id, name, description, agentCount })),
  }));
}

/** A listed tool's argument schema as the model gets it: an object schema, or "any object" when the server's is unusable. */
function toolSchema(tool: ListedMcpTool): Record<string, unknown> {
  return findSchemaProblem(tool.inputSchema) ? { type: 'object' } : tool.inputSchema;
}

async function listFrom(deps: AppDeps, url: string, headersEnc: Record<string, string>): Promise<ListedMcpTool[]> {
  return listMcpTools({ url, headers: openHeaders(secretBox(deps.secret), headersEnc), access: deps.config.privateUrlAccess });
}

/** Lists the server's tools and stores them; a failure is recorded on the server (the tools it had stay). */
async function refreshRow(deps: AppDeps, row: McpServerRow): Promise<McpServerRow> {
  try {
    const listed = await listFrom(deps, row.url, row.headersEnc as Record<string, string>);
    await syncMcpToolRows(deps.db, row, listed.map((t) => ({ name: t.name, description: t.description, schema: toolSchema(t) })), TOOL_TIMEOUT_DEFAULT_MS);
    return updateMcpServerRow(deps.db, row.id, { lastError: null, refreshedAt: deps.clock() });
  } catch (err) {
    if (!(err instanceof McpServerError)) throw err;
    await repointMcpToolRows(deps.db, row);
    return updateMcpServerRow(deps.db, row.id, { lastError: err.message });
  }
}

export async function listMcpServers(deps: AppDeps, user: SessionUser, projectId: string): Promise<McpServerView[]> {
  const project = await requireProject(deps, user, projectId, 'view');
  return toViews(deps, await listMcpServerRows(deps.db, project.id));
}

/**
 * Adds a server after listing its tools once: a server that cannot be listed is refused with a
 * 400 saying why, and nothing is stored.
 */
export async function addMcpServer(deps: AppDeps, user: SessionUser, projectId: string, input: McpServerFields): Promise<McpServerView> {
  const project = await requireProject(deps, user, projectId, 'build');
  assertReachableUrl(deps, 'url', input.url);
  if ((await countMcpServers(deps.db, project.id)) >= MCP_SERVERS_PER_PROJECT) {
    throw new AppError(403, MCP_ERROR_CODES.limit, `A project can connect at most ${MCP_SERVERS_PER_PROJECT} MCP servers. Remove one to add another.`);
  }
  const headersEnc = sealHeaders(secretBox(deps.secret), input.headers, undefined);
  let listed: ListedMcpTool[];
  try {
    listed = await listFrom(deps, input.url, headersEnc);
  } catch (err) {
    if (err instanceof McpServerError) throw new AppError(400, MCP_ERROR_CODES.unreachable, `url: ${err.message}`);
    throw err;
  }
  const row = await insertMcpServerRow(deps.db, { projectId: project.id, name: input.name, url: input.url, headersEnc, refreshedAt: deps.clock() });
  await syncMcpToolRows(deps.db, row, listed.map((t) => ({ name: t.name, description: t.description, schema: toolSchema(t) })), TOOL_TIMEOUT_DEFAULT_MS);
  return (await toViews(deps, [row]))[0];
}

async function requireMcpServer(deps: AppDeps, user: SessionUser, serverId: string, need: Capability): Promise<McpServerRow> {
  const found = await findMemberMcpServer(deps.db, user.id, serverId);
  if (!found) throw notFound('MCP server');
  assertRoleCan(found.role, need);
  return found.server;
}

export async function updateMcpServer(deps: AppDeps, user: SessionUser, serverId: string, input: McpServerFields): Promise<McpServerView> {
  const row = await requireMcpServer(deps, user, serverId, 'build');
  assertReachableUrl(deps, 'url', input.url);
  const headersEnc = sealHeaders(secretBox(deps.secret), input.headers, row.headersEnc as Record<string, string>);
  const updated = await updateMcpServerRow(deps.db, row.id, { name: input.name, url: input.url, headersEnc });
  return (await toViews(deps, [await refreshRow(deps, updated)]))[0];
}

/** The Refresh button: lists the tools again. */
export async function refreshMcpServer(deps: AppDeps, user: SessionUser, serverId: string): Promise<McpServerView> {
  const row = await requireMcpServer(deps, user, serverId, 'build');
  return (await toViews(deps, [await refreshRow(deps, row)]))[0];
}

/** Removes the server and its tools (agents using them lose them). */
export async function removeMcpServer(deps: AppDeps, user: SessionUser, serverId: string): Promise<void> {
  const row = await requireMcpServer(deps, user, serverId, 'build');
  await deleteMcpServerRow(deps.db, row.id);
}
