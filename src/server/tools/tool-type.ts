import type { EnabledTools } from '../../common/agents';
import type { BuiltInToolId } from '../../common/catalogues';
import type { AppDeps } from '../platform/deps';
import type { InstanceSmtp } from '../platform/mail/smtp-settings';
import type { AgentTool } from './agent-tool';
import type { FrozenProjectTool } from './project-tool-snapshot';
import type { StoredToolConfigs } from './tool-config-store';
import type { LeadOrigin, TurnActions } from './turn-actions';

/** What the tools read of the turn's agent: its name, the tools it switched on and their settings. */
export interface ToolAgent {
  name: string;
  enabledTools: EnabledTools;
  /** credentials inside are sealed; tools open them when they run */
  toolConfigs: StoredToolConfigs;
  /** the project tools attached to the agent, frozen with a published version */
  projectTools: FrozenProjectTool[];
}

/** Where a tool call happens: the turn's agent, conversation and visitor. */
export interface ToolRunContext extends LeadOrigin {
  deps: AppDeps;
  /** what the page or API caller said about the visitor (name, email, source...) */
  userData: Record<string, unknown> | null;
  /** the visitor's messages in this conversation, oldest first, this turn's last */
  visitorMessages: string[];
  /** the instance's mail server, for send_email when the agent has none of its own */
  instanceSmtp: InstanceSmtp | null;
  actions: TurnActions;
}

/**
 * A built-in tool of wizard step 4: offered to the model when the agent switches it on and its
 * settings can work. Each lives in its own file under built-in/.
 */
export interface BuiltInToolType {
  id: BuiltInToolId;
  enabledKey: keyof EnabledTools;
  /** the model-facing tool, or null when the agent's settings for it are incomplete */
  build: (agent: ToolAgent, ctx: ToolRunContext) => AgentTool | null;
}
