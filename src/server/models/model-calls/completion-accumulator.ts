import { ProviderResponseError, type StepResult, type ToolCallRequest } from './chat-model';

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string | Record<string, unknown> };
}

interface CompletionChunk {
  error?: { message?: string } | string;
  choices?: {
    delta?: { content?: string | null; tool_calls?: ToolCallDelta[] };
    message?: { content?: string | null; tool_calls?: ToolCallDelta[] };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

const FINISH_REASONS: Record<string, string> = {
  stop: 'stop',
  tool_calls: 'tool-calls',
  function_call: 'tool-calls',
  length: 'length',
  content_filter: 'content-filter',
};

/**
 * Builds one step's result from Chat Completions data: the chunks of a stream, or one whole
 * (non-streamed) completion, which some compatible servers send even when asked to stream.
 */
export class CompletionAccumulator {
  private text = '';
  private readonly calls: ToolCallRequest[] = [];
  private finishReason: string | null = null;
  private inputTokens = 0;
  private outputTokens = 0;
  private received = false;

  constructor(private readonly onText: (delta: string) => void) {}

  add(data: unknown): void {
    if (typeof data !== 'object' || data === null) throw new ProviderResponseError('The model sent an unexpected value instead of a completion.');
    const chunk = data as CompletionChunk;
    if (chunk.error) {
      const message = typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
      throw new ProviderResponseError(`The model reported an error: ${message}`);
    }
    this.received = true;
    const choice = chunk.choices?.[0];
    if (choice) {
      const part = choice.delta ?? choice.message;
      if (part?.content) {
        this.text += part.content;
        this.onText(part.content);
      }
      if (part?.tool_calls) this.addToolCalls(part.tool_calls);
      if (choice.finish_reason) this.finishReason = FINISH_REASONS[choice.finish_reason] ?? 'other';
    }
    if (chunk.usage) {
      this.inputTokens = chunk.usage.prompt_tokens ?? this.inputTokens;
      this.outputTokens = chunk.usage.completion_tokens ?? this.outputTokens;
    }
  }

  private addToolCalls(deltas: ToolCallDelta[]): void {
    deltas.forEach((delta, position) => {
      const index = delta.index ?? position;
      const call = (this.calls[index] ??= { id: '', name: '', arguments: '' });
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      const args = delta.function?.arguments;
      if (args !== undefined) call.arguments += typeof args === 'string' ? args : JSON.stringify(args);
    });
  }

  result(): StepResult {
    if (!this.received) throw new ProviderResponseError('The model closed the connection before answering.');
    const toolCalls = this.calls.filter(Boolean).map((c, i) => ({ ...c, id: c.id || `call_${i}` }));
    return {
      text: this.text,
      toolCalls,
      finishReason: this.finishReason ?? (toolCalls.length ? 'tool-calls' : 'other'),
      inputTokens: this.inputTokens,
      outputTokens: this.outputTokens,
    };
  }
}
