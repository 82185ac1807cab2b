import { isMessagingChannel } from '../../../common/channels';
import type { HandoffState, InboxConversation, InboxList, InboxThread, TimelineEntry } from '../../../common/inbox';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { displayName } from '../../accounts/auth/index';
import { sendOperatorReply } from '../channels/index';
import { roleCan } from '../../../common/members';
import { readRole, requireProject } from '../../accounts/projects/index';
import { sendInstanceMail } from '../../platform/mail/instance-mail';
import { maskPii } from '../../platform/privacy/pii-mask';
import { projectOwnerSettings } from '../../accounts/settings/index';
import { announceHandoff, recordOperatorMessage } from '../handoff/index';
import {
  conversationHandlers,
  conversationTimeline,
  countRequested,
  findInboxConversation,
  listOpenConversations,
  releaseConversation,
  takeConversation,
  type InboxRow,
  type TimelineRow,
} from './queries';

const INBOX_LIMIT = 200;
const TIMELINE_LIMIT = 500;
const iso = (d: Date | string) => new Date(d).toISOString();

function toConversation(row: InboxRow): InboxConversation {
  return {
    id: row.id,
    agentId: row.agent_id,
    agentName: row.agent_name,
    channel: row.channel,
    sessionId: row.session_id,
    visitorName: row.visitor_name?.trim() || null,
    visitorVerified: row.visitor_verified,
    handoff: row.handoff as HandoffState,
    ended: row.status === 'ended',
    operator: row.operator_id ? { id: row.operator_id, name: row.operator_name ?? '' } : null,
    lastMessageAt: iso(row.last_message_at),
    preview: row.preview ?? '',
  };
}

const isManager = (stored: string) => {
  const role = readRole(stored);
  return role !== null && roleCan(role, 'manage');
};

const toEntry = (row: TimelineRow): TimelineEntry => ({ id: row.id, at: iso(row.at), role: row.role, text: row.text, author: row.author, notSent: row.not_sent });

export async function listInbox(deps: AppDeps, user: SessionUser, projectId: string): Promise<InboxList> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const [rows, requested] = await Promise.all([listOpenConversations(deps.db, project.id, INBOX_LIMIT), countRequested(deps.db, project.id)]);
  return { conversations: rows.map(toConversation), requested };
}

/** The conversation with the caller's role in its project; 404 for non-members, 403 without `need`. */
async function requireInboxConversation(deps: AppDeps, user: SessionUser, conversationId: string, need: 'readConversations' | 'handleConversations') {
  const row = await findInboxConversation(deps.db, conversationId);
  if (!row) throw notFound('Conversation');
  const project = await requireProject(deps, user, row.project_id, need, 'Conversation');
  return { row, role: project.role };
}

export async function getThread(deps: AppDeps, user: SessionUser, conversationId: string): Promise<InboxThread> {
  const { row } = await requireInboxConversation(deps, user, conversationId, 'readConversations');
  return { conversation: toConversation(row), timeline: (await conversationTimeline(deps.db, row.id, TIMELINE_LIMIT)).map(toEntry) };
}

/** A person joins or leaves: announced, and on a messaging channel the notice is a message of its own. */
async function announce(deps: AppDeps, row: InboxRow, state: 'human' | 'bot'): Promise<void> {
  const notice = await announceHandoff(deps, row, state);
  if (isMessagingChannel(row.channel)) {
    await sendOperatorReply(deps, row.agent_id, row.channel, row.session_id, notice).catch(() => {
      // the take-over or hand-back stands; a provider failure shows on the next reply and in Deployments
    });
  }
}

/** A person takes the conversation over: the agent stops answering it. Two operators cannot hold it at once. */
export async function takeOver(deps: AppDeps, user: SessionUser, conversationId: string): Promise<InboxThread> {
  const { row } = await requireInboxConversation(deps, user, conversationId, 'handleConversations');
  if (row.status === 'ended') throw conflict('This conversation has ended.');
  if (row.handoff === 'human' && row.operator_id === user.id) return getThread(deps, user, conversationId);
  if (!(await takeConversation(deps.db, row.id, user.id, deps.clock()))) {
    throw conflict(`${row.operator_name ?? 'Another operator'} is already answering this conversation.`);
  }
  await announce(deps, row, 'human');
  return getThread(deps, user, conversationId);
}

/** Back to the agent; the operator holding it can, and so can the project's owner and admins. */
export async function handBack(deps: AppDeps, user: SessionUser, conversationId: string): Promise<InboxThread> {
  const { row, role } = await requireInboxConversation(deps, user, conversationId, 'handleConversations');
  if (!(await releaseConversation(deps.db, row.id, user.id, isManager(role), deps.clock()))) {
    throw conflict(row.handoff === 'human' ? `${row.operator_name ?? 'Another operator'} is answering this conversation.` : 'The assistant is already answering this conversation.');
  }
  await announce(deps, row, 'bot');
  return getThread(deps, user, conversationId);
}

/** A person's reply: live on the visitor's page, or through the provider on a messaging channel. */
export async function replyAsOperator(deps: AppDeps, user: SessionUser, conversationId: string, text: string): Promise<TimelineEntry> {
  const { row } = await requireInboxConversation(deps, user, conversationId, 'handleConversations');
  if (row.status === 'ended') throw conflict('This conversation has ended.');
  if (row.handoff !== 'human' || row.operator_id !== user.id) throw conflict('Take the conversation over before you reply.');
  if (isMessagingChannel(row.channel)) await sendOperatorReply(deps, row.agent_id, row.channel, row.session_id, text);
  // stored as the owner's privacy setting says; the visitor gets what the operator wrote
  const { piiMasking } = await projectOwnerSettings(deps, row.project_id);
  const { id, at } = await recordOperatorMessage(deps, row, { authorId: user.id, body: piiMasking ? maskPii(text) : text, text });
  return { id, at, role: 'operator', text, author: displayName(user), notSent: null };
}

/** Tells the project's operators (owner, admins, operators) that a visitor waits for a person. */
export async function mailOperators(deps: AppDeps, conversationId: string, reason: string): Promise<void> {
  const row = await findInboxConversation(deps.db, conversationId);
  if (!row || row.handoff !== 'requested') return;
  const link = deps.config.PUBLIC_URL ? `\n\nOpen the Inbox: ${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/inbox?conversation=${row.id}` : '';
  for (const handler of await conversationHandlers(deps.db, row.project_id)) {
    await sendInstanceMail(deps, {
      to: handler.email,
      subject: `A visitor is waiting for a person (${row.agent_name})`,
      text: `${row.agent_name} handed a ${row.channel} conversation over to your team.\n\nWhy: ${reason}\nLast message: ${row.preview ?? ''}${link}`,
    });
  }
}
