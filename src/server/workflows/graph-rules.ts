import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import {
  AGENT_NODE_ID,
  APPROVAL_BRANCHES,
  approvalNodeConfig,
  emailNodeConfig,
  triggerNodeConfig,
  webhookNodeConfig,
  WORKFLOW_LIMITS,
  type WorkflowEdge,
  type WorkflowNode,
} from '../../common/workflows';
import { isTimeZone } from '../../common/time-zones';
import { badRequest } from '../platform/errors';
import { assertFetchableUrl, BlockedUrlError, type PrivateAccess } from '../platform/ssrf/ssrf-guard';

/** A graph that passed every rule: configs parsed (defaults filled), the agent node present. */
export interface CheckedGraph {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

const CONFIG_SCHEMAS = { email: emailNodeConfig, webhook: webhookNodeConfig, trigger: triggerNodeConfig, approval: approvalNodeConfig } as const;
const AGENT_NODE_POSITION = { x: 250, y: 200 };
const VARIABLE = /\{\{\s*[\w.]+\s*\}\}/;
const address = z.email();

const fail = (path: string, message: string) => badRequest(`${path}: ${message}`);

function parseConfig(node: WorkflowNode, index: number): WorkflowNode {
  if (node.type === 'agent') return node;
  const parsed = CONFIG_SCHEMAS[node.type].safeParse(node.data.config ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['nodes', index, 'data', 'config', ...(issue?.path ?? [])].join('.');
    throw fail(field, issue?.message ?? 'Invalid value');
  }
  return { ...node, data: { ...node.data, config: parsed.data } };
}

function checkCron(cron: string, timeZone: string, path: string): void {
  if (!cron) throw fail(`${path}.cron`, 'A scheduled trigger needs a cron expression, e.g. "0 9 * * 1" (Mondays at 09:00)');
  if (cron.split(/\s+/).length !== 5) throw fail(`${path}.cron`, 'Use five fields: minute hour day-of-month month day-of-week');
  try {
    CronExpressionParser.parse(cron, { tz: timeZone });
  } catch (err) {
    throw fail(`${path}.cron`, `Malformed cron expression (${err instanceof Error ? err.message : String(err)})`);
  }
}

function checkWebhookUrl(url: string, path: string, access: PrivateAccess): void {
  if (!url) return; // may be filled in later; the run fails with a clear error until then
  if (!URL.canParse(url) || !/^https?:\/\//i.test(url)) throw fail(path, 'URL must start with http:// or https://');
  try {
    assertFetchableUrl(new URL(url), access);
  } catch (err) {
    if (err instanceof BlockedUrlError) throw fail(path, err.message);
    throw fail(path, 'Invalid URL');
  }
}

/** Rules a node's parsed config must follow beyond its shape. */
function checkNodeRules(node: WorkflowNode, index: number, access: PrivateAccess): void {
  const path = `nodes.${index}.data.config`;
  const config = node.data.config ?? {};
  if (node.type === 'trigger') {
    const c = config as z.output<typeof triggerNodeConfig>;
    if (!isTimeZone(c.timeZone)) throw fail(`${path}.timeZone`, `Unknown time zone "${c.timeZone}" (use an IANA name such as Europe/Madrid)`);
    if (c.type === 'scheduled') checkCron(c.cron, c.timeZone, path);
  }
  if (node.type === 'webhook') checkWebhookUrl((config as z.output<typeof webhookNodeConfig>).url, `${path}.url`, access);
  if (node.type === 'email') {
    const to = (config as z.output<typeof emailNodeConfig>).to;
    if (to && !VARIABLE.test(to) && !address.safeParse(to).success) throw fail(`${path}.to`, 'Give one e-mail address or a variable such as {{user.email}}');
  }
}

function checkAgentNode(nodes: WorkflowNode[]): WorkflowNode[] {
  nodes.forEach((n, i) => {
    if (n.type === 'agent' && n.id !== AGENT_NODE_ID) throw fail(`nodes.${i}.id`, `The agent node's id is '${AGENT_NODE_ID}'; a workflow has exactly one agent node`);
    if (n.id === AGENT_NODE_ID && n.type !== 'agent') throw fail(`nodes.${i}.type`, `'${AGENT_NODE_ID}' is the agent node's id`);
  });
  if (nodes.some((n) => n.id === AGENT_NODE_ID)) return nodes;
  const withAgent = [{ id: AGENT_NODE_ID, type: 'agent' as const, position: AGENT_NODE_POSITION, data: { label: 'AI Agent' } }, ...nodes];
  if (withAgent.length > WORKFLOW_LIMITS.nodes) throw fail('nodes', `A workflow has at most ${WORKFLOW_LIMITS.nodes} nodes (the agent node included)`);
  return withAgent;
}

/** A cycle as the node ids along it, or null. Iterative DFS: 200 nodes must not blow the stack. */
export function findCycle(nodeIds: string[], edges: WorkflowEdge[]): string[] | null {
  const next = new Map<string, string[]>(nodeIds.map((id) => [id, []]));
  for (const e of edges) next.get(e.source)?.push(e.target);
  const state = new Map<string, 'open' | 'done'>();
  for (const start of nodeIds) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const stack: { id: string; i: number }[] = [{ id: start, i: 0 }];
    state.set(start, 'open');
    path.push(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const targets = next.get(top.id) ?? [];
      if (top.i >= targets.length) {
        state.set(top.id, 'done');
        stack.pop();
        path.pop();
        continue;
      }
      const target = targets[top.i++];
      if (state.get(target) === 'open') return [...path.slice(path.indexOf(target)), target];
      if (!state.has(target)) {
        state.set(target, 'open');
        path.push(target);
        stack.push({ id: target, i: 0 });
      }
    }
  }
  return null;
}

/**
 * The rules the zod shape cannot say: unique node ids, one agent node 'agent-1' (added when
 * missing), edges between known nodes without cycles, each node's config by its type's schema,
 * cron expressions and time zones, webhook addresses under the SSRF policy. Throws a 400 whose
 * message starts with the field path.
 */
export function checkWorkflowGraph(graph: { nodes: WorkflowNode[]; edges: WorkflowEdge[] }, access: PrivateAccess): CheckedGraph {
  const seen = new Map<string, number>();
  graph.nodes.forEach((n, i) => {
    if (seen.has(n.id)) throw fail(`nodes.${i}.id`, `Duplicate node id "${n.id}" (also nodes.${seen.get(n.id)})`);
    seen.set(n.id, i);
  });
  const parsed = graph.nodes.map((n, i) => {
    const node = parseConfig(n, i);
    checkNodeRules(node, i, access);
    return node;
  });
  const nodes = checkAgentNode(parsed);
  const ids = new Set(nodes.map((n) => n.id));
  graph.edges.forEach((e, i) => {
    if (!ids.has(e.source)) throw fail(`edges.${i}.source`, `Unknown node "${e.source}"`);
    if (!ids.has(e.target)) throw fail(`edges.${i}.target`, `Unknown node "${e.target}"`);
    const fromApproval = nodes.some((n) => n.id === e.source && n.type === 'approval');
    if (fromApproval && e.sourceHandle && !(APPROVAL_BRANCHES as readonly string[]).includes(e.sourceHandle)) {
      throw fail(`edges.${i}.sourceHandle`, `An approval node's branches are ${APPROVAL_BRANCHES.join(', ')}`);
    }
  });
  const cycle = findCycle([...ids], graph.edges);
  if (cycle) throw fail('edges', `The workflow has a cycle (${cycle.join(' → ')}); a run must end`);
  return { nodes, edges: graph.edges };
}
