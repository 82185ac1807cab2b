import { generateText, type LanguageModel } from 'ai';
import { judgePrompt, parseVerdict, type JudgeAsk, type JudgeVerdict } from './judge-prompt';

/** One call to the judging model: its text and tokens. */
export type JudgeCall = (req: { system: string; prompt: string; signal: AbortSignal }) => Promise<{ text: string; tokensIn: number; tokensOut: number }>;

/** How a judgement ended: a verdict, or why the heuristics' verdict stands. */
export type Judgement =
  | { kind: 'verdict'; verdict: JudgeVerdict; tokensIn: number; tokensOut: number }
  | { kind: 'malformed'; tokensIn: number; tokensOut: number }
  | { kind: 'timeout' }
  | { kind: 'error'; message: string }
  /** the turn ended first (a passage refused, the provider failed) */
  | { kind: 'cancelled' };

const JUDGE_MAX_OUTPUT_TOKENS = 80;

/** The agent's own model as the judge: a short, deterministic text answer read as JSON (no `response_format`, which small servers refuse). */
export function judgeWithModel(model: LanguageModel): JudgeCall {
  return async ({ system, prompt, signal }) => {
    const result = await generateText({ model, system, prompt, maxOutputTokens: JUDGE_MAX_OUTPUT_TOKENS, temperature: 0, maxRetries: 0, abortSignal: signal });
    return { text: result.text, tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
  };
}

/** Asks the judge, within `timeoutMs`; never throws. `cancel` ends the call when the turn no longer needs it. */
export async function judgeMessage(call: JudgeCall, ask: JudgeAsk, timeoutMs: number, cancel: AbortSignal): Promise<Judgement> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([timeout, cancel]);
  const { system, prompt } = judgePrompt(ask);
  const stopped = new Promise<'timeout' | 'cancelled'>((resolve) => {
    const done = () => resolve(cancel.aborted ? 'cancelled' : 'timeout');
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });
  try {
    // a provider that ignores the abort must not hold the visitor past the timeout
    const raced = await Promise.race([call({ system, prompt, signal }), stopped]);
    if (raced === 'timeout' || raced === 'cancelled') return { kind: raced };
    const verdict = parseVerdict(raced.text, ask);
    return verdict ? { kind: 'verdict', verdict, tokensIn: raced.tokensIn, tokensOut: raced.tokensOut } : { kind: 'malformed', tokensIn: raced.tokensIn, tokensOut: raced.tokensOut };
  } catch (err) {
    if (cancel.aborted) return { kind: 'cancelled' };
    if (timeout.aborted) return { kind: 'timeout' };
    return { kind: 'error', message: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
}
