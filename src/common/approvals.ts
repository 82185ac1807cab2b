import { z } from 'zod';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'executed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_RULES_MAX = 50;
export const APPROVAL_TIMEOUT_MAX_MINUTES = 10080;

/** "Ask a person first" for one tool, optionally only when a numeric argument is above a value. */
export const approvalRule = z
  .object({
    tool: z.string().trim().min(1, 'Choose a tool').max(100, 'At most 100 characters'),
    argument: z.string().trim().min(1, 'Name the argument').max(100, 'At most 100 characters').nullable().optional(),
    above: z.number().finite('Enter a number').nullable().optional(),
  })
  .superRefine((rule, ctx) => {
    const hasArgument = !!rule.argument;
    const hasAbove = rule.above !== null && rule.above !== undefined;
    if (hasArgument && !hasAbove) ctx.addIssue({ code: 'custom', path: ['above'], message: 'Enter the value the argument must be above' });
    if (hasAbove && !hasArgument) ctx.addIssue({ code: 'custom', path: ['argument'], message: 'Name the argument compared with the value' });
  });
export type ApprovalRule = z.infer<typeof approvalRule>;

export const approvalRules = z.object({
  rules: z.array(approvalRule).max(APPROVAL_RULES_MAX, `At most ${APPROVAL_RULES_MAX} rules`),
  timeoutMinutes: z.number().int('Whole minutes').min(1, 'At least 1 minute').max(APPROVAL_TIMEOUT_MAX_MINUTES, `At most ${APPROVAL_TIMEOUT_MAX_MINUTES} minutes (7 days)`),
});
export type ApprovalRules = z.infer<typeof approvalRules>;

export const approvalView = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  conversationId: z.string().nullable(),
  channel: z.string(),
  tool: z.string(),
  /** secret-looking names masked */
  arguments: z.unknown(),
  status: z.enum(APPROVAL_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  result: z.unknown(),
  /** set when a workflow's "Wait for approval" node asks: the tool is then the node's title */
  workflow: z
    .object({ executionId: z.string(), nodeId: z.string(), workflowName: z.string(), message: z.string(), data: z.record(z.string(), z.string()) })
    .nullable(),
});
export type ApprovalView = z.infer<typeof approvalView>;

export const approvalDecision = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500, 'At most 500 characters').optional(),
  /** approve with these arguments instead of the model's */
  arguments: z.record(z.string(), z.unknown()).optional(),
});
export type ApprovalDecision = z.infer<typeof approvalDecision>;
