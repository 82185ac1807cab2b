import { UNANSWERED_PERIOD_DAYS } from '../../../common/unanswered';
import type { AppDeps } from '../../platform/deps';
import { deleteStaleQuestions } from './queries';

const KEPT_MS = Math.max(...Object.values(UNANSWERED_PERIOD_DAYS)) * 86_400_000;

/** The worker's hourly sweep: visitors' questions are kept no longer than their runs, nor than the longest period. */
export function sweepUnansweredQuestions(deps: AppDeps): Promise<void> {
  return deleteStaleQuestions(deps.db, new Date(deps.clock().getTime() - KEPT_MS));
}
