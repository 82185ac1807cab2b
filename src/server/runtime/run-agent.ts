import { MAX_TOOL_STEPS } from '../../common/agents';
import type { RagSource, RunStep } from '../../common/testing';
import { type ChatModel, type StepMessage, describeProviderError, type ChatMessage } from '../models/model-calls/index';
import { runToolCall } from './run-tool-call';
import { END_CONVERSATION_TOOL, REMEMBER_TOOL, type ToolSet, type VisitorMemoryAccess } from '../tools/index';
import { memoryPromptSection } from './memory-prompt';
import { buildSystemPrompt } from './system-prompt';
import { fallbackMessageOf } from '../../common/fallback-message';
import { noAnswerFilter } from './no-answer-marker';
import type { Retrieval, Retrieve, RetrievedPassage } from '../knowledge/index';
import type { AgentSnapshot, DeltaSink, RunOutcome, VisitorRecall } from './types';
import type { TurnGuard } from './guardrails/turn-guard';

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
  /** called with each piece of the reply as it arrives; replace: the text stands for everything sent before */
  onDelta?: DeltaSink;
  /** a known visitor's memory (docs/decisions/0051): recalled into the system prompt */
  memory?: VisitorMemoryAccess | null;
  /** a returning known visitor's last conversation, summed up */
  recall?: VisitorRecall | null;
  /** the agent's guardrails for this turn (none when every check is off) */
  guard?: TurnGuard;
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
 * The guardrails' model judgement, when one ran, is counted in the turn's steps and tokens.
 */
export async function runAgent(input: RunAgentInput): Promise<RunOutcome> {
  const outcome = await runTurn(input);
  if (!input.guard) return outcome;
  const judged = await input.guard.finishJudgement();
  if (judged.steps.length === 0) return outcome;
  return {
    ...outcome,
    steps: [...outcome.steps, ...judged.steps].sort((a, b) => a.startedAt.localeCompare(b.startedAt)),
    tokensIn: outcome.tokensIn + judged.tokensIn,
    tokensOut: outcome.tokensOut + judged.tokensOut,
  };
}

