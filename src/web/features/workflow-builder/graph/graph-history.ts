/** How many changes Undo can go back. */
export const HISTORY_LIMIT = 50;

/** An undo stack: the states before each recorded change, and the current one. */
export interface History<T> {
  past: T[];
  present: T;
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present });

/** A change Undo can revert; the oldest entries drop off past HISTORY_LIMIT. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next };
}

/** A change Undo skips (selection, measured sizes, positions mid-drag). */
export function replacePresent<T>(history: History<T>, next: T): History<T> {
  return next === history.present ? history : { ...history, present: next };
}

/** Marks the current state as one to come back to, before a change made of many steps (a drag). */
export function checkpoint<T>(history: History<T>): History<T> {
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: history.present };
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1] };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
