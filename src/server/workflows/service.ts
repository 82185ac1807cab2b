import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { forgetWorkflowTriggers } from './triggers/trigger-cache';
import type { z } from 'zod';
import {
  AGENT_NODE_ID,
  workflow as workflowSchema,
  workflowIdOf,
  type Execution,
  type testWorkflowBody,
  type TriggerType,
  type Workflow,
  type WorkflowEdge,
  type WorkflowNode,
  type saveWorkflowBody,
} from '../../common/workflows';
import type { AppDeps } from '../platform/deps';
import { badRequest, conflict, notFound } from '../platform/errors';
import { secretBox } from '../platform/secrets';
import type { SessionUser } from '../platform/session';
import { requireAgent } from '../authoring/agents/index';
import { assertRoleCan } from '../accounts/projects/index';
import type { Capability } from '../../common/members';
import { findExecution, listSteps, type ExecutionRow } from './engine/engine-queries';
import { startExecution } from './engine/start-execution';
import type { ExecutionContext } from './engine/start-execution.types';
import { toExecution } from './execution-view';
import { checkWorkflowGraph } from './graph-rules';
import { ensureWorkflow, findAgentWorkflow, findMemberExecution, findMemberWorkflow, listExecutions, upsertWorkflow, type ExecutionCursor, type WorkflowRow } from './queries';
import { maskGraphSecrets, sealGraphSecrets } from './stored-graph';
import { isUuid } from '../platform/ids';

export const EXECUTIONS_PAGE_SIZE = 20;
/** how long POST /test waits for the run before answering it as running */
export const TEST_WAIT_MS = 20_000;
const POLL_MS = 100;
const WORKFLOW_ID_ALIAS = /^workflow-(.+)$/;

type AgentRow = Awaited<ReturnType<typeof requireAgent>>['row'];

