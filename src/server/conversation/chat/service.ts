import type { DeltaSink } from '../../runtime/index';
import type { MessagingChannel } from '../../../common/channels';
import { CHAT_ERROR_CODES, type ChatReply } from '../../../common/chat';
import type { ChatLimits } from '../../../common/settings';
import { WIDGET_LIMITS } from '../../../common/widgets';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { toSnapshot, requireAgent } from '../../authoring/agents/index';
import { loadAgentProjectTools } from '../../tools/index';
import type { ChatMessage } from '../../models/model-calls/index';
import { readSnapshot, toRuntimeSnapshot } from '../../authoring/versions/index';
import { projectChatLimits } from '../../accounts/settings/index';
import { endConversationBySession, latestSenderConversation, type ChatTarget, type LimitKey } from './queries';
import { nextSenderSession, senderSessionPrefix } from './sender-session';
import { cachedActiveTarget, cachedChatTarget } from './target-cache';
import { serveTurn, type ServedTurn } from './turn';
import { isUuid } from '../../platform/ids';
import type { IdentityOutcome, VisitorIdentity } from '../../../common/identity';
import { channelPersonOf, resolveIdentity } from '../visitors/index';

export interface PublicChatInput {
  message: string;
  sessionId: string;
  messages: ChatMessage[];
  channel: 'demo' | 'chat' | 'widget';
  userData?: Record<string, unknown>;
  identity?: VisitorIdentity;
}

/** A served turn with what became of the identity it carried (null when none was sent). */
export type IdentifiedTurn = ServedTurn & { identity: IdentityOutcome | null };

/** A public version with its agent; 404 for hidden, unknown or malformed ids. */
export async function requirePublicTarget(deps: AppDeps, versionId: string): Promise<ChatTarget> {
  const target = isUuid(versionId) ? await cachedChatTarget(deps, versionId) : null;
  if (!target || !target.isPublic) throw notFound('Agent');
  return target;
}

/** The agent's active version for a public API call; 404 outside the key's project, 409 with none active. */
async function requireActiveTarget(deps: AppDeps, agentId: string, projectId: string): Promise<ChatTarget> {
  const found = await cachedActiveTarget(deps, agentId);
  if (!found || found.projectId !== projectId) throw notFound('Agent');
  if (!found.target) {
    throw conflict('This agent has no active version. Publish it, or mark a version active in Deployments > Versions.', CHAT_ERROR_CODES.noActiveVersion);
  }
  return found.target;
}

/** Only answered turns can be rated, so only they give the visitor their run. */
export function ratableRunId(turn: ServedTurn): string | null {
  return turn.status === 'completed' ? turn.runId : null;
}

export function toChatReply(turn: IdentifiedTurn): ChatReply {
  return {
    message: turn.message,
    response: turn.message,
    isConversationFinished: turn.isConversationFinished,
    sessionId: turn.sessionId,
    sources: turn.sources,
    runId: ratableRunId(turn),
    withPerson: turn.status === 'handoff',
    identity: turn.identity,
  };
}

/** A visitor is never shown the provider's details (they are for the owner, in the stored run). */
export function visitorFailure(turn: ServedTurn): AppError {
  return new AppError(502, turn.errorCode ?? CHAT_ERROR_CODES.modelUnavailable, 'The assistant could not answer right now. Please try again in a moment.');
}

/** Anonymous chat: per visitor address (counted per project owner, whose numbers apply) and per conversation. */
function publicChatRateLimits(limits: ChatLimits | null, target: ChatTarget, sessionId: string, ip: string): LimitKey[] {
  if (!limits) return [];
  return [
    { key: `chat:ip:${target.ownerId}:${ip}`, limit: limits.perIpPerMinute },
    { key: `chat:session:${target.versionId}:${sessionId}`, limit: limits.perSessionPerMinute },
  ];
}

/** The public API: per platform key and per conversation. */
function apiRateLimits(limits: ChatLimits | null, input: ApiTurnInput): LimitKey[] {
  if (!limits) return [];
  return [
    { key: `run:key:${input.keyId}`, limit: limits.perApiKeyPerMinute, shared: true },
    { key: `run:session:${input.agentId}:${input.sessionId}`, limit: limits.perSessionPerMinute },
  ];
}

/** One anonymous turn on a public version (demo, chat or widget page); 'test_agent_' sessions are tests. */
export async function chatWithVersion(deps: AppDeps, versionId: string, body: PublicChatInput, ip: string, onDelta?: DeltaSink): Promise<IdentifiedTurn> {
  const target = await requirePublicTarget(deps, versionId);
  const isTest = body.sessionId.startsWith(WIDGET_LIMITS.testSessionPrefix);
  const identity = await resolveIdentity(deps, target.agentId, body.identity);
  const turn = await serveTurn(deps, {
    agentId: target.agentId,
    projectId: target.projectId,
    versionId: target.versionId,
    agent: toRuntimeSnapshot(readSnapshot(target.snapshot)),
    owner: target,
    sessionId: body.sessionId,
    channel: isTest ? 'test' : body.channel,
    isTest,
    history: body.messages,
    input: body.message,
    userData: body.userData ?? null,
    rateLimits: publicChatRateLimits(await projectChatLimits(deps, target.projectId), target, body.sessionId, ip),
    // a session id is the page's to choose: the address is what a visitor cannot reset at will
    visitor: `ip:${ip}`,
    identity,
    onDelta,
  });
  return { ...turn, identity: identity?.outcome ?? null };
}

