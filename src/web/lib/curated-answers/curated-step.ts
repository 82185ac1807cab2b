import { curatedMatchStep } from '@common/curated-answers';
import type { RunStep } from '@common/testing';

/** A curated step's match score (0-1), or null for any other step or an output it does not recognise. */
export function curatedStepScore(step: RunStep): number | null {
  if (step.type !== 'curated') return null;
  const parsed = curatedMatchStep.safeParse(step.output);
  return parsed.success ? parsed.data.score : null;
}
