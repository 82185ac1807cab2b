import type { RunStep } from '../../common/testing';
import type { AppDeps } from '../platform/deps';
import { perApp } from '../platform/per-app';
import { maskPii } from '../platform/privacy/pii-mask';
import { ReadCache } from '../platform/read-cache';
import { recordTrace, tracingEnabled, type SpanRecord } from '../platform/tracing/tracing';
import { readTraceTexts } from './queries';
import type { AgentSnapshot, RunOutcome } from './types';

/** What a traced turn was: who answered, where, and what it did. */
export interface TracedTurn {
  agentId: string;
  projectId: string;
  agentVersionId: string | null;
  conversationId: string | null;
  channel: string;
  isTest: boolean;
  agent: Pick<AgentSnapshot, 'name' | 'datasetId'>;
  input: string;
  outcome: RunOutcome;
  runId: string;
  provider: string;
  modelId: string;
  /** epoch milliseconds */
  startedAt: number;
}

/** longest text a span carries (masked first) */
const TEXT_CHARS = 4000;

const traceTextsCache = perApp((deps) => new ReadCache<boolean>(deps.config.READ_CACHE_TTL_MS));

function maskedText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return maskPii(text).slice(0, TEXT_CHARS);
}

function stepTimes(step: RunStep): { start: number; end: number } {
  const start = Date.parse(step.startedAt);
  return { start, end: start + step.durationMs };
}

function record(obj: unknown): Record<string, unknown> {
  return obj && typeof obj === 'object' ? (obj as Record<string, unknown>) : {};
}

/** One step of the run as a span: the GenAI semantic conventions for model and tool calls. */
function stepSpan(turn: TracedTurn, step: RunStep, texts: boolean): SpanRecord {
  const times = stepTimes(step);
  const error = step.error ?? null;
  switch (step.type) {
    case 'model':
      return {
        name: `chat ${turn.modelId}`,
        ...times,
        error,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.system': turn.provider,
          'gen_ai.provider.name': turn.provider,
          'gen_ai.request.model': turn.modelId,
          'gen_ai.usage.input_tokens': step.tokensIn ?? 0,
          'gen_ai.usage.output_tokens': step.tokensOut ?? 0,
          'gen_ai.response.finish_reasons': typeof step.output === 'string' ? [step.output.replace(/-/g, '_')] : undefined,
        },
      };
    case 'tool':
      return {
        name: `execute_tool ${step.name}`,
        ...times,
        error: error ?? (step.status === 'error' ? 'tool call failed' : null),
        attributes: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': step.name,
          'agentforge.tool.status': step.status ?? 'success',
          'gen_ai.tool.call.arguments': texts ? maskedText(step.input) : undefined,
          'gen_ai.tool.call.result': texts ? maskedText(step.output) : undefined,
        },
      };
    case 'retrieval':
      return {
        name: 'retrieval',
        ...times,
        error,
        attributes: {
          'agentforge.retrieval.dataset_id': turn.agent.datasetId ?? undefined,
          'agentforge.retrieval.hits': typeof record(step.output).passages === 'number' ? (record(step.output).passages as number) : 0,
          'gen_ai.usage.input_tokens': step.tokensIn,
          'gen_ai.usage.output_tokens': step.tokensOut,
          'agentforge.retrieval.query': texts ? maskedText(record(step.input).query) : undefined,
        },
      };
    case 'curated': {
      const out = record(step.output);
      return {
        name: 'curated_answer',
        ...times,
        error,
        attributes: {
          'agentforge.curated.pair_id': typeof out.pairId === 'string' ? out.pairId : undefined,
          'agentforge.curated.score': typeof out.score === 'number' ? out.score : undefined,
          'agentforge.curated.mode': typeof out.mode === 'string' ? out.mode : undefined,
        },
      };
    }
    case 'context':
      // a returning visitor's last conversation given to the model: which one; its summary is never exported
      return { name: `context ${step.name}`, ...times, error, attributes: { 'agentforge.context.conversation_id': typeof record(step.input).conversationId === 'string' ? (record(step.input).conversationId as string) : undefined } };
    case 'guardrail': {
      // a check that fired: which, what it did, where; the excerpt is already masked, sent only with texts
      const out = record(step.output);
      const input = record(step.input);
      return {
        name: `guardrail ${step.name}`,
        ...times,
        error,
        attributes: {
          'agentforge.guardrail.check': step.name,
          'agentforge.guardrail.action': typeof out.action === 'string' ? out.action : undefined,
          'agentforge.guardrail.source': typeof input.source === 'string' ? input.source : undefined,
          'agentforge.guardrail.excerpt': texts && typeof input.excerpt === 'string' ? maskedText(input.excerpt) : undefined,
        },
      };
    }
  }
}

export function turnSpan(turn: TracedTurn, texts: boolean, endedAt: number): SpanRecord {
  const { outcome } = turn;
  return {
    name: `invoke_agent ${turn.agent.name}`,
    start: turn.startedAt,
    end: endedAt,
    error: outcome.status === 'error' ? (outcome.error ?? 'error') : null,
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.id': turn.agentId,
      'gen_ai.agent.name': turn.agent.name,
      'gen_ai.conversation.id': turn.conversationId ?? undefined,
      'gen_ai.usage.input_tokens': outcome.tokensIn,
      'gen_ai.usage.output_tokens': outcome.tokensOut,
      'agentforge.project.id': turn.projectId,
      'agentforge.agent.version_id': turn.agentVersionId ?? 'draft',
      'agentforge.channel': turn.channel,
      'agentforge.test': turn.isTest,
      'agentforge.run.id': turn.runId,
      'agentforge.turn.status': outcome.status,
      'agentforge.turn.no_answer': outcome.noAnswer === true,
      'input.value': texts ? maskedText(turn.input) : undefined,
      'output.value': texts ? maskedText(outcome.output) : undefined,
    },
    children: outcome.steps.map((step) => stepSpan(turn, step, texts)),
  };
}

/**
 * Exports the turn's trace when tracing is configured; returns at once (the owner's text setting
 * is read and the spans handed over in the background) and never throws at the turn.
 */
export function traceTurn(deps: AppDeps, turn: TracedTurn): void {
  if (!tracingEnabled(deps)) return;
  const endedAt = Date.now();
  traceTextsCache(deps)
    .get(turn.agentId, () => readTraceTexts(deps.db, turn.agentId))
    .catch(() => false)
    .then((texts) => recordTrace(deps, turnSpan(turn, texts, endedAt)))
    .catch(() => undefined);
}
