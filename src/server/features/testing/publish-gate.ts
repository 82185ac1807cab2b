import type { FailingCase } from '../../../common/versions';
import type { AppDeps } from '../../platform/deps';
import { runCaseOn, type CaseTarget } from './case-runner';
import { passesByContainment } from './pass-rule';
import { listTestCases } from './queries';

/** Whether the agent has any case that can fail (one with an expected output); publishing without one runs nothing. */
export async function hasGradedCases(deps: AppDeps, agentId: string): Promise<boolean> {
  return (await listTestCases(deps.db, agentId)).some((c) => passesByContainment(c.expectedOutput, '') !== null);
}

/** Runs the agent's graded cases against the target, one after another, and returns those that fail. */
export async function failingCasesOn(deps: AppDeps, target: CaseTarget): Promise<FailingCase[]> {
  const cases = (await listTestCases(deps.db, target.agentId)).filter((c) => passesByContainment(c.expectedOutput, '') !== null);
  const failing: FailingCase[] = [];
  for (const c of cases) {
    const { turn, grade } = await runCaseOn(deps, target, c);
    if (grade.passed !== false) continue;
    failing.push({ id: c.id, name: c.name, input: c.input, expected: c.expectedOutput ?? '', got: turn.status === 'error' ? `Error: ${turn.error}` : turn.output, reason: grade.reason });
  }
  return failing;
}
