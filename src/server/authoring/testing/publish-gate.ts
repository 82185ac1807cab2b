import type { FailingCase } from '../../../common/versions';
import type { AppDeps } from '../../platform/deps';
import type { TurnActions } from '../../tools/index';
import type { PublishGate } from '../versions/index';
import { mapLimited } from '../../platform/map-limited';
import { runCaseOn, type CaseTarget } from './case-runner';
import { passesByContainment } from './pass-rule';
import { listTestCases } from './queries';

/** Whether the agent has any case that can fail (one with an expected output); publishing without one runs nothing. */
async function hasGradedCases(deps: AppDeps, agentId: string): Promise<boolean> {
  return (await listTestCases(deps.db, agentId)).some((c) => passesByContainment(c.expectedOutput, '') !== null);
}

/** Cases run at once while publishing: faster than one by one, without flooding the provider's rate limit. */
const PUBLISH_CASE_CONCURRENCY = 4;

/** Runs the agent's graded cases against the target and returns those that fail, in the cases' order. */
async function failingCasesOn(deps: AppDeps, actions: TurnActions, target: CaseTarget): Promise<FailingCase[]> {
  const cases = (await listTestCases(deps.db, target.agentId)).filter((c) => passesByContainment(c.expectedOutput, '') !== null);
  const verdicts = await mapLimited(cases, PUBLISH_CASE_CONCURRENCY, (c) => runCaseOn(deps, actions, target, c));
  return cases.flatMap((c, i): FailingCase[] => {
    const { turn, grade } = verdicts[i];
    if (grade.passed !== false) return [];
    return [{ id: c.id, name: c.name, input: c.input, expected: c.expectedOutput ?? '', got: turn.status === 'error' ? `Error: ${turn.error}` : turn.output, reason: grade.reason }];
  });
}

/** What publishing runs first: the agent's graded cases, their test turns given `actions`. */
export function publishGate(actions: TurnActions): PublishGate {
  return { hasGradedCases, failingCasesOn: (deps, target) => failingCasesOn(deps, actions, target) };
}
