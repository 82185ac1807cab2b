import { MAX_TOOL_STEPS } from '../../common/agents';
import type { RagSource, RunStep } from '../../common/testing';
import { type ChatModel, type StepMessage, describeProviderError, type ChatMessage } from '../models/model-calls/index';
import { runToolCall } from './run-tool-call';
import { END_CONVERSATION_TOOL, type ToolSet } from '../tools/index';
import { buildSystemPrompt } from './system-prompt';
import { fallbackMessageOf } from '../../common/fallback-message';
import { noAnswerFilter } from './no-answer-marker';
import type { Retrieval, Retrieve, RetrievedPassage } from '../knowledge/index';
import type { AgentSnapshot, RunOutcome } from './types';

export interface RunAgentInput {
  agent: AgentSnapshot;
  model: ChatModel;
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

/** A snippet is read as plain text: Markdown heading marks, table rules and cell bars, and line breaks go. */
export function toSnippet(content: string): string {
  return content
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^[\s|:-]*-{3,}[\s|:-]*$/gm, '')
    .replace(/^[ \t]*\|[ \t]*|[ \t]*\|[ \t]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ' · ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SNIPPET_CHARS);
}

function toRagSource(p: RetrievedPassage): RagSource {
  return { title: p.title, url: p.url, score: p.score, snippet: toSnippet(p.content) };
}

/** One entry per source, with its best passage (passages come best first). */
function citedSources(passages: RetrievedPassage[]): RagSource[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.source) && seen.add(p.source)).map(toRagSource);
}

async function retrieveStep(input: RunAgentInput, now: () => number): Promise<{ found: Retrieval | null; step: RunStep | null }> {
  if (!input.retrieve) return { found: null, step: null };
  const t0 = now();
  const startedAt = new Date(t0).toISOString();
  try {
    const found = await input.retrieve(input.input, input.history);
    if (!found) return { found: null, step: null };
    const step: RunStep = {
      type: 'retrieval',
      name: 'knowledge_base',
      startedAt,
      durationMs: now() - t0,
      input: { query: found.searchQuery },
      output: { passages: found.passages.length },
      ...(found.tokensIn || found.tokensOut ? { tokensIn: found.tokensIn, tokensOut: found.tokensOut } : {}),
    };
    return { found, step };
  } catch (err) {
    // the knowledge base failing must not cost the visitor an answer
    return { found: null, step: { type: 'retrieval', name: 'knowledge_base', startedAt, durationMs: now() - t0, error: err instanceof Error ? err.message : String(err) } };
  }
}

/**
 * Runs one turn of an agent: retrieval, the model with up to 5 tool steps, and a full account of
 * what happened. Pure: no HTTP, no tables; provider failures come back as an error outcome.
 */
export async function runAgent(input: RunAgentInput): Promise<RunOutcome> {
  const now = input.now ?? Date.now;
  const started = now();
  const steps: RunStep[] = [];
  const retrieval = await retrieveStep(input, now);
  if (retrieval.step) steps.push(retrieval.step);
  const passages = retrieval.found?.passages ?? [];
  const ragSources = citedSources(passages);
  let tokensIn = retrieval.found?.tokensIn ?? 0;
  let tokensOut = retrieval.found?.tokensOut ?? 0;

  const toolSpecs = Object.values(input.tools).map(({ name, description, parameters }) => ({ name, description, parameters }));
  const messages: StepMessage[] = [
    { role: 'system', content: buildSystemPrompt(input.agent, passages, { endTool: END_CONVERSATION_TOOL in input.tools }) },
    ...input.history.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.input },
  ];
  const settings = input.agent.modelSettings;
  const signal = AbortSignal.timeout(input.timeoutMs);
  let output = '';
  let finished = false;
  // a call held for a person's approval ends the turn with the held message (docs/decisions/0050)
  let held = false;
  // text of a later step (after a tool call) starts a new paragraph
  let paragraphBreak = false;
  const marker = noAnswerFilter((piece) => {
    output += piece;
    input.onDelta?.(piece);
  });
  const onText = (delta: string) => {
    const piece = paragraphBreak ? `\n\n${delta}` : delta;
    paragraphBreak = false;
    marker.push(piece);
  };

  try {
    for (let stepNumber = 1; stepNumber <= MAX_TOOL_STEPS; stepNumber++) {
      const stepStart = now();
      paragraphBreak = output.trim() !== '';
      const result = await input.model.step({
        messages,
        tools: toolSpecs,
        temperature: input.temperature ?? settings.temperature,
        topP: settings.topP,
        maxOutputTokens: settings.maxTokens,
        signal,
        onText,
      });
      tokensIn += result.inputTokens;
      tokensOut += result.outputTokens;
      steps.push({
        type: 'model',
        name: input.modelId,
        startedAt: new Date(stepStart).toISOString(),
        durationMs: now() - stepStart,
        tokensIn: result.inputTokens,
        tokensOut: result.outputTokens,
        output: result.finishReason,
      });
      if (result.toolCalls.length === 0) break;
      messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
      for (const call of result.toolCalls) {
        const ran = await runToolCall(input.tools, call, signal, now);
        steps.push(ran.step);
        ragSources.push(...ran.sources);
        if (call.name === END_CONVERSATION_TOOL && !ran.step.error) finished = true;
        messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: ran.content });
        if (ran.held !== undefined && !held) {
          held = true;
          onText(ran.held);
        }
      }
      if (held) break;
    }
  } catch (err) {
    marker.flush();
    const described = describeProviderError(err, input.provider, input.modelId, input.timeoutMs);
    return { output, steps, tokensIn, tokensOut, latency: now() - started, ragSources, isConversationFinished: false, status: 'error', error: described.message, errorCode: described.code };
  }
  marker.flush();
  output = output.trim();
  // the offline model says it has no answer with the owner's fallback message, word for word
  const noAnswer = marker.found || output === fallbackMessageOf(input.agent).trim();
  return { output, steps, tokensIn, tokensOut, latency: now() - started, ragSources, isConversationFinished: finished, status: 'completed', error: null, errorCode: null, noAnswer };
}
