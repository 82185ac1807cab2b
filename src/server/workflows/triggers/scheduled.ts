import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { startExecution } from '../engine/start-execution';
import type { TriggerDeps } from './dispatch-event';
import { firedNodes } from './trigger-nodes';
import { completeContext } from './event-context';
import { dueRun, minuteOfDedupeKey, scheduledDedupeKey } from './scheduled-runs';
import { lastScheduledKeys, listScheduledWorkflows } from './trigger-queries';

/** how often a worker looks for due scheduled triggers */
export const SCHEDULE_TICK_MS = 30_000;

/**
 * Starts the scheduled triggers due at `now`: one execution per (trigger node, scheduled minute).
 * Nothing is stored besides the executions: the last run's minute (from its dedupe key), or the
 * workflow's save time for a trigger that never ran, says which occurrences are new. Several
 * workers may tick at once: the dedupe key lets one of them start each run. Answers how many started.
 */
export async function startDueSchedules(deps: TriggerDeps, now = deps.clock()): Promise<number> {
  const candidates = (await listScheduledWorkflows(deps.db)).flatMap((workflow) => firedNodes(workflow, { types: ['scheduled'] }).map((node) => ({ workflow, node })));
  if (candidates.length === 0) return 0;
  const lastKeys = await lastScheduledKeys(
    deps.db,
    candidates.map((c) => ({ workflowId: c.workflow.id, nodeId: c.node.id })),
  );
  let started = 0;
  const failures: unknown[] = [];
  for (const { workflow, node } of candidates) {
    const lastKey = lastKeys.get(`${workflow.id}:${node.id}`);
    const since = (lastKey ? minuteOfDedupeKey(lastKey) : null) ?? workflow.updatedAt;
    const minute = dueRun(node.config.cron, node.config.timeZone, since, now);
    if (!minute) continue;
    try {
      const execution = await startExecution(deps, {
        workflowId: workflow.id,
        agentId: workflow.agentId,
        triggerType: 'scheduled',
        triggerNodeId: node.id,
        context: completeContext({ user: {}, session: {}, conversationId: null, timestamp: minute.toISOString() }, workflow),
        dedupeKey: scheduledDedupeKey(node.id, minute),
        isTest: false,
      });
      if (execution) started++;
    } catch (err) {
      failures.push(err); // one workflow (deleted meanwhile...) must not hold up the others
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} scheduled workflow run(s) could not start`);
  return started;
}

/** The worker's scheduler: a tick at start and every SCHEDULE_TICK_MS, one at a time. */
export function startScheduledTriggers(deps: AppDeps, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= startDueSchedules(deps)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'starting scheduled workflows failed'),
      )
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, SCHEDULE_TICK_MS);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
