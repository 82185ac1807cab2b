import { triggerNodeConfig, type TriggerNodeConfig, type WorkflowNode } from '../../../../common/workflows';
import type { EndingOutcome, NodeExecutor } from '../node-types';
import { lookupVariable } from '../template';

type Condition = TriggerNodeConfig['conditions'][number];

const fieldPath = (field: string) => field.replace(/^\{\{\s*|\s*\}\}$/g, '').trim();

/** One condition against the execution's variables; text comparisons ignore case and outer spaces. */
export function conditionHolds(condition: Condition, context: unknown): boolean {
  const actual = lookupVariable(context, fieldPath(condition.field)).trim().toLowerCase();
  const expected = condition.value.trim().toLowerCase();
  switch (condition.operator) {
    case 'equals':
      return actual === expected;
    case 'not_equals':
      return actual !== expected;
    case 'contains':
      return actual.includes(expected);
    case 'exists':
      return actual !== '';
  }
}

/** The trigger starts the run; when one of its conditions fails the run ends here, the rest skipped. */
export function settleTriggerNode(node: WorkflowNode, context: unknown): EndingOutcome {
  const config = triggerNodeConfig.parse(node.data.config ?? {});
  const failed = config.conditions.find((c) => !conditionHolds(c, context));
  if (!failed) return { kind: 'success', output: { triggerType: config.type, conditionsMet: true } };
  return {
    kind: 'stop',
    output: { triggerType: config.type, conditionsMet: false, failedCondition: `${fieldPath(failed.field)} ${failed.operator} ${failed.value}`.trim() },
  };
}

/** As a job (a delayed start): the same settling. */
export const triggerNode: NodeExecutor = {
  claimsBeforeRun: true,
  run: async ({ node, context }) => settleTriggerNode(node, context),
};
