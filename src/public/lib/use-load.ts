import { useEffect, useState } from 'react';
import { NotFoundError } from './api';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'notFound' } | { status: 'error' };

/** Loads one thing once per key (these pages have no query cache); `retry` loads it again. */
export function useLoad<T>(key: string, load: (key: string) => Promise<T>): { state: LoadState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ for: string; state: LoadState<T> } | null>(null);
  const token = `${key}#${attempt}`;

  useEffect(() => {
    let live = true;
    load(key).then(
      (data) => live && setResult({ for: token, state: { status: 'ready', data } }),
      (err: unknown) => live && setResult({ for: token, state: { status: err instanceof NotFoundError ? 'notFound' : 'error' } }),
    );
    return () => {
      live = false;
    };
    // `load` is a module-level fetcher; the key and attempt decide when to load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const state: LoadState<T> = result?.for === token ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((a) => a + 1) };
}
