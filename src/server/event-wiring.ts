import { userChanged } from './accounts/auth/index';
import { forgetOwnerSettings } from './accounts/settings/index';
import { agentDeleted, agentRenamed } from './authoring/agents/index';
import { versionChanged } from './authoring/versions/index';
import { conversationEnded, conversationEndedGaveUp, forgetChatTargets, turnServed } from './conversation/chat/index';
import { replyRated } from './conversation/feedback/index';
import { queueVisitorSummary } from './conversation/visitor-summaries/index';
import { forgetModelNames } from './conversation/openai-api/index';
import { leadCaptured } from './conversation/leads/index';
import { recheckAfterCuratedChange, recheckAfterIndexing, recordRating, recordUnansweredTurn } from './insights/unanswered/index';
import { curatedAnswersChanged, knowledgeIndexed } from './knowledge/index';
import { subscribe } from './platform/events';
import { forgetCachedUser } from './platform/session';
import { deliverConversationHook, failPendingHookDelivery } from './tools/index';
import { dispatchConversationEnd, enqueueWorkflowEvent, queueMentionEvent } from './workflows/index';

let wired = false;

/**
 * The one place that knows both the domains' events and who listens to them; the web app and
 * the worker call it as they start (once per process, whoever calls first).
 */
export function wireEvents(): void {
  if (wired) return;
  wired = true;

  // caches of users, public versions (they carry the owner's plan) and owners' settings
  subscribe(userChanged, (deps, { userId }) => forgetCachedUser(deps, userId));
  subscribe(userChanged, forgetChatTargets);
  subscribe(userChanged, forgetOwnerSettings);
  subscribe(agentDeleted, forgetChatTargets);
  subscribe(versionChanged, forgetChatTargets);
  // the model names OpenAI clients use: an agent's name, for agents with an active version
  subscribe(agentRenamed, forgetModelNames);
  subscribe(agentDeleted, forgetModelNames);
  subscribe(versionChanged, forgetModelNames);

  // workflow triggers: each listener queues or starts work keyed by the event, so none runs twice
  subscribe(turnServed, queueMentionEvent);
  subscribe(leadCaptured, (deps, { eventId }) => enqueueWorkflowEvent(deps.db, eventId));
  subscribe(conversationEnded, async (deps, { conversationId }) => {
    await dispatchConversationEnd(deps, conversationId);
  });

  // a known visitor's conversation summed up for their next one (its own job)
  subscribe(conversationEnded, (deps, { conversationId }) => queueVisitorSummary(deps, conversationId));

  // the post-conversation hook: one delivery per conversation
  subscribe(conversationEnded, (deps, { conversationId }) => deliverConversationHook(deps, conversationId));
  subscribe(conversationEndedGaveUp, (deps, { conversationId, error }) => failPendingHookDelivery(deps, conversationId, error));

  // unanswered questions: stored as turns are served or rated, re-checked when pairs or knowledge change
  subscribe(turnServed, recordUnansweredTurn);
  subscribe(replyRated, recordRating);
  subscribe(curatedAnswersChanged, recheckAfterCuratedChange);
  subscribe(knowledgeIndexed, recheckAfterIndexing);
}
