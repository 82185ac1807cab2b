import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import type { InboxEvent, VisitorEvent } from '../../../common/inbox';
import type { AppDeps } from '../../platform/deps';
import type { SseChannel } from '../../platform/sse';
import { listenLive, notifyLive, type LiveListener, type LiveMessage } from './live-relay';

/**
 * Live updates for the Inbox and for visitors' pages. On the embedded database (one process) they
 * go through an in-process emitter; on PostgreSQL through NOTIFY / LISTEN, so a change made by any
 * process (a worker answering an SMS, another web process) reaches every open stream.
 */
interface LiveBus {
  emitter: EventEmitter;
  /** open streams, ended when the server shuts down */
  streams: Set<() => void>;
  listener: LiveListener | null;
  /** conversations changed since the last flush, per project: sent together, at most every 200 ms */
  pendingInbox: Map<string, Set<string>>;
  flushTimer: NodeJS.Timeout | null;
}

const buses = new WeakMap<object, LiveBus>();
const INBOX_COALESCE_MS = 200;
/** conversation ids per message: a PostgreSQL notification carries at most 8,000 bytes */
const IDS_PER_MESSAGE = 150;

function busOf(deps: AppDeps): LiveBus {
  let bus = buses.get(deps);
  if (!bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    bus = { emitter, streams: new Set(), listener: null, pendingInbox: new Map(), flushTimer: null };
    buses.set(deps, bus);
  }
  return bus;
}

/** Hands a message to this process's streams (an inbox batch becomes one event per conversation). */
function emitLocal(bus: LiveBus, message: LiveMessage): void {
  const ids = message.event.conversationIds;
  if (Array.isArray(ids)) for (const conversationId of ids) bus.emitter.emit(message.topic, { type: 'conversation', conversationId });
  else bus.emitter.emit(message.topic, message.event);
}

function publish(deps: AppDeps, message: LiveMessage): void {
  if (deps.dbKind !== 'postgres') {
    emitLocal(busOf(deps), message);
    return;
  }
  void notifyLive(deps, message).catch((err: unknown) => console.warn(`live event not sent: ${err instanceof Error ? err.message : String(err)}`));
}

function flushInbox(deps: AppDeps, bus: LiveBus): void {
  bus.flushTimer = null;
  const pending = bus.pendingInbox;
  bus.pendingInbox = new Map();
  for (const [projectId, ids] of pending) {
    const all = [...ids];
    for (let i = 0; i < all.length; i += IDS_PER_MESSAGE) publish(deps, { topic: `inbox:${projectId}`, event: { conversationIds: all.slice(i, i + IDS_PER_MESSAGE) } });
  }
}

/**
 * Something changed in a conversation of the project: Inboxes read it again. Changes are
 * gathered for 200 ms and sent together, so a busy chat path costs a notification now and
 * then, not one per turn.
 */
export function publishInboxEvent(deps: AppDeps, projectId: string, event: InboxEvent): void {
  const bus = busOf(deps);
  let ids = bus.pendingInbox.get(projectId);
  if (!ids) bus.pendingInbox.set(projectId, (ids = new Set()));
  ids.add(event.conversationId);
  bus.flushTimer ??= setTimeout(() => flushInbox(deps, bus), INBOX_COALESCE_MS).unref();
}

export function publishVisitorEvent(deps: AppDeps, conversationId: string, event: VisitorEvent): void {
  publish(deps, { topic: `visitor:${conversationId}`, event });
}

function subscribe<E>(deps: AppDeps, topic: string, listener: (event: E) => void): () => void {
  const bus = busOf(deps);
  if (deps.dbKind === 'postgres' && !bus.listener) bus.listener = listenLive(deps, (m) => emitLocal(bus, m));
  bus.emitter.on(topic, listener);
  return () => bus.emitter.off(topic, listener);
}

export const subscribeInbox = (deps: AppDeps, projectId: string, listener: (event: InboxEvent) => void) => subscribe(deps, `inbox:${projectId}`, listener);
export const subscribeVisitor = (deps: AppDeps, conversationId: string, listener: (event: VisitorEvent) => void) => subscribe(deps, `visitor:${conversationId}`, listener);

/** Before the server closes: every open stream ended, the listening connection released, pending notices dropped. */
export async function endAllStreams(deps: AppDeps): Promise<void> {
  const bus = busOf(deps);
  for (const end of [...bus.streams]) end();
  bus.streams.clear();
  if (bus.flushTimer) clearTimeout(bus.flushTimer);
  bus.flushTimer = null;
  bus.pendingInbox.clear();
  const listener = bus.listener;
  bus.listener = null;
  await listener?.stop();
}

const HEARTBEAT_MS = 25_000;

/**
 * Keeps an open event stream alive (a comment every 25 s, so proxies do not cut it) until the
 * client leaves or the server stops; then unsubscribes it.
 */
export function holdStream(deps: AppDeps, reply: FastifyReply, stream: SseChannel, unsubscribe: () => void): void {
  const { streams } = busOf(deps);
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(close);
    stream.end();
  };
  streams.add(close);
  reply.raw.once('close', close);
}
