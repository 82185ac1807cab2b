import { GUARDRAIL_HANDOFF_MESSAGES, refusalMessageOf, type GuardrailAction, type GuardrailCheck, type GuardrailSettings } from '../../../common/guardrails';
import type { RunStep } from '../../../common/testing';
import { maskedExcerpt } from './excerpt';
import { detectInjection } from './injection';
import { buildLeakIndex, createLeakStream, detectLeak, type LeakIndex } from './leakage';
import { cutToLength } from './length';
import { removeLinks } from './links';
import { createPiiVault, type PiiVault } from './pii';
import { detectTopic } from './topics';
import { judgeMessage, type JudgeCall, type Judgement } from './judge-call';

/** Where the text a check read came from. */
export type GuardSource = 'visitor' | 'tool' | 'passage' | 'answer';
/** What a fired check did: the owner's action, or what the masking, length and link checks always do. */
export type GuardOutcome = GuardrailAction | 'mask' | 'cut' | 'remove';

/** A check that stops the turn: the visitor gets `message` instead of the answer. */
export interface GuardStop {
  check: GuardrailCheck;
  action: 'refuse' | 'handoff';
  message: string;
  /** the reason a person is asked for (handoff) */
  reason: string;
}

export interface TurnGuardInput {
  settings: GuardrailSettings;
  language: string;
  /** the owner's own instructions: what must not leak */
  instructions: string[];
  now: () => number;
  /** the configured model judges the visitor's message too (docs/decisions/0046); absent with the offline model or the switch off */
  judge?: { call: JudgeCall; timeoutMs: number };
}

/** What the model's judgement added to the turn: its steps and its tokens. */
export interface JudgeUsage {
  steps: RunStep[];
  tokensIn: number;
  tokensOut: number;
}

/** What a judgement that gave no verdict records: the heuristics' verdict stands. */
const JUDGE_FAILURES: Partial<Record<Judgement['kind'], (timeoutMs: number, message: string) => string>> = {
  timeout: (ms) => `No verdict within ${ms} ms: the heuristics' verdict stands`,
  malformed: () => "The judgement was not the JSON asked for: the heuristics' verdict stands",
  error: (_, message) => `The judgement failed (${message}): the heuristics' verdict stands`,
  cancelled: () => 'The turn ended before the verdict',
};

/**
 * One turn's guardrails (docs/decisions/0046): what the visitor sent (topics, injection), what tools
 * and retrieved passages hand the model (injection), personal data kept from the model (pii), and
 * the answer (leakage as it streams and once whole, length, links). Every check that fires adds
 * a 'guardrail' step; the first refuse or handoff stops the turn.
 */
export class TurnGuard {
  readonly steps: RunStep[] = [];
  stop: GuardStop | null = null;
  private readonly s: GuardrailSettings;
  private readonly leaks: LeakIndex | null;
  private readonly vault: PiiVault | null;
  private readonly leakStream: ReturnType<typeof createLeakStream> | null;
  /** the answer reached the maximum length while streaming (recorded once) */
  private lengthStopped = false;
  private judging: Promise<GuardStop | null> | null = null;
  private readonly judgeCancel = new AbortController();
  private readonly judged: JudgeUsage = { steps: [], tokensIn: 0, tokensOut: 0 };

  constructor(private readonly input: TurnGuardInput) {
    this.s = input.settings;
    this.leaks = this.s.leakage.enabled ? buildLeakIndex(input.instructions) : null;
    this.vault = this.s.pii.enabled ? createPiiVault() : null;
    this.leakStream = this.leaks && this.s.leakage.action !== 'flag' ? createLeakStream(this.leaks) : null;
  }

  private record(check: GuardrailCheck, action: GuardOutcome, source: GuardSource, excerpt: string, started: number, detail?: Record<string, unknown>, into = this.steps): void {
    into.push({
      type: 'guardrail',
      name: check,
      startedAt: new Date(started).toISOString(),
      durationMs: this.input.now() - started,
      input: { source, excerpt },
      output: { action, ...detail },
    });
  }

