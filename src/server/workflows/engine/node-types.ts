import type { WorkflowNode } from '../../../common/workflows';
import type { AppDeps } from '../../platform/deps';
import type { ExecutionRow, StepRow } from './engine-queries';
import type { ExecutionContext } from './start-execution.types';

export interface NodeRunInput {
  deps: AppDeps;
  execution: ExecutionRow;
  context: ExecutionContext;
  node: WorkflowNode;
  step: StepRow;
  /**
   * Commits the step as 'running' (one more attempt) before something that cannot be undone;
   * false when another run of the job got there first.
   */
  markRunning: () => Promise<boolean>;
}

export type NodeOutcome =
  | { kind: 'success'; output: Record<string, unknown> }
  | { kind: 'error'; error: string; output?: Record<string, unknown> }
  /** the run stops here without error: every node after this one is skipped */
  | { kind: 'stop'; output: Record<string, unknown> }
  /** the node waits for something outside (a person's decision): the step stays open, no job runs until it is decided */
  | { kind: 'wait'; output: Record<string, unknown> };

/** an outcome that ends the step */
export type EndingOutcome = Exclude<NodeOutcome, { kind: 'wait' }>;

export interface NodeExecutor {
  /**
   * true: the job marks the step running before `run` (safe to repeat); false: the node calls
   * `markRunning` itself right before its side effect (e-mail: at most once).
   */
  claimsBeforeRun: boolean;
  run: (input: NodeRunInput) => Promise<NodeOutcome>;
}

/** A failure worth another attempt (timeouts, network errors, 429, 5xx): the job queue retries with backoff. */
export class RetryableNodeError extends Error {
  override name = 'RetryableNodeError';
  constructor(
    message: string,
    /** what the step records if this was the last attempt */
    readonly output?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const clip = (text: string, max = 2000) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Another run of the same job holds the step: this one leaves it alone. */
export class StepTakenError extends Error {
  override name = 'StepTakenError';
}
