import type { WorkflowNode } from '../../../common/workflows';
import { maskHeaders, sealHeaders, type SecretBox } from '../../platform/secrets';

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const headerMap = (v: unknown) => Object.fromEntries(Object.entries(record(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * The graph as stored: webhook header values sealed in `headersEnc` (like tool headers); a value
 * sent back masked keeps the stored one of the same node.
 */
export function sealGraphSecrets(box: SecretBox, nodes: WorkflowNode[], previous: WorkflowNode[]): WorkflowNode[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  return nodes.map((node) => {
    if (node.type !== 'webhook') return node;
    const { headers, ...config } = record(node.data.config);
    const previousSealed = headerMap(record(before.get(node.id)?.data.config).headersEnc);
    return { ...node, data: { ...node.data, config: { ...config, headersEnc: sealHeaders(box, headerMap(headers), previousSealed) } } };
  });
}

/** The graph as answered: header values replaced by the mask, nothing sealed. */
export function maskGraphSecrets(nodes: WorkflowNode[]): WorkflowNode[] {
  return nodes.map((node) => {
    if (node.type !== 'webhook') return node;
    const { headersEnc, ...config } = record(node.data.config);
    return { ...node, data: { ...node.data, config: { ...config, headers: maskHeaders(headerMap(headersEnc)) } } };
  });
}
