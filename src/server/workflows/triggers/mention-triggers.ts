import type { AppDeps } from '../../platform/deps';
import { dispatchWorkflowEvent, type DispatchedTrigger } from './dispatch-event';
import { optionalText, userFieldsOf } from './event-context';
import { findServedTurn } from './trigger-queries';
import { compileKeywords, mentionsKeyword } from './user-mentions';

/**
 * A served turn's workflow.event job: fires each user_mentions trigger whose keywords (as saved
 * now) the visitor's message mentions, once per turn (the run id keys it). user.question is that
 * message and agent.response the answer it got.
 */
export async function dispatchUserMentions(deps: AppDeps, runId: string): Promise<DispatchedTrigger[]> {
  const turn = await findServedTurn(deps.db, runId);
  if (!turn) return [];
  const question = optionalText(turn.userInput, 4000);
  return dispatchWorkflowEvent(deps, {
    agentId: turn.agentId,
    types: ['user_mentions'],
    eventKey: runId,
    isTest: turn.isTest,
    occurredAt: turn.createdAt,
    accepts: (config) => mentionsKeyword(compileKeywords(config.keywords), turn.userInput),
    context: {
      user: { ...userFieldsOf(turn.userData), ...(question ? { question } : {}) },
      agent: { response: optionalText(turn.agentOutput) },
      session: turn.sessionId ? { id: turn.sessionId } : {},
      conversationId: turn.conversationId,
      timestamp: turn.createdAt.toISOString(),
    },
  });
}
