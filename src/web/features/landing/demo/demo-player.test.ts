import { describe, expect, it } from 'vitest';
import {
  MESSAGE_INTERVAL_MS,
  SCENARIO_SWITCH_MS,
  demoReducer,
  initialDemoState,
  nextTickDelay,
  type DemoAction,
  type DemoState,
} from './demo-player';

const counts = [3, 2, 4];
const reduce = (state: DemoState, action: DemoAction) => demoReducer(state, action, counts);
const state = (overrides: Partial<DemoState> = {}): DemoState => ({ ...initialDemoState, ...overrides });

/** Plays the demo for `ms` milliseconds the way the hook's timer does. */
function play(start: DemoState, ms: number): DemoState {
  let current = start;
  let elapsed = 0;
  for (;;) {
    const delay = nextTickDelay(current, counts);
    if (elapsed + delay > ms) return current;
    elapsed += delay;
    current = reduce(current, { type: 'tick' });
  }
}

describe('demo player', () => {
  it('starts playing the first scenario with its first message shown', () => {
    expect(initialDemoState).toEqual({ playing: true, scenario: 0, shown: 1 });
  });

  it('shows one more message per tick, every 1500 ms', () => {
    expect(nextTickDelay(state(), counts)).toBe(MESSAGE_INTERVAL_MS);
    expect(MESSAGE_INTERVAL_MS).toBe(1500);
    expect(reduce(state(), { type: 'tick' })).toEqual(state({ shown: 2 }));
  });

  it('waits 2000 ms after the last message, then starts the next scenario', () => {
    const last = state({ shown: 3 });
    expect(nextTickDelay(last, counts)).toBe(SCENARIO_SWITCH_MS);
    expect(SCENARIO_SWITCH_MS).toBe(2000);
    expect(reduce(last, { type: 'tick' })).toEqual(state({ scenario: 1, shown: 1 }));
  });

  it('cycles from the last scenario back to the first', () => {
    expect(reduce(state({ scenario: 2, shown: 4 }), { type: 'tick' })).toEqual(state({ scenario: 0, shown: 1 }));
  });

  it('follows the timeline over a full cycle and keeps cycling', () => {
    expect(play(state(), 1499)).toEqual(state({ shown: 1 }));
    expect(play(state(), 1500)).toEqual(state({ shown: 2 }));
    expect(play(state(), 3000)).toEqual(state({ shown: 3 }));
    expect(play(state(), 4999)).toEqual(state({ shown: 3 }));
    expect(play(state(), 5000)).toEqual(state({ scenario: 1, shown: 1 }));
    // scenario 1: one interval then the switch; scenario 2: three intervals then the switch
    const cycle = 2 * 1500 + 2000 + 1 * 1500 + 2000 + 3 * 1500 + 2000;
    expect(play(state(), cycle)).toEqual(state());
    expect(play(state(), cycle * 3 + 1500)).toEqual(state({ shown: 2 }));
  });

  it('pauses and resumes without losing its place', () => {
    const paused = reduce(state({ scenario: 1, shown: 2 }), { type: 'toggle' });
    expect(paused).toEqual({ playing: false, scenario: 1, shown: 2 });
    expect(reduce(paused, { type: 'toggle' })).toEqual({ playing: true, scenario: 1, shown: 2 });
  });

  it('restarts the chosen scenario from its first message, and plays it', () => {
    const paused = state({ playing: false, scenario: 0, shown: 3 });
    expect(reduce(paused, { type: 'select', index: 2 })).toEqual({ playing: true, scenario: 2, shown: 1 });
    expect(reduce(state({ scenario: 2, shown: 4 }), { type: 'select', index: 2 })).toEqual(state({ scenario: 2 }));
  });

  it('ignores a scenario index out of range', () => {
    const current = state({ shown: 2 });
    expect(reduce(current, { type: 'select', index: 3 })).toBe(current);
    expect(reduce(current, { type: 'select', index: -1 })).toBe(current);
  });
});
