import { PLANS, UNLIMITED } from '../../../common/plans';
import { inAgentLanguage } from '../../platform/agent-language';
import { tooManyRequests } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { effectiveTier } from '../../accounts/auth/index';
import { plansEnforced } from '../../accounts/billing/index';
import { countOwnerRunsSince, type ChatTarget, type LimitKey, type OpenedConversation } from './queries';

export const RATE_WINDOW_MS = 60_000;

/** 429 with Retry-After when this hit took a counter past its limit. */
export function assertWithinRateLimits(limits: LimitKey[], hits: OpenedConversation['hits'], now: Date): void {
  let retryAfter = 0;
  for (const { key, limit } of limits) {
    const hit = hits.get(key);
    if (hit && hit.count > limit) retryAfter = Math.max(retryAfter, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
  }
  if (retryAfter > 0) {
    const seconds = Math.max(1, retryAfter);
    throw tooManyRequests(seconds, `Too many messages. Wait ${seconds} seconds and try again.`);
  }
}

type Owner = Pick<ChatTarget, 'ownerId' | 'ownerRole' | 'ownerTier' | 'ownerTierExpiry'>;

function monthlyRunLimit(owner: Owner, now: Date): number {
  if (owner.ownerRole === 'admin') return UNLIMITED;
  return PLANS[effectiveTier({ subscriptionTier: owner.ownerTier, subscriptionExpiry: owner.ownerTierExpiry }, now)].maxMonthlyRuns;
}

/** The refusal stored on a limited run, so the owner sees why visitors got no answer. */
export function runLimitError(limit: number): string {
  return `Monthly run limit reached (${limit} runs on the Free plan). Upgrade to Premium for unlimited runs.`;
}

/** What the visitor reads instead of an answer, in the agent's language. */
export function runLimitReply(language: string): string {
  return inAgentLanguage(
    {
      en: "Sorry, this assistant has reached its message limit for this month and can't answer right now. Please try again later.",
      es: 'Lo siento, este asistente ha alcanzado su límite de mensajes de este mes y no puede responder ahora. Por favor, vuelve a intentarlo más adelante.',
    },
    language,
  );
}

/** The plan's limit when the owner's production runs this month have reached it; null otherwise. */
export async function reachedRunLimit(deps: AppDeps, owner: Owner): Promise<number | null> {
  const now = deps.clock();
  const limit = monthlyRunLimit(owner, now);
  if (limit === UNLIMITED || !(await plansEnforced(deps))) return null;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const used = await countOwnerRunsSince(deps.db, owner.ownerId, monthStart, limit);
  return used >= limit ? limit : null;
}
