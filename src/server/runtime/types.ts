import type { EnabledTools, ModelSettings } from '../../common/agents';
import type { RagSource, RunStep } from '../../common/testing';
import type { ToolSpec } from '../models/model-calls/chat-model';
import type { FrozenProjectTool } from '../tools/project-tool-snapshot';
import type { StoredToolConfigs } from '../tools/tool-config-store';

/** Everything the runtime needs of an agent: its live row or a published version's frozen copy. */
export interface AgentSnapshot {
  name: string;
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
  enabledTools: EnabledTools;
  /** credentials inside are sealed; tools open them when they run */
  toolConfigs: StoredToolConfigs;
  /** the project tools attached to the agent, frozen with a published version */
  projectTools: FrozenProjectTool[];
  datasetId: string | null;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface RetrievedPassage {
  /** the item it comes from (a page's URL, a document's file name): cited once however many of its passages are used */
  source: string;
  title: string;
  url: string | null;
  /** 0-1 */
  score: number;
  content: string;
}

export interface Retrieval {
  passages: RetrievedPassage[];
  /** what was searched for (the question, plus the model's rewrite when there was one) */
  searchQuery: string;
  /** spent on rewriting and reranking, added to the turn's usage */
  tokensIn: number;
  tokensOut: number;
}

/** Finds passages for the user's message (the history lets a rewrite resolve references); null when there is nothing to search. */
export type Retrieve = (input: string, history: ChatMessage[]) => Promise<Retrieval | null>;

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
}

export interface ToolCallOptions {
  /** aborted when the tool's timeout passes or the turn is cancelled */
  signal: AbortSignal;
}

/** A tool the model may call: what the model is told (name, description, JSON Schema) and what runs. */
export interface AgentTool extends ToolSpec {
  execute: (input: Record<string, unknown>, options: ToolCallOptions) => Promise<unknown>;
  /** default TOOL_TIMEOUT_DEFAULT_MS (30 s) */
  timeoutMs?: number;
  /** checks the model's arguments against `parameters`: a message naming the problem, or null */
  validate?: (input: Record<string, unknown>) => string | null;
  /** what the reply cites from the tool's output (web results...) */
  sourcesOf?: (output: unknown) => RagSource[];
  /** the tool's type as metrics count it (send_email, api, webhook...): a few values, unlike names */
  kind?: string;
}

export type ToolSet = Record<string, AgentTool>;