  /** Applies the owner's action of a check that fired: refuse and handoff stop the turn. */
  private act(check: GuardrailCheck, action: GuardrailAction, reason: string): GuardStop | null {
    if (action === 'flag' || this.stop) return this.stop;
    const message = action === 'handoff' ? (this.input.language === 'es' ? GUARDRAIL_HANDOFF_MESSAGES.es : GUARDRAIL_HANDOFF_MESSAGES.en) : refusalMessageOf(this.s, this.input.language);
    this.stop = { check, action, message, reason };
    return this.stop;
  }

  /** The visitor's message, before the model: blocked topics, then injection (split across the earlier messages too). */
  checkVisitor(text: string, earlier: string[]): GuardStop | null {
    const t0 = this.input.now();
    if (this.s.topics.enabled) {
      const topic = detectTopic(text, this.s.topics.list);
      if (topic) {
        this.record('topic', this.s.topics.action, 'visitor', maskedExcerpt(text, topic.keyword), t0, { topic: topic.topic.slice(0, 120) });
        const stop = this.act('topic', this.s.topics.action, `Blocked topic: ${topic.topic}`);
        if (stop) return stop;
      }
    }
    return this.checkInjection('visitor', text, earlier, t0);
  }

  /**
   * Starts the model's judgement of the visitor's message, when a judge is configured and the
   * heuristics found nothing (a heuristic hit needs no model call). The turn goes on meanwhile;
   * `verdict()` waits for it.
   */
  judgeVisitor(text: string, earlier: string[]): boolean {
    const judge = this.input.judge;
    const topics = this.s.topics.enabled ? this.s.topics.list : [];
    if (!judge || this.judging || this.steps.length > 0 || (topics.length === 0 && !this.s.injection.enabled)) return false;
    const t0 = this.input.now();
    this.judging = judgeMessage(judge.call, { topics, injection: this.s.injection.enabled, message: text, earlier }, judge.timeoutMs, this.judgeCancel.signal).then((j) => this.applyJudgement(j, text, t0));
    return true;
  }

  /** The judgement's stop, once it is in (null at once when no judgement runs). */
  verdict(): Promise<GuardStop | null> {
    return this.judging ?? Promise.resolve(null);
  }

  /** The turn ended without waiting for the verdict: what it held back is not sent. */
  get judgementCancelled(): boolean {
    return this.judgeCancel.signal.aborted;
  }

  /** Ends a judgement the turn no longer waits for, and hands over what it cost and recorded. */
  async finishJudgement(): Promise<JudgeUsage> {
    if (this.judging) {
      this.judgeCancel.abort();
      await this.judging;
    }
    return this.judged;
  }

  private applyJudgement(j: Judgement, text: string, t0: number): GuardStop | null {
    const durationMs = this.input.now() - t0;
    const tokens = j.kind === 'verdict' || j.kind === 'malformed' ? { tokensIn: j.tokensIn, tokensOut: j.tokensOut } : { tokensIn: 0, tokensOut: 0 };
    this.judged.tokensIn += tokens.tokensIn;
    this.judged.tokensOut += tokens.tokensOut;
    const verdict = j.kind !== 'verdict' ? j.kind : j.verdict.topic !== null ? 'topic' : j.verdict.injection ? 'injection' : 'clean';
    const error = JUDGE_FAILURES[j.kind]?.(this.input.judge?.timeoutMs ?? 0, j.kind === 'error' ? j.message : '');
    this.judged.steps.push({
      type: 'model',
      name: 'guardrail-judge',
      startedAt: new Date(t0).toISOString(),
      durationMs,
      input: { purpose: 'guardrail judge', excerpt: maskedExcerpt(text) },
      output: { verdict, ...(j.kind === 'verdict' ? { reason: j.verdict.reason } : {}) },
      ...tokens,
      ...(error ? { error } : {}),
    });
    if (j.kind !== 'verdict') return null;
    const { topic, injection, reason } = j.verdict;
    const detail = { by: 'model', reason };
    if (topic !== null) {
      const description = this.s.topics.list[topic].description;
      this.record('topic', this.s.topics.action, 'visitor', maskedExcerpt(text), t0, { ...detail, topic: description.slice(0, 120) }, this.judged.steps);
      const stop = this.act('topic', this.s.topics.action, `Blocked topic: ${description}`);
      if (stop) return stop;
    }
    if (injection) {
      this.record('injection', this.s.injection.action, 'visitor', maskedExcerpt(text), t0, detail, this.judged.steps);
      return this.act('injection', this.s.injection.action, "Prompt injection in the visitor's message (the model's judgement)");
    }
    return null;
  }

