import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long CPU-bound work may hold the event loop before it lets pending requests through. */
const DEFAULT_SLICE_MS = 15;

export type Pace = () => Promise<void>;

/**
 * For long CPU-bound work (tokenising a large document, preparing thousands of rows): call the
 * returned `pace()` between small steps. It resolves at once until `sliceMs` have passed since the
 * last pause, then waits one turn of the event loop, so I/O and other requests run in between.
 * A resolved promise alone is not enough: microtasks run before the loop moves on.
 */
export function createPacer(sliceMs = DEFAULT_SLICE_MS): Pace {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
