import { generateText } from 'ai';
import { costOf } from '../../../common/pricing';
import { priceTable } from '../../models/pricing/index';
import { describeProviderError } from '../../models/model-calls/index';
import { projectOwnerSettings } from '../../accounts/settings/index';
import { maskPii } from '../../platform/privacy/pii-mask';
import type { AppDeps } from '../../platform/deps';
import { forVisitors, resolveAgentModel } from '../../runtime/index';
import { findSummarySource, insertSummary, listExchanges, type NewSummary, type SummarySource } from './queries';
import { SUMMARY_SYSTEM, SUMMARY_TURNS, lastExchangeSummary, summaryPrompt, trimSummary } from './summary-text';

const SUMMARY_OUTPUT_TOKENS = 250;

type Written = Pick<NewSummary, 'summary' | 'source' | 'model' | 'tokensIn' | 'tokensOut' | 'cost'>;

async function writeWithModel(deps: AppDeps, source: SummarySource, exchanges: Parameters<typeof summaryPrompt>[0]): Promise<Written | null> {
  const resolved = forVisitors(await resolveAgentModel(deps, source.projectId, source));
  if (resolved.offline) return null;
  try {
    const result = await generateText({
      model: resolved.model,
      system: SUMMARY_SYSTEM,
      prompt: summaryPrompt(exchanges, source.language),
      maxOutputTokens: SUMMARY_OUTPUT_TOKENS,
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(deps.config.MODEL_TIMEOUT_MS),
    });
    const summary = trimSummary(result.text);
    if (!summary) return null;
    const tokensIn = result.usage.inputTokens ?? 0;
    const tokensOut = result.usage.outputTokens ?? 0;
    const cost = costOf((await priceTable(deps))(resolved.modelId), tokensIn, tokensOut);
    return { summary, source: 'model', model: resolved.modelId.slice(0, 100), tokensIn, tokensOut, cost };
  } catch (err) {
    // the job is retried; after its last attempt the last exchange is kept instead (summaryGaveUp)
    throw new Error(describeProviderError(err, resolved.provider, resolved.modelId, deps.config.MODEL_TIMEOUT_MS).message);
  }
}

/**
 * Sums up an ended conversation of a known visitor once: the agent's model writes it when one is
 * configured, the offline model keeps the last exchange (and so does a model that failed for good:
 * `lastExchangeOnly`). Stored PII-masked when the project's owner asks, as the runs it sums up are.
 */
export async function summarizeConversation(deps: AppDeps, conversationId: string, lastExchangeOnly = false): Promise<void> {
  const source = await findSummarySource(deps.db, conversationId);
  if (!source) return;
  const exchanges = await listExchanges(deps.db, conversationId, SUMMARY_TURNS);
  if (exchanges.length === 0) return;
  const byModel = lastExchangeOnly ? null : await writeWithModel(deps, source, exchanges);
  const offline = lastExchangeSummary(exchanges, source.language);
  const written: Written | null = byModel ?? (offline ? { summary: offline, source: 'last_exchange', model: null, tokensIn: 0, tokensOut: 0, cost: 0 } : null);
  if (!written) return;
  const { piiMasking } = await projectOwnerSettings(deps, source.projectId);
  await insertSummary(deps.db, {
    ...written,
    summary: piiMasking ? maskPii(written.summary) : written.summary,
    conversationId,
    visitorId: source.visitorId,
    agentId: source.agentId,
    createdAt: deps.clock(),
  });
}
