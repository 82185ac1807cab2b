import type { AgentMcpEndpoint } from '../../../common/mcp';
import { CHAT_ERROR_CODES } from '../../../common/chat';
import { randomToken } from '../../platform/crypto';
import { ERROR_CODES } from '../../../common/error-codes';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { chatWithActiveVersion } from '../chat/index';
import { authenticateKey, type KeyCredentials } from '../public-api/index';
import { askToolName, buildAgentMcpServer } from './agent-mcp-server';
import { findMcpEnabledAgent, setAgentMcpEnabled } from './queries';

export const agentMcpPath = (agentId: string) => `/api/mcp/agents/${agentId}`;

function toEndpoint(row: { id: string; name: string; mcpEnabled: boolean }, origin: string): AgentMcpEndpoint {
  return { enabled: row.mcpEnabled, url: `${origin}${agentMcpPath(row.id)}`, toolName: askToolName(row.name) };
}

export async function getAgentMcp(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<AgentMcpEndpoint> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  return toEndpoint(row, origin);
}

/** Deployments' switch: the agent's active version answers at its MCP endpoint (platform API key) or not at all. */
export async function setAgentMcp(deps: AppDeps, user: SessionUser, agentId: string, enabled: boolean, origin: string): Promise<AgentMcpEndpoint> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await setAgentMcpEnabled(deps.db, row.id, enabled);
  return toEndpoint({ ...row, mcpEnabled: enabled }, origin);
}

/**
 * The MCP server of one agent for a caller holding a platform API key of its project: 401
 * without a valid key, 404 when the agent is elsewhere or its endpoint is off. Each ask runs a turn
 * of the active version through the public API's path (its limits, runs stored on channel api).
 */
export async function openAgentMcpServer(deps: AppDeps, credentials: KeyCredentials, agentId: string) {
  const key = await authenticateKey(deps, credentials);
  const agent = await findMcpEnabledAgent(deps.db, agentId, key.projectId);
  if (!agent) throw new AppError(404, ERROR_CODES.notFound, 'Agent not found, or its MCP endpoint is switched off in Deployments.');
  return buildAgentMcpServer(agent, async ({ message, conversationId }) => {
    const sessionId = conversationId ?? `mcp-${randomToken(12)}`;
    const turn = await chatWithActiveVersion(deps, { keyId: key.keyId, projectId: key.projectId, agentId: agent.id, message, sessionId, messages: [] });
    if (turn.status === 'error') throw new AppError(502, turn.errorCode ?? CHAT_ERROR_CODES.modelUnavailable, turn.error ?? 'The model failed.');
    return { message: turn.message, conversationId: turn.sessionId, isConversationFinished: turn.isConversationFinished };
  });
}
