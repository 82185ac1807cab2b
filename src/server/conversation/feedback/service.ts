import { FEEDBACK_RATE_LIMITS, type FeedbackBody, type FeedbackReply } from '../../../common/feedback';
import { conflict, notFound, tooManyRequests } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { hitRateLimit } from '../../platform/rate-limit-store';
import { requirePublicTarget } from '../chat/index';
import { maskPii } from '../../platform/privacy/pii-mask';
import { projectOwnerSettings } from '../../accounts/settings/index';
import { emit } from '../../platform/events';
import { replyRated } from './feedback-events';
import { findSessionRun, updateRunRating } from './queries';

const WINDOW_MS = 60_000;

/** Counts this attempt, found or not, so run ids cannot be guessed faster than the limits allow. */
async function assertWithinFeedbackLimits(deps: AppDeps, keys: { key: string; limit: number }[]): Promise<void> {
  const now = deps.clock();
  let retryAfter = 0;
  for (const { key, limit } of keys) {
    const hit = await hitRateLimit(deps.db, key, limit, WINDOW_MS, now);
    if (!hit.allowed) retryAfter = Math.max(retryAfter, hit.retryAfterSeconds);
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter, `Too much feedback at once. Wait ${retryAfter} seconds and try again.`);
}

/**
 * A visitor rates one reply of their own session on a public version; rating again replaces the
 * rating and the comment (an omitted comment clears it; personal data in it is masked when the owner asks).
 */
export async function rateReply(deps: AppDeps, versionId: string, body: FeedbackBody, ip: string): Promise<FeedbackReply> {
  const target = await requirePublicTarget(deps, versionId);
  await assertWithinFeedbackLimits(deps, [
    { key: `feedback:ip:${ip}`, limit: FEEDBACK_RATE_LIMITS.perIpPerMinute },
    { key: `feedback:session:${target.agentId}:${body.sessionId}`, limit: FEEDBACK_RATE_LIMITS.perSessionPerMinute },
  ]);
  const run = await findSessionRun(deps.db, { runId: body.runId, agentId: target.agentId, sessionId: body.sessionId });
  if (!run) throw notFound('Reply');
  if (run.status !== 'completed') throw conflict('Only answered replies can be rated; this one failed or was not answered.');
  const { piiMasking } = await projectOwnerSettings(deps, target.projectId);
  const comment = body.comment ? (piiMasking ? maskPii(body.comment) : body.comment) : null;
  const rating = { rating: body.rating, comment, ratedAt: deps.clock() };
  await updateRunRating(deps.db, run.id, rating);
  await emit(deps, replyRated, { runId: run.id, agentId: target.agentId, rating: rating.rating });
  return { runId: run.id, rating: rating.rating, comment: rating.comment, ratedAt: rating.ratedAt.toISOString() };
}
