import { CHAT_ERROR_CODES, CHAT_HISTORY_LIMIT } from '../../../common/chat';
import type { RagSource } from '../../../common/testing';
import { conflict } from '../../platform/errors';
import { budgetError, budgetReply, spendVisitorBudget } from '../budgets/index';
import { maskPii } from '../../platform/privacy/pii-mask';
import { inboxChanged, recordVisitorMessage, requestPerson } from '../handoff/index';
import { recordLead } from '../leads/index';
import { holdForApproval } from '../approval-hold/index';
import { recordChannelPersonVisitor, recordConversationVisitor, type ChannelPerson, type ResolvedIdentity } from '../visitors/index';
import { openTurnMemory } from '../visitor-memory/index';
import { recallLastConversation } from '../visitor-summaries/index';
import { projectOwnerSettings } from '../../accounts/settings/index';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import { CURATED_PROVIDER, executeTurn, type TurnRequest, storeRun, type AgentSnapshot, type DeltaSink } from '../../runtime/index';
import type { ChatMessage } from '../../models/model-calls/index';
import { RATE_WINDOW_MS, assertWithinRateLimits, reachedRunLimit, runLimitError, runLimitReply } from './limits';
import { turnServed } from './turn-events';
import { hitSharedLimits } from './shared-limits';
import { endConversationRow, openConversationWithinLimits, recentTurns, type ChatTarget, type LimitKey } from './queries';

export interface ServeTurnInput {
  agentId: string;
  projectId: string;
  versionId: string | null;
  agent: AgentSnapshot;
  /** whose plan limits the runs; null for the owner's own tests */
  owner: Pick<ChatTarget, 'ownerId' | 'ownerRole' | 'ownerTier' | 'ownerTierExpiry'> | null;
  sessionId: string;
  channel: TurnRequest['channel'];
  isTest: boolean;
  /** what the client sent; only the last CHAT_HISTORY_LIMIT messages are used */
  history: ChatMessage[];
  /** with no history sent, continue from the turns stored for this session */
  useStoredHistory?: boolean;
  input: string;
  userData?: Record<string, unknown> | null;
  /** counted with the turn; exceeding one answers 429 and opens nothing */
  rateLimits?: LimitKey[];
  /** who counts against the agent's per-visitor budgets (an address, a number, an API session); none for tests */
  visitor?: string;
  /** who the site says the visitor is, once checked (docs/decisions/0045) */
  identity?: ResolvedIdentity | null;
  /** the person's own id on a messaging channel: their visitor profile, linked when the conversation opens (docs/decisions/0054) */
  channelPerson?: ChannelPerson | null;
  onDelta?: DeltaSink;
}

export interface ServedTurn {
  /** the stored run (answered, failed or refused by a limit); null while a person answers the conversation */
  runId: string | null;
  message: string;
  isConversationFinished: boolean;
  sessionId: string;
  sources: RagSource[];
  /** cost null when the model has no known price */
  usage: { inputTokens: number; outputTokens: number; totalTokens: number; cost: number | null };
  /** handoff: a person has taken the conversation over; the message was stored for them, the agent said nothing */
  status: 'completed' | 'error' | 'limited' | 'handoff';
  error: string | null;
  errorCode: string | null;
}

/** Keeps the newest messages whatever the client sends (CHAT_HISTORY_LIMIT). */
export function capHistory(messages: ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT).filter((m) => m.content.trim() !== '');
}

async function storedHistory(deps: AppDeps, conversationId: string): Promise<ChatMessage[]> {
  const turns = await recentTurns(deps.db, conversationId, CHAT_HISTORY_LIMIT / 2);
  return turns.flatMap((t) => [
    { role: 'user' as const, content: t.userInput },
    { role: 'assistant' as const, content: t.agentOutput ?? '' },
  ]);
}

/** The identity a turn carried, as memory's per-conversation cache tells turns apart. */
const identityKeyOf = (identity: ResolvedIdentity | null | undefined) => (identity?.visitor ? `${identity.visitor.verified ? 'v' : 'h'}:${identity.visitor.externalId}` : '');

/** what a turn the agent did not run spent */
const NO_USAGE = { inputTokens: 0, outputTokens: 0, totalTokens: 0, cost: 0 } as const;

/** A turn the agent does not run (a plan or budget limit): the visitor gets `message`, the owner sees `error` on the stored run. */
async function refuseTurn(deps: AppDeps, input: ServeTurnInput, conversationId: string, message: string, error: string): Promise<ServedTurn> {
  const refused = {
    agentId: input.agentId,
    agentVersionId: input.versionId,
    conversationId,
    sessionId: input.sessionId,
    channel: input.channel,
    isTest: input.isTest,
    userInput: input.input,
    agentOutput: message,
    latency: 0,
    status: 'limited',
    error,
  };
  const runId = await storeRun(deps, input.projectId, refused);
  input.onDelta?.(message);
  return { runId, message, isConversationFinished: false, sessionId: input.sessionId, sources: [], usage: NO_USAGE, status: 'limited', error: null, errorCode: null };
}

