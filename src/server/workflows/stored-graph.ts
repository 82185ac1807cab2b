import type { WorkflowNode } from '../../common/workflows';
import { maskHeaders, sealHeaders, type SecretBox } from '../platform/secrets';
import { asRecord } from '../platform/json-record';

const headerMap = (v: unknown) => Object.fromEntries(Object.entries(asRecord(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

/**
 * The graph as stored: webhook header values sealed in `headersEnc` (like tool headers); a value
 * sent back masked keeps the stored one of the same node.
 */
export function sealGraphSecrets(box: SecretBox, nodes: WorkflowNode[], previous: WorkflowNode[]): WorkflowNode[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  return nodes.map((node) => {
    if (node.type !== 'webhook') return node;
    const { headers, ...config } = asRecord(node.data.config);
    const previousSealed = headerMap(asRecord(before.get(node.id)?.data.config).headersEnc);
    return { ...node, data: { ...node.data, config: { ...config, headersEnc: sealHeaders(box, headerMap(headers), previousSealed) } } };
  });
}

/** The graph as answered: header values replaced by the mask, nothing sealed. */
export function maskGraphSecrets(nodes: WorkflowNode[]): WorkflowNode[] {
  return nodes.map((node) => {
    if (node.type !== 'webhook') return node;
    const { headersEnc, ...config } = asRecord(node.data.config);
    return { ...node, data: { ...node.data, config: { ...config, headers: maskHeaders(headerMap(headersEnc)) } } };
  });
}