async function runTurn(input: RunAgentInput): Promise<RunOutcome> {
  const now = input.now ?? Date.now;
  const started = now();
  const steps: RunStep[] = [];
  const guard = input.guard;
  // sent: the visitor already has part of an answer, which the message replaces
  const stopped = (sent = false): RunOutcome => {
    const message = guard?.stop?.message ?? '';
    input.onDelta?.(message, sent);
    return { output: message, steps: withGuardSteps(steps, guard), tokensIn: 0, tokensOut: 0, latency: now() - started, ragSources: [], isConversationFinished: false, status: 'completed', error: null, errorCode: null, guardStop: guard?.stop ?? null };
  };
  const earlier = input.history.filter((m) => m.role === 'user').map((m) => m.content);
  if (guard?.checkVisitor(input.input, earlier)) return stopped();
  // a guardrail stops the model when the answer it streams may not be sent
  const guardAbort = new AbortController();
  // the model's judgement runs beside retrieval and the model; the answer is held until its verdict
  const judging = guard?.judgeVisitor(input.input, earlier) === true;
  let verdictIn = !judging;
  let judgedStop = false;
  const pending: string[] = [];
  const send = (piece: string) => (verdictIn ? input.onDelta?.(piece) : pending.push(piece));
  if (judging && guard) {
    void guard.verdict().then((stop) => {
      verdictIn = true;
      if (stop) {
        judgedStop = true;
        guardAbort.abort();
      } else if (pending.length > 0 && !guard.judgementCancelled) input.onDelta?.(pending.splice(0).join(''));
    });
  }
  /** the judgement's stop, waited for before anything acts or the answer ends */
  const judgedStopped = async () => judging && guard !== undefined && (await guard.verdict()) !== null;
  const retrieval = await retrieveStep(input, now);
  if (retrieval.step) steps.push(retrieval.step);
  const passages = retrieval.found?.passages ?? [];
  if (guard && passages.some((p) => guard.checkContent('passage', p.content))) return stopped();
  const ragSources = citedSources(passages);
  let tokensIn = retrieval.found?.tokensIn ?? 0;
  let tokensOut = retrieval.found?.tokensOut ?? 0;

  const toolSpecs = Object.values(input.tools).map(({ name, description, parameters }) => ({ name, description, parameters }));
  const messages: StepMessage[] = [
    {
      role: 'system',
      content: buildSystemPrompt(input.agent, passages, {
        endTool: END_CONVERSATION_TOOL in input.tools,
        memory: input.memory ? memoryPromptSection(input.memory, REMEMBER_TOOL in input.tools) : undefined,
        recall: input.recall,
      }),
    },
    ...input.history.map((m) => ({ role: m.role, content: guard ? guard.mask(m.content) : m.content })),
    { role: 'user', content: guard ? guard.mask(input.input) : input.input },
  ];
  const settings = input.agent.modelSettings;
  const signal = AbortSignal.any([AbortSignal.timeout(input.timeoutMs), guardAbort.signal]);
  let output = '';
  let held = false;
  let finished = false;
  // a call held for a person's approval ends the turn with the held message (docs/decisions/0050)
  let awaitingApproval = false;
  // text of a later step (after a tool call) starts a new paragraph
  let paragraphBreak = false;
  const marker = noAnswerFilter((piece) => {
    if (held) return;
    if (guard && !guard.allowPiece(output, piece)) {
      held = true;
      guardAbort.abort();
      return;
    }
    output += piece;
    send(piece);
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
      if (result.toolCalls.length === 0 || held) break;
      messages.push({ role: 'assistant', content: result.text, toolCalls: result.toolCalls });
      // nothing acts before the verdict
      if (await judgedStopped()) return { ...stopped(), tokensIn, tokensOut };
      for (const call of result.toolCalls) {
        // the tool gets the visitor's own values back where the model wrote their placeholders
        const ran = await runToolCall(input.tools, guard ? { ...call, arguments: guard.restore(call.arguments) } : call, signal, now);
        steps.push(ran.step);
        ragSources.push(...ran.sources);
        if (call.name === END_CONVERSATION_TOOL && !ran.step.error) finished = true;
        if (guard?.checkContent('tool', ran.content)) return { ...stopped(output !== ''), tokensIn, tokensOut };
        messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: guard ? guard.mask(ran.content) : ran.content });
        if (ran.held !== undefined && !awaitingApproval) {
          awaitingApproval = true;
          onText(ran.held);
        }
      }
      if (awaitingApproval) break;
    }
  } catch (err) {
    if (judgedStop) return { ...stopped(), tokensIn, tokensOut };
    if (held) return finishGuarded(input, output, { steps, tokensIn, tokensOut, latency: now() - started, ragSources, finished, noAnswer: false });
    marker.flush();
    const described = describeProviderError(err, input.provider, input.modelId, input.timeoutMs);
    return { output, steps, tokensIn, tokensOut, latency: now() - started, ragSources, isConversationFinished: false, status: 'error', error: described.message, errorCode: described.code };
  }
  if (await judgedStopped()) return { ...stopped(), tokensIn, tokensOut };
  marker.flush();
  // the offline model says it has no answer with the owner's fallback message, word for word
  const noAnswer = marker.found || output.trim() === fallbackMessageOf(input.agent).trim();
  if (guard) return finishGuarded(input, output, { steps, tokensIn, tokensOut, latency: now() - started, ragSources, finished, noAnswer });
  return { output: output.trim(), steps, tokensIn, tokensOut, latency: now() - started, ragSources, isConversationFinished: finished, status: 'completed', error: null, errorCode: null, noAnswer };
}

/** The run's steps with the guardrail steps among them, in time order. */
function withGuardSteps(steps: RunStep[], guard: TurnGuard | undefined): RunStep[] {
  if (!guard || guard.steps.length === 0) return steps;
  return [...steps, ...guard.steps].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

interface Finished {
  steps: RunStep[];
  tokensIn: number;
  tokensOut: number;
  latency: number;
  ragSources: RagSource[];
  finished: boolean;
  noAnswer: boolean;
}

/**
 * The answer through the guardrails once whole. When what the visitor was sent differs from what
 * is kept (stopped mid-way, cut, a link removed, a placeholder restored), the visitor's page is
 * told to replace it: a stopped answer is never left half-shown.
 */
function finishGuarded(input: RunAgentInput, streamed: string, f: Finished): RunOutcome {
  const guard = input.guard as TurnGuard;
  guard.recordMasking();
  const output = guard.finishAnswer(streamed.trim()).trim();
  if (output !== streamed) input.onDelta?.(output, true);
  const stop = guard.stop;
  return {
    output,
    steps: withGuardSteps(f.steps, guard),
    tokensIn: f.tokensIn,
    tokensOut: f.tokensOut,
    latency: f.latency,
    ragSources: stop ? [] : f.ragSources,
    isConversationFinished: stop ? false : f.finished,
    status: 'completed',
    error: null,
    errorCode: null,
    noAnswer: stop ? false : f.noAnswer,
    guardStop: stop,
  };
}
