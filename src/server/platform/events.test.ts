import { describe, expect, it } from 'vitest';
import type { AppDeps } from './deps';
import { defineEvent, emit, subscribe } from './events';

const deps = {} as AppDeps;

describe('events', () => {
  it('runs the listeners in the order they subscribed, each awaited, with the deps and payload', async () => {
    const happened = defineEvent<{ n: number }>('test.happened');
    const calls: string[] = [];
    subscribe(happened, async (d, { n }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`slow ${n} ${d === deps}`);
    });
    subscribe(happened, (_d, { n }) => void calls.push(`quick ${n}`));
    await emit(deps, happened, { n: 1 });
    expect(calls).toEqual(['slow 1 true', 'quick 1']);
  });

  it('reaches only the listeners of the event emitted; one without listeners does nothing', async () => {
    const first = defineEvent<string>('test.first');
    const second = defineEvent<string>('test.second');
    const calls: string[] = [];
    subscribe(first, (_d, text) => void calls.push(text));
    await emit(deps, second, 'not heard');
    await emit(deps, first, 'heard');
    expect(calls).toEqual(['heard']);
  });

  it('runs every listener when one throws, then throws the first error', async () => {
    const failing = defineEvent<null>('test.failing');
    const calls: string[] = [];
    const first = new Error('first');
    subscribe(failing, () => {
      throw first;
    });
    subscribe(failing, async () => {
      calls.push('second ran');
      throw new Error('second');
    });
    subscribe(failing, () => void calls.push('third ran'));
    await expect(emit(deps, failing, null)).rejects.toBe(first);
    expect(calls).toEqual(['second ran', 'third ran']);
  });
});
