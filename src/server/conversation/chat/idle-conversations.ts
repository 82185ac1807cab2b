import type { AppDeps } from '../../platform/deps';
import { endIdleConversations } from './queries';

const SWEEP_BATCH = 500;

/**
 * Ends every conversation whose last visitor message is older than CONVERSATION_IDLE_MINUTES,
 * each with its conversation.ended job (the worker runs this every minute). Returns how many ended.
 */
export async function sweepIdleConversations(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const idleBefore = new Date(now.getTime() - deps.config.CONVERSATION_IDLE_MINUTES * 60_000);
  let total = 0;
  for (;;) {
    const ended = await endIdleConversations(deps.db, idleBefore, now, SWEEP_BATCH);
    total += ended;
    if (ended < SWEEP_BATCH) break;
  }
  if (total > 0) deps.jobSignal.notify();
  return total;
}
