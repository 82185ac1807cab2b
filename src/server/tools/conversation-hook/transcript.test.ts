import { describe, expect, it } from 'vitest';
import { displayEndpoint } from './deliver-hook';
import { toTranscript } from './transcript';

const at = new Date('2025-03-01T10:00:00Z');
const turn = (userInput: string, agentOutput: string | null, status = 'completed') => ({ userInput, agentOutput, status, createdAt: at });

describe('toTranscript', () => {
  it('lists each message and the answer the visitor saw, oldest first', () => {
    expect(toTranscript([turn('hi', 'Hello!'), turn('limit?', 'The assistant is resting.', 'limited'), turn('broken', 'partial', 'error'), turn('empty', '')])).toEqual([
      { role: 'user', content: 'hi', at: at.toISOString() },
      { role: 'assistant', content: 'Hello!', at: at.toISOString() },
      { role: 'user', content: 'limit?', at: at.toISOString() },
      { role: 'assistant', content: 'The assistant is resting.', at: at.toISOString() },
      { role: 'user', content: 'broken', at: at.toISOString() },
      { role: 'user', content: 'empty', at: at.toISOString() },
    ]);
  });
});

describe('displayEndpoint', () => {
  it('drops the query string and fragment, which may hold tokens', () => {
    expect(displayEndpoint('https://hooks.example.com/in/abc?token=s3cret#x')).toBe('https://hooks.example.com/in/abc');
    expect(displayEndpoint('not a url?token=1')).toBe('not a url');
  });
});
