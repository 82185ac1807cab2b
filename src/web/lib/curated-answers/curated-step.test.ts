import { describe, expect, it } from 'vitest';
import type { RunStep } from '@common/testing';
import { curatedStepScore } from './curated-step';

const step = (type: RunStep['type'], output: unknown): RunStep => ({ type, name: 'x', startedAt: '2026-01-01T00:00:00.000Z', durationMs: 1, output });

describe('curatedStepScore', () => {
  it('reads the score of a curated step', () => {
    expect(curatedStepScore(step('curated', { pairId: 'p1', score: 0.82, mode: 'reply' }))).toBe(0.82);
  });
  it('is null for other steps and outputs it does not recognise', () => {
    expect(curatedStepScore(step('retrieval', { pairId: 'p1', score: 0.82, mode: 'reply' }))).toBeNull();
    expect(curatedStepScore(step('curated', { score: 'high' }))).toBeNull();
    expect(curatedStepScore(step('curated', undefined))).toBeNull();
  });
});
