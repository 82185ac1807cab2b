import type { z } from 'zod';
import type { AgentFile, SecretPlaceholder } from '../../../common/agent-file';
import { SECRET_MASK } from '../../../common/tool-configs';
import type { saveWorkflowBody, WorkflowNode } from '../../../common/workflows';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';

export type WorkflowGraph = z.output<typeof saveWorkflowBody>;

/**
 * The agent's workflow, which lives in a domain above authoring: the composition root hands
 * these two over (the graph as the API answers it, header values masked; and the save the
 * builder uses, so the graph rules and the private-URL guard apply).
 */
export interface WorkflowPart {
  /** null when the agent has no saved workflow */
  read(deps: AppDeps, user: SessionUser, agentId: string): Promise<WorkflowGraph | null>;
  save(deps: AppDeps, user: SessionUser, agentId: string, graph: WorkflowGraph): Promise<void>;
}

type FileWorkflow = NonNullable<AgentFile['workflow']>;
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function mapHeaders(node: WorkflowNode, map: (name: string, value: unknown) => unknown | undefined): WorkflowNode {
  const config = node.data.config;
  if (node.type !== 'webhook' || !config) return node;
  const headers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record(config.headers))) {
    const next = map(name, value);
    if (next !== undefined) headers[name] = next;
  }
  return { ...node, data: { ...node.data, config: { ...config, headers } } };
}

const headerPath = (i: number, name: string) => `workflow.nodes.${i}.data.config.headers.${name}`;

/** Each masked webhook header value becomes a placeholder named by its path in the file. */
export function workflowToFile(graph: WorkflowGraph): FileWorkflow {
  return {
    ...graph,
    nodes: graph.nodes.map((node, i) => mapHeaders(node, (name, value): SecretPlaceholder | undefined => (value === SECRET_MASK ? { $secret: headerPath(i, name) } : undefined))),
  };
}

/** Placeholders replaced by the values given; a header with no value is left out and listed. */
export function fillWorkflowSecrets(graph: FileWorkflow, secrets: Record<string, string>): { graph: WorkflowGraph; missing: { path: string; name: string }[] } {
  const missing: { path: string; name: string }[] = [];
  const nodes = graph.nodes.map((node, i) =>
    mapHeaders(node, (name, value) => {
      const ref = record(value).$secret;
      if (typeof ref !== 'string') return value;
      if (secrets[ref]) return secrets[ref];
      missing.push({ path: headerPath(i, name), name: ref });
      return undefined;
    }),
  );
  return { graph: { ...graph, nodes }, missing };
}