/** A person answers this conversation: the visitor's message is kept for them and shown in the Inbox. */
async function waitForPerson(deps: AppDeps, input: ServeTurnInput, conversationId: string): Promise<ServedTurn> {
  const { piiMasking } = await projectOwnerSettings(deps, input.projectId);
  await recordVisitorMessage(deps, { projectId: input.projectId, conversationId, text: piiMasking ? maskPii(input.input) : input.input });
  return { runId: null, message: '', isConversationFinished: false, sessionId: input.sessionId, sources: [], usage: NO_USAGE, status: 'handoff', error: null, errorCode: null };
}

/**
 * One conversation turn on any channel: the conversation is upserted, the owner's monthly run
 * limit and the agent's visitor budgets applied, the agent run, and the run stored before the caller answers.
 */
export async function serveTurn(deps: AppDeps, input: ServeTurnInput): Promise<ServedTurn> {
  const now = deps.clock();
  const limits = input.rateLimits ?? [];
  const shared = limits.filter((l) => l.shared);
  if (shared.length > 0) assertWithinRateLimits(shared, await hitSharedLimits(deps, shared, RATE_WINDOW_MS), now);
  const own = limits.filter((l) => !l.shared);
  const opened = await openConversationWithinLimits(
    deps.db,
    own,
    RATE_WINDOW_MS,
    { agentId: input.agentId, agentVersionId: input.versionId, sessionId: input.sessionId, channel: input.channel, isTest: input.isTest, userData: input.userData },
    now,
  );
  assertWithinRateLimits(own, opened.hits, now);
  const conversation = opened.conversation as NonNullable<typeof opened.conversation>;
  if (conversation.status === 'ended') {
    throw conflict('This conversation has ended. Start a new conversation to keep chatting.', CHAT_ERROR_CODES.conversationEnded);
  }
  if (!input.isTest) await recordConversationVisitor(deps, { projectId: input.projectId, conversationId: conversation.id, created: conversation.created }, input.identity);
  if (!input.isTest && conversation.created && input.channelPerson) await recordChannelPersonVisitor(deps, input.projectId, conversation.id, input.channelPerson);

  if (conversation.handoff === 'human') return waitForPerson(deps, input, conversation.id);

  const limit = input.owner ? await reachedRunLimit(deps, input.owner) : null;
  if (limit !== null) return refuseTurn(deps, input, conversation.id, runLimitReply(input.agent.defaultLanguage), runLimitError(limit));
  const overBudget = input.visitor && !input.isTest ? await spendVisitorBudget(deps, { agentId: input.agentId, visitor: input.visitor, conversationId: conversation.id }) : null;
  if (overBudget) return refuseTurn(deps, input, conversation.id, budgetReply(overBudget, input.agent.defaultLanguage), budgetError(overBudget));

  let history = capHistory(input.history);
  // a conversation this very turn opened has no stored turns to read
  if (history.length === 0 && input.useStoredHistory && !conversation.created) history = await storedHistory(deps, conversation.id);

  const mode = input.agent.memory ?? 'off';
  const memory = input.isTest || mode === 'off' ? null : await openTurnMemory(deps, { projectId: input.projectId, agentId: input.agentId, conversationId: conversation.id, mode, message: input.input, identityKey: identityKeyOf(input.identity) });
  // a known visitor's last conversation: read at this conversation's first turn, kept for the others
  const recall = input.isTest ? null : await recallLastConversation(deps, conversation.id, input.agent.contextRecallDays);
  const turn = await executeTurn(deps, {
    agentId: input.agentId,
    projectId: input.projectId,
    agentVersionId: input.versionId,
    conversationId: conversation.id,
    sessionId: input.sessionId,
    channel: input.channel,
    isTest: input.isTest,
    agent: input.agent,
    history,
    input: input.input,
    userData: input.userData ?? null,
    actions: { recordLead, requestPerson, holdForApproval },
    memory,
    onDelta: input.onDelta,
    recall,
  });
  if (turn.isConversationFinished && (await endConversationRow(deps.db, conversation.id, deps.clock()))) deps.jobSignal.notify();
  await emit(deps, turnServed, {
    agentId: input.agentId,
    runId: turn.runId,
    message: input.input,
    projectId: input.projectId,
    conversationId: conversation.id,
    channel: input.channel,
    isTest: input.isTest,
    status: turn.status,
    curated: turn.provider === CURATED_PROVIDER,
    noAnswer: turn.noAnswer === true,
    searchedKnowledge: turn.steps.some((s) => s.type === 'retrieval' && !s.error),
    bestSourceScore: turn.ragSources.length ? Math.max(...turn.ragSources.map((s) => s.score ?? 0)) : null,
  });
  if (!input.isTest) inboxChanged(deps, input.projectId, conversation.id);
  return {
    runId: turn.runId,
    message: turn.output,
    isConversationFinished: turn.isConversationFinished,
    sessionId: input.sessionId,
    sources: turn.ragSources,
    usage: { inputTokens: turn.tokensIn, outputTokens: turn.tokensOut, totalTokens: turn.tokensIn + turn.tokensOut, cost: turn.cost },
    status: turn.status,
    error: turn.error,
    errorCode: turn.errorCode,
  };
}
