import { useEffect, useReducer } from 'react';
import { demoReducer, initialDemoState, nextTickDelay, type DemoAction, type DemoState } from './demo-player';

/** Runs the demo state machine on a timer; messageCounts must be a stable (module-level) array. */
export function useDemoPlayer(messageCounts: readonly number[]) {
  const [state, dispatch] = useReducer(
    (current: DemoState, action: DemoAction) => demoReducer(current, action, messageCounts),
    initialDemoState,
  );

  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), nextTickDelay(state, messageCounts));
    return () => window.clearTimeout(timer);
  }, [state, messageCounts]);

  return {
    state,
    toggle: () => dispatch({ type: 'toggle' }),
    select: (index: number) => dispatch({ type: 'select', index }),
  };
}
