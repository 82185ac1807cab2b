import { describe, expect, it } from 'vitest';
import { GroupWriter } from './group-writer';

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('GroupWriter', () => {
  it('writes what arrives while a write is in flight together in the next write', async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const writer = new GroupWriter<number, number[]>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate.promise;
      return items;
    }, 1);
    const first = writer.write(1);
    const rest = [writer.write(2), writer.write(3), writer.write(4)];
    gate.release();
    expect(await first).toEqual([1]);
    expect(await Promise.all(rest)).toEqual([[2, 3, 4], [2, 3, 4], [2, 3, 4]]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every item of a failed batch and goes on with the next one', async () => {
    let calls = 0;
    const writer = new GroupWriter<string, string>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items.join(',');
    }, 1);
    const failed = writer.write('a');
    const next = writer.write('b');
    await expect(failed).rejects.toThrow('database down');
    expect(await next).toBe('b');
  });
});
