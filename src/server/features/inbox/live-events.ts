import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import type { InboxEvent, VisitorEvent } from '../../../common/inbox';
import type { AppDeps } from '../../platform/deps';
import type { SseChannel } from '../../platform/sse';

/**
 * Live updates for the Inbox and for visitors' pages, within this process: a change made by one
 * web process reaches the streams open on it. (Several web processes behind a balancer need
 * sticky sessions for live updates; what is stored is the same everywhere.)
 */
interface LiveBus {
  emitter: EventEmitter;
  /** open streams, ended when the server shuts down */
  streams: Set<() => void>;
}

const buses = new WeakMap<object, LiveBus>();

function busOf(deps: AppDeps): LiveBus {
  let bus = buses.get(deps);
  if (!bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    bus = { emitter, streams: new Set() };
    buses.set(deps, bus);
  }
  return bus;
}

export function publishInboxEvent(deps: AppDeps, projectId: string, event: InboxEvent): void {
  busOf(deps).emitter.emit(`inbox:${projectId}`, event);
}

export function publishVisitorEvent(deps: AppDeps, conversationId: string, event: VisitorEvent): void {
  busOf(deps).emitter.emit(`visitor:${conversationId}`, event);
}

function subscribe<E>(deps: AppDeps, topic: string, listener: (event: E) => void): () => void {
  const { emitter } = busOf(deps);
  emitter.on(topic, listener);
  return () => emitter.off(topic, listener);
}

export const subscribeInbox = (deps: AppDeps, projectId: string, listener: (event: InboxEvent) => void) => subscribe(deps, `inbox:${projectId}`, listener);
export const subscribeVisitor = (deps: AppDeps, conversationId: string, listener: (event: VisitorEvent) => void) => subscribe(deps, `visitor:${conversationId}`, listener);

/** Registers an open stream's end, so shutdown can close it; returns the unregistering function. */
function trackStream(deps: AppDeps, end: () => void): () => void {
  const { streams } = busOf(deps);
  streams.add(end);
  return () => streams.delete(end);
}

export function endAllStreams(deps: AppDeps): void {
  const { streams } = busOf(deps);
  for (const end of [...streams]) end();
  streams.clear();
}

const HEARTBEAT_MS = 25_000;

/**
 * Keeps an open event stream alive (a comment every 25 s, so proxies do not cut it) until the
 * client leaves or the server stops; then unsubscribes it.
 */
export function holdStream(deps: AppDeps, reply: FastifyReply, stream: SseChannel, unsubscribe: () => void): void {
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let untrack = () => {};
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    stream.end();
  };
  untrack = trackStream(deps, close);
  reply.raw.once('close', close);
}
