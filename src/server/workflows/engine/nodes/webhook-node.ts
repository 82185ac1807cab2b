import { webhookNodeConfig } from '../../../../common/workflows';
import { openHeaders, secretBox } from '../../../platform/secrets';
import { guardedRequest, OutboundError } from '../../../platform/ssrf/guarded-request';
import { clip, RetryableNodeError, type NodeExecutor } from '../node-types';
import { renderJson, renderText } from '../template';

export const WEBHOOK_NODE_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

const record = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

/** The stored header values, opened; names lower-cased so the owner's Content-Type replaces ours. */
function headersOf(secret: string, config: Record<string, unknown> | undefined): Record<string, string> {
  const opened = openHeaders(secretBox(secret), record(config?.headersEnc));
  return Object.fromEntries(Object.entries(opened).map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * One HTTP call per execution and node, delivered at least once: every attempt carries the same
 * Idempotency-Key (the step's), timeouts, network errors, 429 and 5xx are retried by the job
 * queue with backoff, other answers are final. See docs/decisions/0010-workflow-delivery.md.
 */
export const webhookNode: NodeExecutor = {
  claimsBeforeRun: true,
  run: async ({ deps, node, context, step }) => {
    const config = webhookNodeConfig.parse(node.data.config ?? {});
    if (!config.url) return { kind: 'error', error: 'No URL is configured for this webhook node.' };
    const json = typeof config.body !== 'string';
    const body = typeof config.body === 'string' ? renderText(config.body, context) : JSON.stringify(renderJson(config.body, context));
    const headers = {
      'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
      ...headersOf(deps.secret, node.data.config),
      'idempotency-key': step.idempotencyKey,
    };
    let status: number;
    let answer: string;
    try {
      const res = await guardedRequest({
        method: config.method,
        url: config.url,
        headers,
        body,
        access: deps.config.privateUrlAccess,
        timeoutMs: WEBHOOK_NODE_TIMEOUT_MS,
        maxResponseBytes: MAX_RESPONSE_BYTES,
      });
      status = res.status;
      answer = res.body;
    } catch (err) {
      if (err instanceof OutboundError && (err.kind === 'timeout' || err.kind === 'network')) throw new RetryableNodeError(err.message);
      return { kind: 'error', error: err instanceof Error ? err.message : String(err) };
    }
    const output = { webhookCalled: true, statusCode: status };
    if (status >= 200 && status < 300) return { kind: 'success', output };
    const said = answer.trim() ? `: ${clip(answer.trim(), 300)}` : '';
    if (status === 429 || status >= 500) throw new RetryableNodeError(`${new URL(config.url).host} answered ${status}${said}`, output);
    return { kind: 'error', error: `${new URL(config.url).host} answered ${status}${said}`, output };
  },
};
