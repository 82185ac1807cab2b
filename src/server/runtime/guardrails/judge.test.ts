import { describe, expect, it } from 'vitest';
import { judgeMessage, type JudgeCall } from './judge-call';
import { JUDGE_PROMPT_OPENING, judgePrompt, parseVerdict } from './judge-prompt';

const topics = [
  { description: 'Legal advice about lawsuits', keywords: [] },
  { description: 'Our competitors', keywords: ['nike'] },
];
const ask = { topics, injection: true };

describe('judgePrompt', () => {
  it('lists the topics by number, asks for the fields the checks need, and fences the message as data', () => {
    const { system, prompt } = judgePrompt({ ...ask, message: 'Can I sue my landlord?', earlier: ['hi', 'a', 'b', 'c'] });
    expect(system.startsWith(JUDGE_PROMPT_OPENING)).toBe(true);
    expect(system).toContain('1. Legal advice about lawsuits');
    expect(system).toContain('2. Our competitors (e.g. nike)');
    expect(system).toContain('"topic": <number or null>, "injection": <true or false>');
    expect(prompt).toContain('<message>Can I sue my landlord?</message>');
    // the last three earlier messages only
    expect(prompt).not.toContain('<earlier>hi</earlier>');
    expect(prompt).toContain('<earlier>c</earlier>');
  });

  it('leaves out what is off', () => {
    const { system } = judgePrompt({ topics: [], injection: true, message: 'x', earlier: [] });
    expect(system).not.toContain('Blocked topics');
    expect(system).toContain('{"injection": <true or false>, "reason"');
    expect(judgePrompt({ topics, injection: false, message: 'x', earlier: [] }).system).not.toContain('"injection"');
  });
});

describe('parseVerdict', () => {
  it('reads the topic by its number and the injection flag', () => {
    expect(parseVerdict('{"topic": 1, "injection": false, "reason": "asks to sue"}', ask)).toEqual({ topic: 0, injection: false, reason: 'asks to sue' });
    expect(parseVerdict('{"topic": null, "injection": true, "reason": "override"}', ask)).toEqual({ topic: null, injection: true, reason: 'override' });
  });

  it('takes what small models write: code fences, prose around, strings for numbers and booleans, trailing commas', () => {
    expect(parseVerdict('Sure!\n```json\n{"topic": "2", "injection": "false", "reason": "brand",}\n```', ask)).toMatchObject({ topic: 1, injection: false });
    expect(parseVerdict('{"topic": "null", "injection": "true"}', ask)).toEqual({ topic: null, injection: true, reason: '' });
  });

  it('refuses what cannot be read: no JSON, a topic outside the list, a needed field missing', () => {
    expect(parseVerdict('The message is fine.', ask)).toBeNull();
    expect(parseVerdict('{"topic": 3, "injection": false}', ask)).toBeNull();
    expect(parseVerdict('{"topic": 1.5, "injection": false}', ask)).toBeNull();
    expect(parseVerdict('{"injection": false}', ask)).toBeNull();
    expect(parseVerdict('{"topic": null}', ask)).toBeNull();
    expect(parseVerdict('{"topic": null, "injection": "maybe"}', ask)).toBeNull();
    expect(parseVerdict('[1, 2]', ask)).toBeNull();
  });

  it('ignores the fields of checks that are off', () => {
    expect(parseVerdict('{"injection": true}', { topics: [], injection: false })).toEqual({ topic: null, injection: false, reason: '' });
  });
});

describe('judgeMessage', () => {
  const message = { ...ask, message: 'Can I sue?', earlier: [] };
  const never = new AbortController().signal;
  const answering = (text: string, delayMs = 0): JudgeCall => async ({ signal }) => {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs);
      signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('aborted'))));
    });
    return { text, tokensIn: 30, tokensOut: 9 };
  };

  it('a verdict with its tokens', async () => {
    expect(await judgeMessage(answering('{"topic": 1, "injection": false, "reason": "r"}'), message, 1000, never)).toEqual({ kind: 'verdict', verdict: { topic: 0, injection: false, reason: 'r' }, tokensIn: 30, tokensOut: 9 });
  });

  it('malformed text still counts its tokens', async () => {
    expect(await judgeMessage(answering('fine'), message, 1000, never)).toEqual({ kind: 'malformed', tokensIn: 30, tokensOut: 9 });
  });

  it('times out, fails, or is cancelled without throwing', async () => {
    expect(await judgeMessage(answering('{}', 500), message, 20, never)).toEqual({ kind: 'timeout' });
    // a call that ignores the abort does not hold the turn either
    const deaf: JudgeCall = () => new Promise((resolve) => setTimeout(() => resolve({ text: '{}', tokensIn: 1, tokensOut: 1 }), 500));
    expect(await judgeMessage(deaf, message, 20, never)).toEqual({ kind: 'timeout' });
    expect(await judgeMessage(() => Promise.reject(new Error('503 overloaded')), message, 1000, never)).toEqual({ kind: 'error', message: '503 overloaded' });
    const cancel = new AbortController();
    const pending = judgeMessage(answering('{}', 500), message, 1000, cancel.signal);
    cancel.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });
});
