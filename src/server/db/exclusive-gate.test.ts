import { describe, expect, it } from 'vitest';
import { ExclusiveGate } from './exclusive-gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ExclusiveGate', () => {
  it('lets shared holders run together and an exclusive one alone, first come first served', async () => {
    const gate = new ExclusiveGate();
    const log: string[] = [];
    const hold = (name: string, exclusive: boolean) => {
      const work = async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
      };
      return exclusive ? gate.exclusive(work) : gate.shared(work);
    };
    // a and b share; tx waits for both; c came after tx, so it waits for tx even though it could share
    await Promise.all([hold('a', false), hold('b', false), hold('tx', true), hold('c', false), hold('d', false)]);
    expect(log).toEqual(['a in', 'b in', 'a out', 'b out', 'tx in', 'tx out', 'c in', 'd in', 'c out', 'd out']);
  });

  it('lets the next holder in when one throws', async () => {
    const gate = new ExclusiveGate();
    await expect(gate.exclusive(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.shared(async () => 'after')).resolves.toBe('after');
  });
});
