/** Lets code that queues a job wake this process's job runner at once instead of at its next poll. */
export interface JobSignal {
  notify: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createJobSignal(): JobSignal {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((l) => l()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
