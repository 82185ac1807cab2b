import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapLimited', () => {
  it('keeps the order of the items whatever order the calls end in', async () => {
    const out = await mapLimited([30, 5, 20, 1, 10], 4, async (ms, i) => {
      await tick(ms);
      return `${i}:${ms}`;
    });
    expect(out).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
  });

  it('never has more than the limit in flight', async () => {
    let running = 0;
    let most = 0;
    await mapLimited(Array.from({ length: 10 }, (_, i) => i), 4, async (i) => {
      most = Math.max(most, ++running);
      await tick(5 + (i % 3));
      running -= 1;
    });
    expect(most).toBe(4);
  });

  it('answers an empty list at once and rejects with the first failure', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
    let started = 0;
    const failing = mapLimited([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started += 1;
      await tick(1);
      if (n === 2) throw new Error('case 2 broke');
      return n;
    });
    await expect(failing).rejects.toThrow('case 2 broke');
    expect(started).toBeLessThan(6);
  });
});