export interface ApiTurnInput {
  /** the platform key's id and project */
  keyId: string;
  projectId: string;
  agentId: string;
  message: string;
  sessionId: string;
  messages: ChatMessage[];
  userData?: Record<string, unknown>;
  /** false when the caller sends the whole conversation each time (the OpenAI-compatible API) */
  useStoredHistory?: boolean;
  /** who the caller says the end user is (rate limits and budgets are theirs); else the session */
  visitor?: string;
  /** the end user as the caller's server signed it (docs/decisions/0045) */
  identity?: VisitorIdentity;
  onDelta?: DeltaSink;
}

/** One turn through the public API: the active version answers on the 'api' channel, limited per key and session. */
export async function chatWithActiveVersion(deps: AppDeps, input: ApiTurnInput): Promise<IdentifiedTurn> {
  const target = await requireActiveTarget(deps, input.agentId, input.projectId);
  const identity = await resolveIdentity(deps, target.agentId, input.identity);
  const turn = await serveTurn(deps, {
    agentId: target.agentId,
    projectId: target.projectId,
    versionId: target.versionId,
    agent: toRuntimeSnapshot(readSnapshot(target.snapshot)),
    owner: target,
    sessionId: input.sessionId,
    channel: 'api',
    isTest: false,
    history: input.messages,
    useStoredHistory: input.useStoredHistory ?? true,
    input: input.message,
    userData: input.userData ?? null,
    rateLimits: apiRateLimits(await projectChatLimits(deps, target.projectId), input),
    visitor: input.visitor ?? `api:${input.sessionId}`,
    identity,
    onDelta: input.onDelta,
  });
  return { ...turn, identity: identity?.outcome ?? null };
}

export interface ChannelTurnInput {
  agentId: string;
  channel: MessagingChannel;
  /** the visitor's address on the channel (a number, a chat id, an e-mail address) */
  sender: string;
  message: string;
  /** the person, when the address is not theirs alone (a Slack thread): their rate limits and budgets (default: the sender) */
  visitor?: string;
  /** stored on the conversation (e.g. the visitor's name, which the Inbox shows) */
  userData?: Record<string, unknown>;
}

/**
 * One sender's conversation on a messaging channel: continued while open; once it has ended (the
 * idle timeout, the end tool) the next message starts a new one, as a new web chat would.
 */
async function senderSession(deps: AppDeps, input: ChannelTurnInput): Promise<string> {
  const prefix = senderSessionPrefix(input.channel, input.sender);
  const latest = await latestSenderConversation(deps.db, input.agentId, input.channel, prefix);
  if (!latest) return prefix;
  return latest.status === 'ended' ? nextSenderSession(prefix, deps.clock()) : latest.sessionId;
}

/** One inbound message on a messaging channel answered by the agent's active version; null when none is active. */
export async function chatOnChannel(deps: AppDeps, input: ChannelTurnInput): Promise<{ turn: ServedTurn; language: string } | null> {
  const found = await cachedActiveTarget(deps, input.agentId);
  const target = found?.target;
  if (!target) return null;
  const limits = await projectChatLimits(deps, target.projectId);
  const sessionId = await senderSession(deps, input);
  const agent = toRuntimeSnapshot(readSnapshot(target.snapshot));
  const turn = await serveTurn(deps, {
    agentId: target.agentId,
    projectId: target.projectId,
    versionId: target.versionId,
    agent,
    owner: target,
    sessionId,
    channel: input.channel,
    isTest: false,
    history: [],
    useStoredHistory: true,
    input: input.message,
    userData: input.userData ?? null,
    rateLimits: limits ? [{ key: `${input.channel}:sender:${target.agentId}:${input.visitor ?? input.sender}`, limit: limits.perSessionPerMinute }] : [],
    visitor: `${input.channel}:${input.visitor ?? input.sender}`,
    channelPerson: channelPersonOf(input.channel, input.sender, input.visitor, input.userData),
  });
  return { turn, language: agent.defaultLanguage };
}

/** The agent's language for replies that need no turn (a photo on WhatsApp); null when no version is active. */
export async function activeAgentLanguage(deps: AppDeps, agentId: string): Promise<string | null> {
  const target = (await cachedActiveTarget(deps, agentId))?.target;
  return target ? toRuntimeSnapshot(readSnapshot(target.snapshot)).defaultLanguage : null;
}

/** The visitor pressed 'Finalizar': the conversation is closed (and stays closed); its conversation.ended job runs. */
export async function endVersionConversation(deps: AppDeps, versionId: string, sessionId: string): Promise<void> {
  const target = await requirePublicTarget(deps, versionId);
  if (await endConversationBySession(deps.db, target.agentId, sessionId, deps.clock())) deps.jobSignal.notify();
}

/** The workflow builder's quick test: the agent's live (unpublished) configuration, stored as a test. */
export async function quickTestAgent(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  body: { message: string; sessionId: string; userId?: string; userData?: Record<string, unknown> },
): Promise<{ response: string; isConversationFinished: boolean }> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const turn = await serveTurn(deps, {
    agentId: row.id,
    projectId: row.projectId,
    versionId: null,
    agent: toSnapshot(row, await loadAgentProjectTools(deps, row.id)),
    owner: null,
    sessionId: body.sessionId,
    channel: 'test',
    isTest: true,
    history: [],
    useStoredHistory: true,
    input: body.message,
    userData: body.userData || body.userId ? { ...body.userData, ...(body.userId ? { userId: body.userId } : {}) } : null,
  });
  if (turn.status === 'error') throw new AppError(502, turn.errorCode ?? CHAT_ERROR_CODES.modelUnavailable, turn.error ?? 'The model failed.');
  return { response: turn.message, isConversationFinished: turn.isConversationFinished };
}
