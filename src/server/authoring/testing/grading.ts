import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { StructuredBy } from '../../../common/testing';
import { generateStructured } from '../../runtime/index';
import { passesByContainment } from './pass-rule';

const verdict = z.object({ passed: z.boolean(), reason: z.string() });

export interface Grade {
  passed: boolean | null;
  gradedBy: 'contains' | 'model';
  /** gradedBy 'model': how its verdict was read */
  structuredBy?: StructuredBy;
  reason: string;
}

/**
 * With a real model the agent's model judges whether the answer satisfies the expected output;
 * otherwise (or if that call fails or cannot be read) the containment rule decides.
 */
export async function gradeAnswer(expected: string | null, actual: string, model: LanguageModel | null, timeoutMs: number): Promise<Grade> {
  const contained = passesByContainment(expected, actual);
  if (contained === null) return { passed: null, gradedBy: 'contains', reason: 'No expected output to compare with.' };
  if (model) {
    try {
      const answer = await generateStructured({
        model,
        schema: verdict,
        name: 'submit_grade',
        description: 'Submit whether the answer passes, and why in one sentence.',
        timeoutMs,
        system: 'You grade answers of a customer-facing AI agent. Pass when the answer conveys the facts of the expected answer, even if worded differently; fail when it contradicts or omits them.',
        prompt: `Expected answer:\n${expected}\n\nActual answer:\n${actual}`,
      });
      return { passed: answer.value.passed, gradedBy: 'model', structuredBy: answer.structuredBy, reason: answer.value.reason };
    } catch {
      // fall through to the containment rule: a grading failure must not lose the run
    }
  }
  return {
    passed: contained,
    gradedBy: 'contains',
    reason: contained ? 'The expected output appears in the answer.' : 'The expected output does not appear in the answer.',
  };
}
