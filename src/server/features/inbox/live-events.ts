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
  /** inbox notices waiting to be sent (several changes to one conversation within a moment are one notice) */
  pendingInbox: Map<string, NodeJS.Timeout>;
}

const buses = new WeakMap<object, LiveBus>();
const INBOX_COALESCE_MS = 200;

function busOf(deps: AppDeps): LiveBus {
  let bus = buses.get(deps);
  if (!bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    bus = { emitter, streams: new Set(), listener: null, pendingInbox: new Map() };
    buses.set(deps, bus);
  }
  return bus;
}

function publish(deps: AppDeps, message: LiveMessage): void {
  const bus = busOf(deps);
  if (deps.dbKind !== 'postgres') {
    bus.emitter.emit(message.topic, message.event);
    return;
  }
  void notifyLive(deps, message).catch((err: unknown) => console.warn(`live event not sent: ${err instanceof Error ? err.message : String(err)}`));
}

/** Something changed in a conversation of the project: Inboxes read it again. */
export function publishInboxEvent(deps: AppDeps, projectId: string, event: InboxEvent): void {
  const bus = busOf(deps);
  const key = `${projectId}:${event.conversationId}`;
  if (bus.pendingInbox.has(key)) return;
  bus.pendingInbox.set(
    key,
    setTimeout(() => {
      bus.pendingInbox.delete(key);
      publish(deps, { topic: `inbox:${projectId}`, event });
    }, INBOX_COALESCE_MS).unref(),
  );
}

export function publishVisitorEvent(deps: AppDeps, conversationId: string, event: VisitorEvent): void {
  publish(deps, { topic: `visitor:${conversationId}`, event });
}

function subscribe<E>(deps: AppDeps, topic: string, listener: (event: E) => void): () => void {
  const bus = busOf(deps);
  if (deps.dbKind === 'postgres' && !bus.listener) bus.listener = listenLive(deps, (m) => bus.emitter.emit(m.topic, m.event));
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
  for (const timer of bus.pendingInbox.values()) clearTimeout(timer);
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
