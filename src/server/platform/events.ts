import type { AppDeps } from './deps';

/**
 * Something that happened in one domain that others act on (a user changed, a conversation
 * ended). The emitting domain defines it next to its code; listeners are subscribed by the app's
 * wiring, so the emitter never imports them.
 */
export interface AppEvent<Payload> {
  readonly name: string;
  /** never set: carries the payload's type from the definition to subscribe and emit */
  readonly payloadType?: Payload;
}

export type Listener<Payload> = (deps: AppDeps, payload: Payload) => void | Promise<void>;

const listeners = new Map<AppEvent<unknown>, Listener<unknown>[]>();

export function defineEvent<Payload>(name: string): AppEvent<Payload> {
  return { name };
}

export function subscribe<Payload>(event: AppEvent<Payload>, listener: Listener<Payload>): void {
  listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener<unknown>]);
}

/**
 * Runs the event's listeners in the order they subscribed, each awaited before the next. A
 * listener that throws does not stop the others: once all have run, the first error is thrown
 * to the emitter (a job that emits is then retried, so listeners of job events are idempotent).
 * Listeners receive the emitter's deps: an event emitted inside a transaction passes that
 * transaction as deps.db, so what its listeners write commits or rolls back with it.
 */
export async function emit<Payload>(deps: AppDeps, event: AppEvent<Payload>, payload: Payload): Promise<void> {
  let failure: { error: unknown } | null = null;
  for (const listener of listeners.get(event) ?? []) {
    try {
      await listener(deps, payload);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}
