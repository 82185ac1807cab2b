import { describe, expect, it } from 'vitest';
import { canUndo, checkpoint, HISTORY_LIMIT, record, replacePresent, startHistory, undo } from './graph-history';

describe('graph history', () => {
  it('undoes recorded changes one at a time, newest first', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });

  it('does not record a change that changed nothing, nor a transient one', () => {
    const history = record(startHistory('a'), 'a');
    expect(canUndo(history)).toBe(false);
    const moved = replacePresent(history, 'a-selected');
    expect(moved.present).toBe('a-selected');
    expect(canUndo(moved)).toBe(false);
  });

  it('brings a drag back in one step through a checkpoint', () => {
    let history = checkpoint(startHistory({ x: 0 }));
    history = replacePresent(history, { x: 10 });
    history = replacePresent(history, { x: 20 });
    expect(undo(history).present).toEqual({ x: 0 });
  });

  it('keeps at most HISTORY_LIMIT past states', () => {
    let history = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) history = record(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});
