import type { ModelSettings } from '../../common/agents';
import type { RagSource, RunStep } from '../../common/testing';
import type { GuardrailSettings } from '../../common/guardrails';
import type { MemoryMode } from '../../common/visitor-memory';
import type { ToolAgent } from '../tools/index';
import type { GuardStop } from './guardrails/turn-guard';

/** A known visitor's last conversation with the agent, summed up when it ended (docs/decisions/0052). */
export interface VisitorRecall {
  conversationId: string;
  summary: string;
  channel: string;
  at: string;
}

/** Receives the reply as it streams; replace: this text stands for everything sent before it. */
export type DeltaSink = (text: string, replace?: boolean) => void;

/** Everything the runtime needs of an agent: its live row or a published version's frozen copy. */
export interface AgentSnapshot extends ToolAgent {
  systemPrompt: string | null;
  rules: string | null;
  /** the owner's "no answer found" message; null: the default in the agent's language */
  fallbackMessage: string | null;
  /** suggested first questions for visitors */
  starters: string[];
  companyInfo: Record<string, unknown> | null;
  defaultLanguage: string;
  modelProvider: string;
  modelName: string;
  modelSettings: ModelSettings;
  datasetId: string | null;
  /** absent: every check off (versions published before guardrails) */
  guardrails?: GuardrailSettings | null;
  /** absent: off (versions published before memory) */
  memory?: MemoryMode;
  /** days in which a known visitor's last conversation summary is given (absent: DEFAULT_CONTEXT_RECALL_DAYS; 0: never) */
  contextRecallDays?: number;
}

export interface RunOutcome {
  output: string;
  steps: RunStep[];
  tokensIn: number;
  tokensOut: number;
  latency: number;
  ragSources: RagSource[];
  isConversationFinished: boolean;
  status: 'completed' | 'error';
  error: string | null;
  /** a machine-readable kind for provider failures (PROVIDER_AUTH, PROVIDER_RATE_LIMIT...) */
  errorCode: string | null;
  /** the model said it has no answer (its no-answer marker, or the offline model's fallback message) */
  noAnswer?: boolean;
  /** a guardrail refused the turn or handed it to a person */
  guardStop?: GuardStop | null;
}
