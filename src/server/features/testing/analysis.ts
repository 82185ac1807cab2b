import { generateObject, NoObjectGeneratedError } from 'ai';
import { aiAnalysis, aiTuneUpResult, type AiAnalysis, type AiTuneUpResult, type AnalysisSuggestion } from '../../../common/testing';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../agents/service';
import { describeProviderError } from '../runtime/provider-errors';
import { resolveAgentModel } from '../runtime/service';
import { reviewPrompt, tuneUpPrompt, type ReviewContext } from './prompt-review';

const REVIEWER = `You review system prompts of customer-facing AI agents built by businesses.
Judge: a clear role, tone, scope, behaviour when the answer is unknown, reply language, contradictions, and length.
Write issues (severity high, medium or low) and concrete suggestions whose example is a sentence that can be appended to the prompt as is.`;

/**
 * The agent's model answers; with no model, or when its answer does not fit the schema (small
 * local models often write prose instead), the built-in rules answer, and say why.
 */
async function withAgentModel<T extends object>(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  rules: (ctx: ReviewContext) => T,
  viaModel: (model: Parameters<typeof generateObject>[0]['model'], ctx: ReviewContext) => Promise<T>,
): Promise<T> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const ctx: ReviewContext = { agentName: row.name, industry: row.industry, language: row.defaultLanguage };
  const resolved = await resolveAgentModel(deps, row.projectId, row);
  if (resolved.offline) return rules(ctx);
  try {
    return await viaModel(resolved.model, ctx);
  } catch (err) {
    if (NoObjectGeneratedError.isInstance(err)) return { ...rules(ctx), fallback: 'unreadable_model_answer' as const };
    const failure = describeProviderError(err, resolved.provider, resolved.modelId, deps.config.MODEL_TIMEOUT_MS);
    throw new AppError(502, failure.code, failure.message);
  }
}

/** AI Analysis: the agent's model with a structured-output schema, or the rule-based review when there is no model. */
export async function analyzeAgentPrompt(deps: AppDeps, user: SessionUser, agentId: string, customPrompt?: string): Promise<AiAnalysis> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const prompt = customPrompt ?? row.systemPrompt ?? '';
  return withAgentModel(
    deps,
    user,
    agentId,
    (ctx) => reviewPrompt(prompt, ctx),
    async (model, ctx) => {
      const { object } = await generateObject({
        model,
        schema: aiAnalysis.omit({ source: true }),
        system: REVIEWER,
        prompt: `Agent "${ctx.agentName}" (${ctx.industry ?? 'no industry'}, replies in ${ctx.language}). System prompt:\n"""\n${prompt}\n"""`,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(deps.config.MODEL_TIMEOUT_MS),
      });
      return { ...object, source: 'model' as const };
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
    async (model, ctx) => {
      const notes = [...(body.currentIssues ?? []).map((i) => `Issue: ${i.title}: ${i.description}`), ...(body.currentSuggestions ?? []).map((s) => `Suggestion: ${s.title}: ${s.example || s.description}`)];
      const { object } = await generateObject({
        model,
        schema: aiTuneUpResult.omit({ source: true }),
        system: `${REVIEWER}\nRewrite the prompt so it fixes the problems while keeping every business fact. tunedUpPrompt is the full new prompt; improvements lists what changed, one short line each.`,
        prompt: `Agent "${ctx.agentName}" replies in ${ctx.language}.\nCurrent prompt:\n"""\n${body.currentPrompt}\n"""\n${notes.join('\n')}`,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(deps.config.MODEL_TIMEOUT_MS),
      });
      return { ...object, source: 'model' as const };
    },
  );
}
