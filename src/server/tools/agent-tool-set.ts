import type { AgentTool, ToolSet } from './agent-tool';
import { BUILT_IN_TOOL_TYPES } from './built-in-tools';
import { callProjectTool, projectToolBudgetMs } from './custom/call-project-tool';
import { toFunctionName } from './custom/function-name';
import { argumentValidator } from './json-schema';
import type { FrozenProjectTool } from './project-tool-snapshot';
import type { ToolAgent, ToolRunContext } from './tool-type';
import { describeTurn } from './turn-context';
import { EXECUTABLE_TOOL_TYPES } from '../../common/catalogues';
import { END_CONVERSATION_TOOL } from './built-in/end-conversation';
import { instanceSmtp } from '../platform/mail/instance-mail';

function projectAgentTool(tool: FrozenProjectTool, name: string, agent: ToolAgent, ctx: ToolRunContext): AgentTool {
  return {
    name,
    kind: `custom_${tool.type}`,
    description: tool.description || tool.name,
    parameters: tool.schema,
    timeoutMs: projectToolBudgetMs(tool),
    validate: argumentValidator(tool.schema),
    execute: (args, { signal }) => callProjectTool(ctx.deps, tool, args, describeTurn(agent, ctx), signal),
  };
}

/** The turn as its caller knows it; the tools read what else they need (the instance's mail server). */
export type ToolTurn = Omit<ToolRunContext, 'instanceSmtp'>;

/**
 * Every tool the agent has switched on: the built-ins whose settings can work, and the project
 * tools attached to it (function, api, webhook and database types). Names are unique model function names.
 */
export async function buildAgentToolSet(agent: ToolAgent, turn: ToolTurn): Promise<ToolSet> {
  // read only by agents that send e-mail (it is cached, but most turns need nothing of it)
  const ctx: ToolRunContext = { ...turn, instanceSmtp: agent.enabledTools.sendEmail ? await instanceSmtp(turn.deps) : null };
  const set: ToolSet = {};
  const taken = new Set<string>([END_CONVERSATION_TOOL]);
  for (const type of BUILT_IN_TOOL_TYPES) {
    if (!agent.enabledTools[type.enabledKey]) continue;
    const tool = type.build(agent, ctx);
    if (!tool) continue;
    set[tool.name] = { ...tool, kind: type.id };
    taken.add(tool.name);
  }
  for (const frozen of agent.projectTools) {
    if (!(EXECUTABLE_TOOL_TYPES as readonly string[]).includes(frozen.type)) continue;
    const name = toFunctionName(frozen.name, taken);
    set[name] = projectAgentTool(frozen, name, agent, ctx);
  }
  return set;
}
