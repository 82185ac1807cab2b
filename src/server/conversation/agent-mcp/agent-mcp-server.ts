import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, SESSION_ID_MAX } from '../../../common/chat';
import { toFunctionName } from '../../tools/index';

export interface AskAgent {
  (input: { message: string; conversationId: string | undefined }): Promise<{ message: string; conversationId: string; isConversationFinished: boolean }>;
}

/** "ask_<agent name>": the one tool an agent offers as an MCP server. */
export const askToolName = (agentName: string) => toFunctionName(`ask ${agentName}`, new Set());

/** An MCP server offering one tool that asks the agent; an error of the turn is a tool error the caller's model reads. */
export async function buildAgentMcpServer(agent: { name: string; description: string | null }, ask: AskAgent): Promise<McpServer> {
  // imported on the first call: most instances never serve one (it costs resident memory at start)
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const server = new McpServer({ name: `AgentForge: ${agent.name}`, version: '1.0.0' });
  server.registerTool(
    askToolName(agent.name),
    {
      description: `Ask ${agent.name}${agent.description ? ` (${agent.description})` : ''}. Send the conversation_id of an earlier answer to continue that conversation.`,
      inputSchema: {
        message: z.string().min(1).max(CHAT_MESSAGE_MAX).describe('What to ask or tell the agent'),
        conversation_id: z.string().min(1).max(SESSION_ID_MAX).optional().describe('Continue an earlier conversation (from a previous answer)'),
      },
      outputSchema: { answer: z.string(), conversation_id: z.string(), conversation_finished: z.boolean() },
    },
    async ({ message, conversation_id }) => {
      try {
        const turn = await ask({ message, conversationId: conversation_id });
        const structured = { answer: turn.message, conversation_id: turn.conversationId, conversation_finished: turn.isConversationFinished };
        return { content: [{ type: 'text', text: turn.message }], structuredContent: structured };
      } catch (err) {
        return { isError: true, content: [{ type: 'text', text: err instanceof Error ? err.message : String(err) }] };
      }
    },
  );
  return server;
}
