import type { AppDeps } from '../../platform/deps';
import { tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit-store';

/** Wrong platform API keys allowed per client address and window, counted in the database for every web process. */
export const KEY_FAILURE_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

/** the counter of wrong keys an address sent */
export const keyFailureCounter = (ip: string) => `platform-key-failures:${ip}`;

/**
 * 429 once the address has sent too many wrong keys (`failures`: its counter in the current window):
 * even a right key waits for the window to pass, so tries past the limit tell a guesser nothing.
 */
export function assertKeyGuessingAllowed(failures: { count: number; resetAt: Date } | null, now: Date): void {
  if (!failures || failures.count < KEY_FAILURE_LIMIT.max) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((failures.resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw tooManyRequests(retryAfterSeconds, `Too many requests with a wrong API key from this address. Check the key and try again in ${minutes} minutes.`);
}

/** Never cleared by a right key: one valid key of its own must not let a guesser reset its count. */
export async function recordWrongKey(deps: AppDeps, ip: string): Promise<void> {
  await hitRateLimit(deps.db, keyFailureCounter(ip), KEY_FAILURE_LIMIT.max, KEY_FAILURE_LIMIT.windowMs, deps.clock());
}
