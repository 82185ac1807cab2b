import { describe, expect, it } from 'vitest';
import type { Execution } from '@common/workflows';
import { formatExecutionDuration, isExecutionRunning, summarizeNodeOutput } from './execution-format';

const times = (over: Partial<Pick<Execution, 'startTime' | 'endTime' | 'duration'>> = {}) => ({
  startTime: '2025-01-01T10:00:00.000Z',
  endTime: '2025-01-01T10:00:01.234Z',
  duration: 1.23,
  ...over,
});

describe('formatExecutionDuration', () => {
  it('shows the server duration with 2 decimals', () => {
    expect(formatExecutionDuration(times())).toBe('1.23');
    expect(formatExecutionDuration(times({ duration: 2 }))).toBe('2.00');
    expect(formatExecutionDuration(times({ duration: 0.005 }))).toBe('0.01');
  });

  it('is null (Running...) until an end time exists, whatever the duration says', () => {
    expect(formatExecutionDuration(times({ endTime: null, duration: null }))).toBeNull();
    expect(formatExecutionDuration(times({ endTime: null, duration: 3 }))).toBeNull();
  });

  it('falls back to the start and end times', () => {
    expect(formatExecutionDuration(times({ duration: null }))).toBe('1.23');
    expect(formatExecutionDuration(times({ duration: null, endTime: '2025-01-01T10:01:05.000Z' }))).toBe('65.00');
  });

  it('never shows a negative or broken duration', () => {
    expect(formatExecutionDuration(times({ duration: null, endTime: '2025-01-01T09:59:59.000Z' }))).toBe('0.00');
    expect(formatExecutionDuration(times({ duration: null, startTime: 'not a date' }))).toBe('0.00');
  });
});

describe('summarizeNodeOutput', () => {
  it('describes a sent e-mail with its recipient', () => {
    expect(summarizeNodeOutput({ output: { emailSent: true, to: 'ana@example.com' } })).toEqual({ kind: 'email', to: 'ana@example.com' });
    expect(summarizeNodeOutput({ output: { emailSent: true, to: ' ' } })).toEqual({ kind: 'email', to: null });
  });

  it('describes a called webhook with its status code', () => {
    expect(summarizeNodeOutput({ output: { webhookCalled: true, statusCode: 201 } })).toEqual({ kind: 'webhook', statusCode: 201 });
    expect(summarizeNodeOutput({ output: { webhookCalled: true } })).toEqual({ kind: 'webhook', statusCode: null });
  });

  it('says nothing when the node sent nothing', () => {
    expect(summarizeNodeOutput({ output: null })).toBeNull();
    expect(summarizeNodeOutput({ output: {} })).toBeNull();
    expect(summarizeNodeOutput({ output: { emailSent: false, webhookCalled: false } })).toBeNull();
  });
});

describe('isExecutionRunning', () => {
  it('is true only for a running execution', () => {
    expect(isExecutionRunning({ status: 'running' })).toBe(true);
    expect(isExecutionRunning({ status: 'success' })).toBe(false);
    expect(isExecutionRunning(undefined)).toBe(false);
  });
});
