import type { ToolAgent, ToolRunContext } from './tool-type';

/** What an outgoing tool request says about the conversation it comes from. */
export function describeTurn(agent: ToolAgent, ctx: ToolRunContext) {
  return {
    agentId: ctx.agentId,
    agentName: agent.name,
    agentVersionId: ctx.agentVersionId,
    conversationId: ctx.conversationId,
    sessionId: ctx.sessionId,
    channel: ctx.channel,
    isTest: ctx.isTest,
    visitor: ctx.userData ?? {},
    timestamp: ctx.deps.clock().toISOString(),
  };
}
