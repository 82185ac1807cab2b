import type { AgentSnapshot, AgentTool, ToolSet } from './types';
import { END_CONVERSATION_TOOL, endConversationTool } from './end-conversation-tool';

export interface ToolContext {
  agent: AgentSnapshot;
}

/** A tool type: builds its tool for an agent when the agent enables it. */
export interface ToolProvider {
  name: string;
  isEnabled: (agent: AgentSnapshot) => boolean;
  build: (ctx: ToolContext) => AgentTool;
}

const providers: ToolProvider[] = [{ name: END_CONVERSATION_TOOL, isEnabled: () => true, build: () => endConversationTool }];

/** The tools feature registers its tool types here. */
export function registerToolProvider(provider: ToolProvider): void {
  if (!providers.some((p) => p.name === provider.name)) providers.push(provider);
}

export function buildToolSet(ctx: ToolContext): ToolSet {
  const set: ToolSet = {};
  for (const p of providers) if (p.isEnabled(ctx.agent)) set[p.name] = p.build(ctx);
  return set;
}
