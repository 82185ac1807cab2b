import type { RunStep } from '../../common/testing';
import { findCuratedMatch, type CuratedMatch, type Retrieval, type Retrieve } from '../knowledge/index';
import type { AppDeps } from '../platform/deps';
import type { RunOutcome } from './types';

/** Recorded as the run's model when a curated answer replied (no model was called). */
export const CURATED_MODEL = 'curated-answer';
export const CURATED_PROVIDER = 'curated';

/** The agent's pair for the question, or null; a failing lookup lets the normal path answer. */
export async function matchCurated(deps: AppDeps, agentId: string, input: string): Promise<{ match: CuratedMatch | null; step: RunStep | null }> {
  const t0 = Date.now();
  try {
    const match = await findCuratedMatch(deps, agentId, input);
    return { match, step: match ? curatedStep(match, t0) : null };
  } catch {
    // like the knowledge base: curated answers failing must not cost the visitor an answer
    return { match: null, step: null };
  }
}

function curatedStep(match: CuratedMatch, t0: number): RunStep {
  return {
    type: 'curated',
    name: 'Curated answer',
    startedAt: new Date(t0).toISOString(),
    durationMs: Date.now() - t0,
    input: { question: match.question },
    output: { pairId: match.pairId, score: match.score, mode: match.mode },
  };
}

/** Mode "reply": the pair's answer is the turn's outcome, streamed in one piece like any reply. */
export function curatedReply(match: CuratedMatch, step: RunStep, onDelta?: (text: string) => void): RunOutcome {
  onDelta?.(match.answer);
  return {
    output: match.answer,
    steps: [step],
    tokensIn: 0,
    tokensOut: 0,
    latency: step.durationMs,
    ragSources: [],
    isConversationFinished: false,
    status: 'completed',
    error: null,
    errorCode: null,
  };
}

/** Mode "guide": the pair comes before whatever the knowledge base finds, as the model's top source. */
export function guidedRetrieve(match: CuratedMatch, retrieve: Retrieve | undefined): Retrieve {
  const passage = { source: `curated:${match.pairId}`, title: match.question, url: null, score: match.score, content: `${match.question}\n\n${match.answer}` };
  return async (input, history) => {
    const found: Retrieval | null = retrieve ? await retrieve(input, history) : null;
    return { passages: [passage, ...(found?.passages ?? [])], searchQuery: found?.searchQuery ?? input, tokensIn: found?.tokensIn ?? 0, tokensOut: found?.tokensOut ?? 0 };
  };
}
