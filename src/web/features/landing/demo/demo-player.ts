/** Timing: one message every 1.5 s, next scenario 2 s after the last message. */
export const MESSAGE_INTERVAL_MS = 1500;
export const SCENARIO_SWITCH_MS = 2000;

/** The demo's state: playing or paused, current scenario, count of messages shown. */
export interface DemoState {
  playing: boolean;
  scenario: number;
  shown: number;
}

export type DemoAction = { type: 'tick' } | { type: 'toggle' } | { type: 'select'; index: number };

/** A scenario starts with its first message on screen; auto-play starts on. */
export const initialDemoState: DemoState = { playing: true, scenario: 0, shown: 1 };

/** messageCounts[i] is the number of messages of scenario i. */
export function demoReducer(state: DemoState, action: DemoAction, messageCounts: readonly number[]): DemoState {
  switch (action.type) {
    case 'tick': {
      if (state.shown < messageCounts[state.scenario]) return { ...state, shown: state.shown + 1 };
      return { ...state, scenario: (state.scenario + 1) % messageCounts.length, shown: 1 };
    }
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'select':
      if (action.index < 0 || action.index >= messageCounts.length) return state;
      // Choosing a scenario restarts it from its first message and plays it.
      return { playing: true, scenario: action.index, shown: 1 };
  }
}

/** How long to wait before the next tick. */
export function nextTickDelay(state: DemoState, messageCounts: readonly number[]): number {
  return state.shown < messageCounts[state.scenario] ? MESSAGE_INTERVAL_MS : SCENARIO_SWITCH_MS;
}
