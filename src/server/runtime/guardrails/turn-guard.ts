import { GUARDRAIL_HANDOFF_MESSAGES, refusalMessageOf, type GuardrailAction, type GuardrailCheck, type GuardrailSettings } from '../../../common/guardrails';
import type { RunStep } from '../../../common/testing';
import { maskedExcerpt } from './excerpt';
import { detectInjection } from './injection';
import { buildLeakIndex, createLeakStream, detectLeak, type LeakIndex } from './leakage';
import { cutToLength } from './length';
import { removeLinks } from './links';
import { createPiiVault, type PiiVault } from './pii';
import { detectTopic } from './topics';

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
}

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

  constructor(private readonly input: TurnGuardInput) {
    this.s = input.settings;
    this.leaks = this.s.leakage.enabled ? buildLeakIndex(input.instructions) : null;
    this.vault = this.s.pii.enabled ? createPiiVault() : null;
    this.leakStream = this.leaks && this.s.leakage.action !== 'flag' ? createLeakStream(this.leaks) : null;
  }

  private record(check: GuardrailCheck, action: GuardOutcome, source: GuardSource, excerpt: string, started: number, detail?: Record<string, unknown>): void {
    this.steps.push({
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
