import { aiAnalysis, aiTuneUpResult, type AiAnalysis, type AiTuneUpResult, type AnalysisSuggestion } from '../../../common/testing';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../agents/index';
import { describeProviderError } from '../../models/model-calls/index';
import { resolveAgentModel, generateStructured, UnreadableAnswerError, type StructuredRequest } from '../../runtime/index';
import { describeAgentContext, readAgentContext } from './agent-context';
import { reviewPrompt, tuneUpPrompt, type ReviewContext } from './prompt-review';
import { keepWithinRules } from './rule-guard';

const REVIEWER = `You review system prompts of customer-facing AI agents built by businesses.
Judge the prompt with the whole agent in mind (its rules, knowledge base and tools): a clear role, tone, scope, behaviour when the answer is unknown, reply language, contradictions, length, and whether it tells the agent to use its knowledge base and tools.
Write issues (severity high, medium or low) and concrete suggestions whose example is a sentence that can be appended to the prompt as is.
The rules are given to the agent with the prompt: do not report as missing what the rules already state (a reply language, a scope, a tone).
Never suggest anything the agent's rules forbid.`;

type ModelCall = <T>(request: Omit<StructuredRequest<T>, 'model' | 'timeoutMs'>) => ReturnType<typeof generateStructured<T>>;

/**
 * The agent's model answers; with no model, or when its answer cannot be read in any way (small
 * local models often write prose instead), the built-in rules answer, and say why.
 */
async function withAgentModel<T extends object>(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  rules: (ctx: ReviewContext) => T,
  viaModel: (call: ModelCall, ctx: ReviewContext) => Promise<T>,
): Promise<T> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const ctx = await readAgentContext(deps, user, row);
  const resolved = await resolveAgentModel(deps, row.projectId, row);
  if (resolved.offline) return rules(ctx);
  const call: ModelCall = (request) => generateStructured({ ...request, model: resolved.model, timeoutMs: deps.config.MODEL_TIMEOUT_MS });
  try {
    return await viaModel(call, ctx);
  } catch (err) {
    if (err instanceof UnreadableAnswerError) return { ...rules(ctx), fallback: 'unreadable_model_answer' as const };
    const failure = describeProviderError(err, resolved.provider, resolved.modelId, deps.config.MODEL_TIMEOUT_MS);
    throw new AppError(502, failure.code, failure.message);
  }
}

/** AI Analysis: the agent's model reviews the prompt against the whole agent, or the rule-based review does. */
export async function analyzeAgentPrompt(deps: AppDeps, user: SessionUser, agentId: string, customPrompt?: string): Promise<AiAnalysis> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const prompt = customPrompt ?? row.systemPrompt ?? '';
  return withAgentModel(
    deps,
    user,
    agentId,
    (ctx) => reviewPrompt(prompt, ctx),
    async (call, ctx) => {
      const answer = await call({
        schema: aiAnalysis.omit({ source: true, fallback: true, structuredBy: true }),
        name: 'submit_review',
        description: 'Submit the review of the system prompt.',
        system: REVIEWER,
        prompt: `${describeAgentContext(ctx)}\nSystem prompt:\n"""\n${prompt}\n"""`,
      });
      return { ...answer.value, suggestions: keepWithinRules(answer.value.suggestions, ctx.rules), source: 'model' as const, structuredBy: answer.structuredBy };
    },
  );
}

export async function tuneUpAgentPrompt(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  body: { currentPrompt: string; currentSuggestions?: AnalysisSuggestion[]; currentIssues?: { title: string; description: string }[] },
): Promise<AiTuneUpResult> {
  return withAgentModel(
    deps,
    user,
    agentId,
    (ctx) => tuneUpPrompt(body.currentPrompt, ctx, body.currentSuggestions),
    async (call, ctx) => {
      const chosen = keepWithinRules(body.currentSuggestions ?? [], ctx.rules);
      const notes = [...(body.currentIssues ?? []).map((i) => `Issue: ${i.title}: ${i.description}`), ...chosen.map((s) => `Suggestion: ${s.title}: ${s.example || s.description}`)];
      const answer = await call({
        schema: aiTuneUpResult.omit({ source: true, fallback: true, structuredBy: true }),
        name: 'submit_tuned_prompt',
        description: 'Submit the rewritten system prompt and what changed.',
        system: `${REVIEWER}\nRewrite the prompt so it fixes the problems while keeping every business fact and every rule. tunedUpPrompt is the full new prompt; improvements lists what changed, one short line each.`,
        prompt: `${describeAgentContext(ctx)}\nCurrent prompt:\n"""\n${body.currentPrompt}\n"""\n${notes.join('\n')}`,
      });
      return { ...answer.value, source: 'model' as const, structuredBy: answer.structuredBy };
    },
  );
}
