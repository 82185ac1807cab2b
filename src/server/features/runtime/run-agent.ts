import { stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import { costOf } from '../../../common/pricing';
import { MAX_TOOL_STEPS } from '../../../common/agents';
import type { RagSource, RunStep } from '../../../common/testing';
import { END_CONVERSATION_TOOL } from './end-conversation-tool';
import { describeProviderError } from './provider-errors';
import { buildSystemPrompt } from './system-prompt';
import type { AgentSnapshot, ChatMessage, RetrievedPassage, Retrieval, Retrieve, RunOutcome } from './types';

export interface RunAgentInput {
  agent: AgentSnapshot;
  model: LanguageModel;
  provider: string;
  modelId: string;
  /** prior turns, oldest first */
  history: ChatMessage[];
  input: string;
  temperature?: number;
  tools: ToolSet;
  retrieve?: Retrieve;
  /** called with each piece of the reply as it arrives */
  onDelta?: (text: string) => void;
  timeoutMs: number;
  now?: () => number;
}

const SNIPPET_CHARS = 240;

/**
 * Runs one turn of an agent: retrieval, the model with up to 5 tool steps, and a full account of
 * what happened. Pure: no HTTP, no tables; provider failures come back as an error outcome.
 */
export async function runAgent(input: RunAgentInput): Promise<RunOutcome> {
  const now = input.now ?? Date.now;
  const started = now();
  const steps: RunStep[] = [];
  let passages: RetrievedPassage[] = [];
  let tokensIn = 0;
  let tokensOut = 0;

  const t0 = now();
  let found: Retrieval | null = null;
  try {
    found = input.retrieve ? await input.retrieve(input.input, input.history) : null;
  } catch (err) {
    // the knowledge base failing must not cost the visitor an answer
    steps.push({ type: 'retrieval', name: 'knowledge_base', startedAt: new Date(t0).toISOString(), durationMs: now() - t0, error: err instanceof Error ? err.message : String(err) });
  }
  if (found) {
    passages = found.passages;
    tokensIn += found.tokensIn;
    tokensOut += found.tokensOut;
    steps.push({
      type: 'retrieval',
      name: 'knowledge_base',
      startedAt: new Date(t0).toISOString(),
      durationMs: now() - t0,
      input: { query: found.searchQuery },
      output: { passages: passages.length },
      ...(found.tokensIn || found.tokensOut ? { tokensIn: found.tokensIn, tokensOut: found.tokensOut } : {}),
    });
  }
  // a snippet is read as plain text: Markdown heading marks and line breaks go
  const ragSources: RagSource[] = passages.map((p) => ({
    title: p.title,
    url: p.url,
    score: p.score,
    snippet: p.content.replace(/^#{1,6}\s+/gm, '').replace(/\s+/g, ' ').trim().slice(0, SNIPPET_CHARS),
  }));
  const messages: ModelMessage[] = [...input.history.map((m) => ({ role: m.role, content: m.content })), { role: 'user', content: input.input }];

  let output = '';
  let finished = false;
  let failure: unknown = null;
  let stepStart = now();
  let toolSteps: RunStep[] = [];
  const settings = input.agent.modelSettings;

  const result = streamText({
    model: input.model,
    system: buildSystemPrompt(input.agent, passages),
    messages,
    temperature: input.temperature ?? settings.temperature,
    topP: settings.topP,
    maxOutputTokens: settings.maxTokens,
    tools: input.tools,
    stopWhen: stepCountIs(MAX_TOOL_STEPS),
    // a live conversation reports a failure at once rather than waiting through retries
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(input.timeoutMs),
    onError: () => {},
  });

  try {
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'start-step':
          stepStart = now();
          break;
        case 'text-delta':
          output += part.text;
          input.onDelta?.(part.text);
          break;
        case 'tool-result':
          if (part.toolName === END_CONVERSATION_TOOL) finished = true;
          toolSteps.push({ type: 'tool', name: part.toolName, startedAt: new Date(stepStart).toISOString(), durationMs: now() - stepStart, input: part.input, output: part.output });
          break;
        case 'tool-error':
          toolSteps.push({ type: 'tool', name: part.toolName, startedAt: new Date(stepStart).toISOString(), durationMs: now() - stepStart, input: part.input, error: String(part.error) });
          break;
        case 'finish-step': {
          const inT = part.usage.inputTokens ?? 0;
          const outT = part.usage.outputTokens ?? 0;
          tokensIn += inT;
          tokensOut += outT;
          steps.push({ type: 'model', name: input.modelId, startedAt: new Date(stepStart).toISOString(), durationMs: now() - stepStart, tokensIn: inT, tokensOut: outT, output: part.finishReason });
          // tool results arrive before their step's finish: list them after the model call that asked for them
          steps.push(...toolSteps);
          toolSteps = [];
          break;
        }
        case 'abort':
          failure ??= new Error('The model call was aborted: timeout');
          break;
        case 'error':
          failure = part.error;
          break;
        default:
          break;
      }
    }
  } catch (err) {
    failure = err;
  }

  const latency = now() - started;
  if (failure) {
    const described = describeProviderError(failure, input.provider, input.modelId, input.timeoutMs);
    return { output, steps, tokensIn, tokensOut, latency, ragSources, isConversationFinished: false, status: 'error', error: described.message, errorCode: described.code };
  }
  return { output: output.trim(), steps, tokensIn, tokensOut, latency, ragSources, isConversationFinished: finished, status: 'completed', error: null, errorCode: null };
}

export function costOfOutcome(modelId: string, outcome: Pick<RunOutcome, 'tokensIn' | 'tokensOut'>): number {
  return costOf(modelId, outcome.tokensIn, outcome.tokensOut);
}
