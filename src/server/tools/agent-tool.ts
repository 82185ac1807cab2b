import type { RagSource } from '../../common/testing';
import type { ToolSpec } from '../models/model-calls/index';

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