  /** A tool's result or a retrieved passage, before the model reads it. */
  checkContent(source: 'tool' | 'passage', text: string): GuardStop | null {
    return this.checkInjection(source, text, [], this.input.now());
  }

  private checkInjection(source: GuardSource, text: string, earlier: string[], t0: number): GuardStop | null {
    if (!this.s.injection.enabled) return null;
    const found = detectInjection(text, earlier);
    if (!found) return null;
    this.record('injection', this.s.injection.action, source, maskedExcerpt(text, found.match), t0, { family: found.family, carried: found.carried });
    return this.act('injection', this.s.injection.action, `Prompt injection (${found.family}) in ${source === 'visitor' ? "the visitor's message" : `a ${source}`}`);
  }

  /** Personal data out of a text bound for the model (recorded once per turn, as counts). */
  mask(text: string): string {
    return this.vault ? this.vault.mask(text) : text;
  }

  /** Placeholders back to their values (tool arguments, the answer). */
  restore(text: string): string {
    return this.vault ? this.vault.restore(text) : text;
  }

  /** Records the masking when anything was masked: how many of each kind, never the values. */
  recordMasking(): void {
    if (!this.vault) return;
    const counts = this.vault.counts();
    if (counts.email + counts.phone + counts.card === 0) return;
    this.record('pii', 'mask', 'visitor', Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`).join(', '), this.input.now(), counts);
  }

  /**
   * Before a streamed piece leaves: false when the answer so far leaks the instructions (the
   * piece is held and, by the owner's action, the answer stopped) or is past the maximum length.
   */
  allowPiece(soFar: string, piece: string): boolean {
    if (this.leakStream) {
      const leak = this.leakStream.push(piece);
      if (leak) {
        this.record('leakage', this.s.leakage.action, 'answer', maskedExcerpt(leak), this.input.now(), { streaming: true });
        this.act('leakage', this.s.leakage.action, 'The answer reproduced the instructions');
        return false;
      }
    }
    if (this.s.length.enabled && soFar.length >= this.s.length.maxChars) {
      if (!this.lengthStopped) this.record('length', 'cut', 'answer', maskedExcerpt(soFar.slice(this.s.length.maxChars - 40)), this.input.now(), { streaming: true, maxChars: this.s.length.maxChars });
      this.lengthStopped = true;
      return false;
    }
    return true;
  }

  /** The whole answer, before it is sent and stored: leakage, length, links, placeholders restored. */
  finishAnswer(answer: string): string {
    if (this.stop) return this.stop.message;
    const t0 = this.input.now();
    if (this.leaks) {
      const leak = detectLeak(answer, this.leaks);
      if (leak) {
        this.record('leakage', this.s.leakage.action, 'answer', maskedExcerpt(leak), t0);
        const stop = this.act('leakage', this.s.leakage.action, 'The answer reproduced the instructions');
        if (stop) return stop.message;
      }
    }
    let text = this.restore(answer);
    if (this.s.links.enabled) {
      const { text: kept, removed } = removeLinks(text, this.s.links.allowedDomains);
      if (removed.length > 0) {
        this.record('links', 'remove', 'answer', maskedExcerpt(removed.join(' ')), t0, { removed: removed.length });
        text = kept;
      }
    }
    if (this.s.length.enabled) {
      const cut = cutToLength(text, this.s.length.maxChars);
      if (cut !== null) {
        if (!this.lengthStopped) this.record('length', 'cut', 'answer', maskedExcerpt(text.slice(this.s.length.maxChars - 40)), t0, { chars: text.length, maxChars: this.s.length.maxChars });
        text = cut;
      }
    }
    return text;
  }
}
