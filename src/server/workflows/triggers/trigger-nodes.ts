import { triggerNodeConfig, type TriggerNodeConfig, type TriggerType } from '../../../common/workflows';

export interface TriggerNode {
  id: string;
  config: TriggerNodeConfig;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The trigger nodes of a saved graph (`workflows.nodes`), their configs parsed with the shared
 * schema. Saved graphs were checked on save; a node that no longer parses is left out rather
 * than failing the event for every other node.
 */
export function triggerNodesOf(nodes: unknown, types?: readonly TriggerType[]): TriggerNode[] {
  if (!Array.isArray(nodes)) return [];
  const found: TriggerNode[] = [];
  for (const node of nodes) {
    if (!isRecord(node) || node.type !== 'trigger' || typeof node.id !== 'string') continue;
    const data = isRecord(node.data) ? node.data : {};
    const parsed = triggerNodeConfig.safeParse(isRecord(data.config) ? data.config : {});
    if (!parsed.success) continue;
    if (types && !types.includes(parsed.data.type)) continue;
    found.push({ id: node.id, config: parsed.data });
  }
  return found;
}

/**
 * The trigger nodes of these types an event fires in a saved workflow: none while the workflow
 * is not active; `accepts` keeps only some (user_mentions: those whose keywords were mentioned).
 */
export function firedNodes(
  workflow: { status: string; nodes: unknown },
  event: { types: readonly TriggerType[]; accepts?: (config: TriggerNodeConfig) => boolean },
): TriggerNode[] {
  if (workflow.status !== 'active') return [];
  return triggerNodesOf(workflow.nodes, event.types).filter((node) => event.accepts?.(node.config) ?? true);
}
