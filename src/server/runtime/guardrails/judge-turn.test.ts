import { describe, expect, it } from 'vitest';
import { guardrailSettings, readGuardrails } from '../../../common/guardrails';
import type { ChatModel } from '../../models/model-calls/index';
import { runAgent } from '../run-agent';
import type { AgentSnapshot } from '../types';
import type { JudgeCall } from './judge-call';
import { TurnGuard } from './turn-guard';

const agent = {
  name: 'Shop',
  systemPrompt: 'You help with shoes.',
  rules: null,
  fallbackMessage: null,
  starters: [],
  companyInfo: null,
  defaultLanguage: 'en',
  modelProvider: 'openai',
  modelName: 'gpt-4o-mini',
  modelSettings: { temperature: 0.2, topP: 1, maxTokens: 500 },
  datasetId: null,
  enabledTools: {},
  toolConfigs: {},
} as unknown as AgentSnapshot;

/** A model that streams its answer word by word, a few ms apart, logging each piece. */
function streamingModel(text: string, log: string[]): ChatModel {
  return {
    step: async ({ onText, signal }) => {
      for (const piece of text.match(/\S+\s*/g) ?? []) {
        if (signal.aborted) throw new Error('aborted');
        onText(piece);
        log.push(`model:${piece.trim()}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      return { text, toolCalls: [], finishReason: 'stop', inputTokens: 100, outputTokens: 20 };
    },
  };
}

function judgeAnswering(text: string, delayMs: number, log: string[]): JudgeCall {
  return async () => {
    await new Promise((r) => setTimeout(r, delayMs));
    log.push('verdict');
    return { text, tokensIn: 40, tokensOut: 10 };
  };
}

function turn(judgeText: string, delayMs: number, answer = 'We have sizes 36 to 46.') {
  const log: string[] = [];
  const settings = guardrailSettings.parse({ injection: { enabled: true }, topics: { enabled: true, list: [{ description: 'Legal advice', keywords: [] }] } });
  const guard = new TurnGuard({ settings, language: 'en', instructions: [], now: Date.now, judge: { call: judgeAnswering(judgeText, delayMs, log), timeoutMs: 1000 } });
  const run = runAgent({
    agent,
    model: streamingModel(answer, log),
    provider: 'openai',
    modelId: 'gpt-4o-mini',
    history: [],
    input: 'Which sizes?',
    tools: {},
    guard,
    timeoutMs: 5000,
    onDelta: (text, replace) => log.push(`${replace ? 'replace' : 'sent'}:${text}`),
  });
  return { log, run };
}

describe('the model judgement in a turn', () => {
  it('holds the answer until a clean verdict, then sends it; its tokens count in the turn', async () => {
    const { log, run } = turn('{"topic": null, "injection": false, "reason": "sizes"}', 40);
    const outcome = await run;
    const firstSent = log.findIndex((l) => l.startsWith('sent:'));
    expect(log.indexOf('verdict')).toBeLessThan(firstSent);
    expect(log.filter((l) => l.startsWith('sent:')).map((l) => l.slice(5)).join('')).toBe('We have sizes 36 to 46.');
    expect(outcome.output).toBe('We have sizes 36 to 46.');
    expect(outcome.tokensIn).toBe(140);
    expect(outcome.tokensOut).toBe(30);
    expect(outcome.steps.find((s) => s.name === 'guardrail-judge')).toMatchObject({ type: 'model', tokensIn: 40, output: { verdict: 'clean' } });
  });

  it('a verdict that blocks replaces the answer: no piece of it was sent', async () => {
    const { log, run } = turn('{"topic": 1, "injection": false, "reason": "legal"}', 30);
    const outcome = await run;
    expect(log.filter((l) => l.startsWith('sent:') || l.startsWith('replace:'))).toEqual([`sent:${outcome.output}`]);
    expect(outcome.output).toContain("can't help");
    expect(outcome.guardStop).toMatchObject({ check: 'topic', action: 'refuse' });
    expect(outcome.steps.find((s) => s.type === 'guardrail')).toMatchObject({ name: 'topic', output: { action: 'refuse', by: 'model', topic: 'Legal advice' } });
  });

  it('a verdict after the model finished still comes first', async () => {
    const { log, run } = turn('{"topic": null, "injection": true, "reason": "override"}', 120, 'Hi.');
    const outcome = await run;
    expect(log.filter((l) => l.startsWith('sent:'))).toEqual([`sent:${outcome.output}`]);
    expect(outcome.guardStop?.check).toBe('injection');
  });
});

describe('readGuardrails', () => {
  it('settings stored before the switch existed run without the judgement; new settings have it on', () => {
    expect(readGuardrails({ injection: { enabled: true } }).judge.enabled).toBe(false);
    expect(readGuardrails({ injection: { enabled: true }, judge: { enabled: true } }).judge.enabled).toBe(true);
    expect(guardrailSettings.parse({}).judge.enabled).toBe(true);
  });
});
