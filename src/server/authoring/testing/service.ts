import type { TestCase, TestResult, TestStats } from '../../../common/testing';
import { AppError, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { toSnapshot, requireAgent } from '../agents/index';
import { loadAgentProjectTools, type TurnActions } from '../../tools/index';
import { assertRoleCan } from '../../accounts/projects/index';
import { executeTurn, type DeltaSink, type TurnResult } from '../../runtime/index';
import type { ChatMessage } from '../../models/model-calls/index';
import { agentVersionSnapshot } from '../versions/index';
import { runCaseOn, type CaseTarget } from './case-runner';
import { deleteTestCaseRow, findMemberTestCase, insertTestCase, listTestCases, updateTestCaseRow, type TestCaseRow } from './queries';

export interface TestRequest {
  input: string;
  systemPrompt?: string;
  history: ChatMessage[];
  overrides: { model?: string; temperature?: number; enableRag: boolean; enableTools: boolean };
}

export function toTestResult(turn: TurnResult): TestResult {
  return {
    runId: turn.runId,
    output: turn.output,
    latency: turn.latency,
    tokens: { input: turn.tokensIn, output: turn.tokensOut, total: turn.tokensIn + turn.tokensOut },
    cost: turn.cost,
    steps: turn.steps,
    ragSources: turn.ragSources,
    model: turn.model,
    provider: turn.provider,
    offline: turn.offline,
    isConversationFinished: turn.isConversationFinished,
    status: turn.status,
    error: turn.error,
  };
}

/** Throws the provider failure as a 502 the console shows in its 'Test Failed' toast. */
export function assertTurnSucceeded(turn: TurnResult): void {
  if (turn.status === 'error') throw new AppError(502, turn.errorCode ?? 'PROVIDER_ERROR', turn.error ?? 'The model failed.');
}

/** One Testing Console run, stored as a test run (kept out of production analytics). */
export async function runAgentTest(deps: AppDeps, actions: TurnActions, user: SessionUser, agentId: string, req: TestRequest, onDelta?: DeltaSink): Promise<TurnResult> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const snapshot = toSnapshot(row, await loadAgentProjectTools(deps, row.id));
  if (req.systemPrompt !== undefined) snapshot.systemPrompt = req.systemPrompt;
  return executeTurn(deps, {
    agentId: row.id,
    projectId: row.projectId,
    channel: 'test',
    isTest: true,
    sessionId: `console-${user.id}`,
    agent: snapshot,
    history: req.history,
    input: req.input,
    modelOverride: req.overrides.model,
    temperature: req.overrides.temperature,
    enableRag: req.overrides.enableRag,
    enableTools: req.overrides.enableTools,
    actions,
    onDelta,
  });
}

export function toTestCase(row: TestCaseRow): TestCase {
  return {
    id: row.id,
    agentId: row.agentId,
    name: row.name,
    input: row.input,
    expectedOutput: row.expectedOutput,
    actualOutput: row.actualOutput,
    passed: row.passed,
    metadata: (row.metadata as TestCase['metadata']) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getTestCases(deps: AppDeps, user: SessionUser, agentId: string): Promise<TestCase[]> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  return (await listTestCases(deps.db, row.id)).map(toTestCase);
}

export async function createTestCase(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  body: { name: string; input: string; expectedOutput?: string | null; actualOutput?: string | null },
): Promise<TestCase> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  return toTestCase(
    await insertTestCase(deps.db, { agentId: row.id, name: body.name, input: body.input, expectedOutput: body.expectedOutput ?? null, actualOutput: body.actualOutput ?? null }),
  );
}

/** Test cases are only changed and run (reading them goes through their agent). */
async function requireTestCase(deps: AppDeps, user: SessionUser, id: string): Promise<TestCaseRow> {
  const found = await findMemberTestCase(deps.db, user.id, id);
  if (!found) throw notFound('Test case');
  assertRoleCan(found.role, 'build');
  return found.testCase;
}

export async function updateTestCase(deps: AppDeps, user: SessionUser, id: string, body: { name?: string; expectedOutput?: string | null }): Promise<TestCase> {
  const row = await requireTestCase(deps, user, id);
  const expectedChanged = body.expectedOutput !== undefined && body.expectedOutput !== row.expectedOutput;
  return toTestCase(
    await updateTestCaseRow(deps.db, row.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.expectedOutput !== undefined ? { expectedOutput: body.expectedOutput } : {}),
      // a new expectation invalidates the old verdict
      ...(expectedChanged ? { passed: null } : {}),
    }),
  );
}

export async function deleteTestCase(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  const row = await requireTestCase(deps, user, id);
  await deleteTestCaseRow(deps.db, row.id);
}

/** The agent's draft settings as a case target. */
async function draftTarget(deps: AppDeps, user: SessionUser, agentId: string): Promise<CaseTarget> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  return { agentId: row.id, projectId: row.projectId, agent: toSnapshot(row, await loadAgentProjectTools(deps, row.id)), agentVersionId: null, sessionId: `console-${user.id}`, label: 'draft' };
}

/** One of the agent's published versions as a case target; another agent's version is not found. */
async function versionTarget(deps: AppDeps, user: SessionUser, agentId: string, versionId: string): Promise<CaseTarget> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const version = await agentVersionSnapshot(deps, user, row.id, versionId);
  return { agentId: row.id, projectId: row.projectId, agent: version.agent, agentVersionId: version.id, sessionId: `console-${user.id}`, label: version.version };
}

async function executeCase(deps: AppDeps, actions: TurnActions, target: CaseTarget, row: TestCaseRow): Promise<TestCase> {
  const { turn, grade } = await runCaseOn(deps, actions, target, row);
  const updated = await updateTestCaseRow(deps.db, row.id, {
    actualOutput: turn.status === 'error' ? `Error: ${turn.error}` : turn.output,
    passed: grade.passed,
    metadata: {
      tokens: turn.tokensIn + turn.tokensOut,
      cost: turn.cost,
      latency: turn.latency,
      ragSources: turn.ragSources.length,
      gradedBy: grade.gradedBy,
      ...('structuredBy' in grade ? { structuredBy: grade.structuredBy } : {}),
      reason: grade.reason,
      target: target.label,
    },
  });
  return toTestCase(updated);
}

export async function runTestCase(deps: AppDeps, actions: TurnActions, user: SessionUser, id: string): Promise<TestCase> {
  const row = await requireTestCase(deps, user, id);
  return executeCase(deps, actions, await draftTarget(deps, user, row.agentId), row);
}

/** Runs every case of the agent, against its draft or one of its versions, one after another (a provider's rate limit stays respected). */
export async function runAllTestCases(deps: AppDeps, actions: TurnActions, user: SessionUser, agentId: string, versionId?: string): Promise<TestCase[]> {
  const target = versionId ? await versionTarget(deps, user, agentId, versionId) : await draftTarget(deps, user, agentId);
  const results: TestCase[] = [];
  for (const tc of await listTestCases(deps.db, target.agentId)) results.push(await executeCase(deps, actions, target, tc));
  return results;
}

export async function getTestStats(deps: AppDeps, user: SessionUser, agentId: string): Promise<TestStats> {
  const cases = await getTestCases(deps, user, agentId);
  const latencies = cases.map((c) => c.metadata?.latency).filter((l): l is number => typeof l === 'number');
  return {
    total: cases.length,
    passed: cases.filter((c) => c.passed === true).length,
    failed: cases.filter((c) => c.passed === false).length,
    avgResponseTime: latencies.length ? Math.round(latencies.reduce((a, b) => a + b, 0) / latencies.length) : null,
  };
}
