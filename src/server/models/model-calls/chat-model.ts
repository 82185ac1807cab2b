/**
 * What the runtime needs of a model: one call ("step") that streams text and may ask for tools.
 * The runtime runs the tool loop itself, so every provider shares it (see docs/decisions/0008).
 */

/** One message of the conversation so far, as a turn's history carries it. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ToolCallRequest {
  id: string;
  name: string;
  /** the arguments as the model wrote them (JSON text) */
  arguments: string;
}

export type StepMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCallRequest[] }
  | { role: 'tool'; toolCallId: string; toolName: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the arguments */
  parameters: Record<string, unknown>;
}

export interface StepRequest {
  messages: StepMessage[];
  tools: ToolSpec[];
  temperature?: number;
  topP?: number;
  maxOutputTokens?: number;
  signal: AbortSignal;
  /** each piece of text as it arrives */
  onText: (delta: string) => void;
}

/** 'stop' | 'tool-calls' | 'length' | 'content-filter' | 'other' */
export type FinishReason = string;

export interface StepResult {
  text: string;
  toolCalls: ToolCallRequest[];
  finishReason: FinishReason;
  inputTokens: number;
  outputTokens: number;
}

export interface ChatModel {
  step: (request: StepRequest) => Promise<StepResult>;
}

/** The provider answered with an HTTP error status. */
export class ProviderHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseBody: string,
  ) {
    super(`The model provider answered ${statusCode}`);
    this.name = 'ProviderHttpError';
  }
}

/** The provider's answer could not be read (not JSON, not the expected shape, cut short). */
export class ProviderResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}
