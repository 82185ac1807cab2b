import type { AppDeps } from '../../platform/deps';
import { executeTurn, resolveAgentModel, type TurnResult, type AgentSnapshot } from '../../runtime/index';
import type { TurnActions } from '../../tools/index';
import { gradeAnswer, type Grade } from './grading';
import type { TestCaseRow } from './queries';

/** What a test case runs against: the agent's draft settings or a version's frozen snapshot. */
export interface CaseTarget {
  agentId: string;
  projectId: string;
  agent: AgentSnapshot;
  /** null for the draft and for a version not yet published */
  agentVersionId: string | null;
  sessionId: string;
  /** 'draft' or the version label, recorded with the case's result */
  label: string;
}

export interface CaseVerdict {
  turn: TurnResult;
  grade: Grade;
}

/** Runs one case as a test turn (kept out of production analytics) and grades its answer the way the Testing Console does. */
export async function runCaseOn(deps: AppDeps, actions: TurnActions, target: CaseTarget, row: TestCaseRow): Promise<CaseVerdict> {
  const turn = await executeTurn(deps, {
    agentId: target.agentId,
    projectId: target.projectId,
    agentVersionId: target.agentVersionId,
    channel: 'test',
    isTest: true,
    sessionId: target.sessionId,
    agent: target.agent,
    history: [],
    input: row.input,
    enableRag: true,
    enableTools: true,
    actions,
  });
  if (turn.status === 'error') return { turn, grade: { passed: false, gradedBy: 'contains', reason: turn.error ?? 'The run failed.' } };
  const resolved = await resolveAgentModel(deps, target.projectId, target.agent);
  const grade = await gradeAnswer(row.expectedOutput, turn.output, resolved.offline ? null : resolved.model, deps.config.MODEL_TIMEOUT_MS);
  return { turn, grade };
}