const defaultNodes = (): WorkflowNode[] => [{ id: AGENT_NODE_ID, type: 'agent', position: { x: 250, y: 200 }, data: { label: 'AI Agent' } }];
const defaultName = (agent: { name: string }) => `Workflow for ${agent.name}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const hasWebhookTrigger = (nodes: WorkflowNode[]) => nodes.some((n) => n.type === 'trigger' && (n.data.config as { type?: string } | undefined)?.type === 'webhook');

/** The inbound address of the graph's webhook trigger; the secret is in it, so only its owner sees it. */
function webhookUrlOf(deps: AppDeps, row: WorkflowRow | null, nodes: WorkflowNode[], origin: string): string | null {
  if (!row?.webhookSecretEnc || !hasWebhookTrigger(nodes)) return null;
  return `${origin}/api/workflows/hooks/${secretBox(deps.secret).open(row.webhookSecretEnc)}`;
}

function toWorkflow(deps: AppDeps, agent: AgentRow, row: WorkflowRow | null, origin: string): Workflow {
  const nodes = row ? (row.nodes as WorkflowNode[]) : defaultNodes();
  return workflowSchema.parse({
    id: row?.id ?? workflowIdOf(agent.id),
    agentId: agent.id,
    name: row?.name ?? defaultName(agent),
    nodes: maskGraphSecrets(nodes),
    edges: row ? (row.edges as WorkflowEdge[]) : [],
    status: row?.status ?? 'active',
    webhookUrl: webhookUrlOf(deps, row, nodes, origin),
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  });
}

/** GET /api/agents/{agentId}/workflow: the saved graph, or one with only the agent node. */
export async function getWorkflow(deps: AppDeps, user: SessionUser, agentId: string, origin: string): Promise<Workflow> {
  const { row: agent } = await requireAgent(deps, user, agentId, 'view');
  return toWorkflow(deps, agent, await findAgentWorkflow(deps.db, agent.id), origin);
}

/** PUT: the graph checked (400 naming the field), header values sealed, a webhook trigger's secret made once. */
export async function saveWorkflow(deps: AppDeps, user: SessionUser, agentId: string, body: z.output<typeof saveWorkflowBody>, origin: string): Promise<Workflow> {
  const { row: agent } = await requireAgent(deps, user, agentId, 'build');
  const checked = checkWorkflowGraph(body, deps.config.privateUrlAccess);
  const previous = await findAgentWorkflow(deps.db, agent.id);
  const box = secretBox(deps.secret);
  const nodes = sealGraphSecrets(box, checked.nodes, (previous?.nodes as WorkflowNode[] | undefined) ?? []);
  let secret: { webhookSecretEnc: string; webhookSecretHash: string } | undefined;
  if (hasWebhookTrigger(nodes) && !previous?.webhookSecretEnc) {
    const value = randomBytes(24).toString('base64url');
    secret = { webhookSecretEnc: box.seal(value), webhookSecretHash: sha256(value) };
  }
  const row = await upsertWorkflow(deps.db, { agentId: agent.id, name: body.name, nodes, edges: checked.edges, ...secret }, deps.clock());
  // this process sees the new user_mentions triggers at once; others within READ_CACHE_TTL_MS
  forgetWorkflowTriggers(deps, agent.id);
  return toWorkflow(deps, agent, row, origin);
}

/** {workflowId} is the workflow's uuid or 'workflow-{agentId}'; 404 unless the user is a member of its project (403 when the role does not allow `need`). */
async function requireWorkflow(deps: AppDeps, user: SessionUser, ref: string, need: Capability): Promise<{ agent: AgentRow | null; row: WorkflowRow | null }> {
  const aliasAgentId = WORKFLOW_ID_ALIAS.exec(ref)?.[1];
  if (aliasAgentId !== undefined && isUuid(aliasAgentId)) {
    const { row: agent } = await requireAgent(deps, user, aliasAgentId, need);
    return { agent, row: await findAgentWorkflow(deps.db, agent.id) };
  }
  const found = isUuid(ref) ? await findMemberWorkflow(deps.db, user.id, ref) : null;
  if (!found) throw notFound('Workflow');
  assertRoleCan(found.role, need);
  return { agent: null, row: found.workflow };
}

async function requireExecution(deps: AppDeps, user: SessionUser, executionId: string, need: Capability): Promise<ExecutionRow> {
  const found = await findMemberExecution(deps.db, user.id, executionId);
  if (!found) throw notFound('Execution');
  assertRoleCan(found.role, need);
  return found.execution;
}

async function executionView(deps: AppDeps, row: ExecutionRow): Promise<Execution> {
  return toExecution(row, await listSteps(deps.db, [row.id]));
}

async function waitForEnd(deps: AppDeps, executionId: string, waitMs: number): Promise<ExecutionRow> {
  const until = Date.now() + waitMs;
  for (;;) {
    const row = await findExecution(deps.db, executionId);
    if (!row) throw notFound('Execution');
    if (row.status !== 'running' || Date.now() >= until) return row;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The test panel's event: the mock visitor and answer as the template variables. */
function testContext(agent: AgentRow, mock: z.output<typeof testWorkflowBody>['mockData'], now: Date): ExecutionContext {
  const company = agent.companyInfo as Record<string, unknown> | null;
  return {
    user: { name: mock.userData.name, email: mock.userData.email, phone: mock.userData.phone, question: mock.userMessage },
    agent: { id: agent.id, name: agent.name, response: mock.agentResponse },
    company: { name: text(company?.name) ?? text(company?.companyName) },
    session: { id: `test-${randomUUID()}` },
    conversationId: null,
    timestamp: now.toISOString(),
  };
}

/** The trigger node a test run starts from: one of the chosen type, else the first trigger. */
function testTriggerNode(nodes: WorkflowNode[], triggerType: string): string | null {
  const triggers = nodes.filter((n) => n.type === 'trigger');
  const sameType = triggers.find((n) => (n.data.config as { type?: string } | undefined)?.type === triggerType);
  return (sameType ?? triggers[0])?.id ?? null;
}

/** POST /api/workflows/{workflowId}/test: runs the saved graph now and answers when it ends (or still running after TEST_WAIT_MS). */
export async function testWorkflow(deps: AppDeps, user: SessionUser, ref: string, body: z.output<typeof testWorkflowBody>, waitMs = TEST_WAIT_MS): Promise<Execution> {
  const found = await requireWorkflow(deps, user, ref, 'build');
  const agent = found.agent ?? (await requireAgent(deps, user, (found.row as WorkflowRow).agentId, 'build')).row;
  const now = deps.clock();
  const row = found.row ?? (await ensureWorkflow(deps.db, { agentId: agent.id, name: defaultName(agent), nodes: defaultNodes(), edges: [] }, now));
  const started = await startExecution(deps, {
    workflowId: row.id,
    agentId: agent.id,
    triggerType: body.mockData.triggerType,
    triggerNodeId: testTriggerNode(row.nodes as WorkflowNode[], body.mockData.triggerType),
    context: testContext(agent, body.mockData, now),
    dedupeKey: null,
    isTest: true,
  });
  if (!started) throw new Error('A test run has no dedupe key and cannot be a duplicate');
  return executionView(deps, await waitForEnd(deps, started.executionId, waitMs));
}

function parseCursor(cursor: string | undefined): ExecutionCursor | null {
  if (!cursor) return null;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startedAt = new Date(time ?? '');
  if (Number.isNaN(startedAt.getTime()) || !id || !isUuid(id)) throw badRequest('cursor: Invalid cursor');
  return { startedAt, id };
}

const cursorOf = (row: ExecutionRow) => Buffer.from(`${row.startedAt.toISOString()}|${row.id}`).toString('base64url');

/** GET /api/workflows/{workflowId}/executions: the history, newest first, 20 a page. */
export async function listWorkflowExecutions(deps: AppDeps, user: SessionUser, ref: string, cursor: string | undefined): Promise<{ executions: Execution[]; nextCursor: string | null }> {
  const { row } = await requireWorkflow(deps, user, ref, 'view');
  if (!row) return { executions: [], nextCursor: null };
  const rows = await listExecutions(deps.db, row.id, parseCursor(cursor), EXECUTIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, EXECUTIONS_PAGE_SIZE);
  const steps = await listSteps(deps.db, page.map((r) => r.id));
  return {
    executions: page.map((r) => toExecution(r, steps.filter((s) => s.executionId === r.id))),
    nextCursor: rows.length > EXECUTIONS_PAGE_SIZE ? cursorOf(page[page.length - 1]) : null,
  };
}

export async function getWorkflowExecution(deps: AppDeps, user: SessionUser, executionId: string): Promise<Execution> {
  return executionView(deps, await requireExecution(deps, user, executionId, 'view'));
}

/** POST /api/workflow-executions/{id}/rerun: a failed execution again, on the current graph, with the same event. */
export async function rerunExecution(deps: AppDeps, user: SessionUser, executionId: string): Promise<Execution> {
  const row = await requireExecution(deps, user, executionId, 'build');
  if (row.status !== 'error') throw conflict('Only a failed execution can be re-run.');
  const started = await startExecution(deps, {
    workflowId: row.workflowId,
    agentId: row.agentId,
    triggerType: row.triggerType as TriggerType,
    triggerNodeId: row.triggerNodeId,
    context: row.context as ExecutionContext,
    dedupeKey: null,
    isTest: row.isTest,
  });
  if (!started) throw new Error('A re-run has no dedupe key and cannot be a duplicate');
  return executionView(deps, (await findExecution(deps.db, started.executionId)) as ExecutionRow);
}
