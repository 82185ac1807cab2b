import type { Execution, NodeResult } from '@common/workflows';

/**
 * Seconds with 2 decimals, or null while the execution has no end time, which the
 * panel shows as 'Running...'. The server's duration wins; the times are the fallback.
 */
export function formatExecutionDuration(execution: Pick<Execution, 'startTime' | 'endTime' | 'duration'>): string | null {
  if (!execution.endTime) return null;
  const seconds = execution.duration ?? (Date.parse(execution.endTime) - Date.parse(execution.startTime)) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds).toFixed(2) : '0.00';
}

export type NodeOutputSummary =
  | { kind: 'email'; to: string | null }
  | { kind: 'webhook'; statusCode: number | null }
  | { kind: 'approval'; decision: string | null; reason: string | null }
  | null;

/** What a node did, as the results list words it: 'Email sent to …' or 'Webhook called (status …)'. */
export function summarizeNodeOutput(result: Pick<NodeResult, 'output'>): NodeOutputSummary {
  const output = result.output;
  if (!output) return null;
  if (output.emailSent) return { kind: 'email', to: output.to?.trim() ? output.to : null };
  if (output.waitingForApproval || typeof output.decision === 'string') {
    return { kind: 'approval', decision: typeof output.decision === 'string' ? output.decision : null, reason: typeof output.reason === 'string' && output.reason ? output.reason : null };
  }
  if (output.webhookCalled) return { kind: 'webhook', statusCode: typeof output.statusCode === 'number' ? output.statusCode : null };
  return null;
}

export const isExecutionRunning = (execution: Pick<Execution, 'status'> | undefined) => execution?.status === 'running';
