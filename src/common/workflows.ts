import { z } from 'zod';
import { headersMap } from './tool-configs';

/** The workflow graph. One schema for the builder, the API and the engine. */
export const NODE_TYPES = ['agent', 'email', 'webhook', 'trigger', 'approval'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export const TRIGGER_TYPES = ['conversation_end', 'lead_converted', 'user_mentions', 'time_delay', 'manual', 'webhook', 'scheduled', 'custom'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];
/** the trigger types the Test Workflow panel offers */
export const TEST_TRIGGER_TYPES = ['conversation_end', 'lead_converted', 'manual', 'webhook'] as const;
export const EMAIL_TEMPLATES = ['welcome', 'followup', 'notification', 'custom'] as const;
/** The outgoing edges of a "Wait for approval" node, by the edge's sourceHandle (none: approved). */
export const APPROVAL_BRANCHES = ['approved', 'rejected', 'timed_out'] as const;
export type ApprovalBranch = (typeof APPROVAL_BRANCHES)[number];
export const APPROVAL_NODE_TIMEOUT_MAX_MINUTES = 10080;
export const WEBHOOK_NODE_METHODS = ['POST', 'PUT', 'PATCH'] as const;
/** The variables the builder offers, written {{name}} */
export const TEMPLATE_VARIABLES = ['user.name', 'user.email', 'user.question', 'agent.name', 'agent.response', 'company.name', 'timestamp', 'session.id', 'approval.decision', 'approval.reason'] as const;
export const AGENT_NODE_ID = 'agent-1';
export const WORKFLOW_LIMITS = { nodes: 200, edges: 400, conditions: 20, keywords: 50, requiredFields: 20 } as const;
/** The id used in test and execute calls */
export const workflowIdOf = (agentId: string) => `workflow-${agentId}`;

/** New e-mail node defaults and the card fallbacks. */
export const EMAIL_NODE_DEFAULTS = {
  to: '',
  subject: 'Notification from {{agent.name}}',
  body: 'New lead: {{user.name}} asked: {{user.question}}',
  template: 'custom',
  useAIGeneration: false,
  requiredFields: [] as string[],
} as const;
export const EMAIL_CARD_FALLBACK = { to: '{{user.email}}', subject: 'New notification' } as const;
export const WEBHOOK_NODE_DEFAULT_BODY = { user_name: '{{user.name}}', user_question: '{{user.question}}', agent_response: '{{agent.response}}' };

export const emailNodeConfig = z.object({
  /** an address or a variable such as {{user.email}} */
  to: z.string().trim().max(254).default(''),
  subject: z.string().max(300).default(EMAIL_NODE_DEFAULTS.subject),
  template: z.enum(EMAIL_TEMPLATES).default('custom'),
  useAIGeneration: z.boolean().default(false),
  /** with AI generation: names that must appear in the written body */
  requiredFields: z.array(z.string().trim().min(1).max(100)).max(WORKFLOW_LIMITS.requiredFields).default([]),
  body: z.string().max(20000).default(EMAIL_NODE_DEFAULTS.body),
});
export type EmailNodeConfig = z.infer<typeof emailNodeConfig>;

export const webhookNodeConfig = z.object({
  url: z.string().trim().max(2000).default(''),
  method: z.enum(WEBHOOK_NODE_METHODS).default('POST'),
  /** values are write-only like tool headers: answers carry SECRET_MASK */
  headers: headersMap,
  /** a JSON object (variables substituted as JSON strings) or raw text */
  body: z.union([z.record(z.string(), z.unknown()), z.string().max(20000)]).default(WEBHOOK_NODE_DEFAULT_BODY),
});
export type WebhookNodeConfig = z.infer<typeof webhookNodeConfig>;

/** Waits for a person's yes in the Inbox or through the API; its edges are the three branches. */
export const approvalNodeConfig = z.object({
  title: z.string().trim().min(1, 'Give the request a title').max(100, 'At most 100 characters').default('Approve this step'),
  /** shown to the operator; variables such as {{user.name}} are filled in */
  message: z.string().max(2000, 'At most 2000 characters').default(''),
  timeoutMinutes: z.number().int('Whole minutes').min(1, 'At least 1 minute').max(APPROVAL_NODE_TIMEOUT_MAX_MINUTES, `At most ${APPROVAL_NODE_TIMEOUT_MAX_MINUTES} minutes (7 days)`).default(60),
});
export type ApprovalNodeConfig = z.infer<typeof approvalNodeConfig>;

export const triggerCondition = z.object({
  /** a template variable, e.g. user.email */
  field: z.string().trim().min(1).max(100),
  operator: z.enum(['equals', 'not_equals', 'contains', 'exists']),
  value: z.string().max(500).default(''),
});

export const triggerNodeConfig = z.object({
  type: z.enum(TRIGGER_TYPES).default('conversation_end'),
  /** user_mentions: comma-separated keywords */
  keywords: z.string().max(2000).default(''),
  /** time_delay: minutes after the triggering event */
  delay: z.number().int().min(0).max(60 * 24 * 30).default(0),
  conditions: z.array(triggerCondition).max(WORKFLOW_LIMITS.conditions).default([]),
  /** scheduled: a five-field cron expression, checked on the server */
  cron: z.string().trim().max(100).default(''),
  /** scheduled: the IANA zone the cron expression is read in */
  timeZone: z.string().trim().max(64).default('UTC'),
});
export type TriggerNodeConfig = z.infer<typeof triggerNodeConfig>;

export const workflowNode = z.object({
  /** new ids are the node type plus a timestamp; the agent node is 'agent-1' */
  id: z.string().trim().min(1).max(100),
  type: z.enum(NODE_TYPES),
  position: z.object({ x: z.number().finite(), y: z.number().finite() }),
  data: z
    .object({
      label: z.string().max(200).default(''),
      description: z.string().max(1000).optional(),
      agent: z.unknown().optional(),
      config: z.record(z.string(), z.unknown()).optional(),
    })
    .default({ label: '' }),
});
export type WorkflowNode = z.infer<typeof workflowNode>;

export const workflowEdge = z.object({
  id: z.string().max(200).optional(),
  source: z.string().min(1).max(100),
  target: z.string().min(1).max(100),
  /** which output of the source: an approval node's branch */
  sourceHandle: z.string().max(50).nullable().optional(),
});
export type WorkflowEdge = z.infer<typeof workflowEdge>;

/** PUT /api/agents/{agentId}/workflow; graph rules (edges, cycles, configs, cron) are checked on the server. */
export const saveWorkflowBody = z.object({
  name: z.string().trim().min(1).max(255).default('Workflow'),
  nodes: z.array(workflowNode).max(WORKFLOW_LIMITS.nodes, { error: `A workflow has at most ${WORKFLOW_LIMITS.nodes} nodes` }),
  edges: z.array(workflowEdge).max(WORKFLOW_LIMITS.edges),
});
export type SaveWorkflowBody = z.input<typeof saveWorkflowBody>;

export const workflow = z.object({
  id: z.string(),
  agentId: z.string(),
  name: z.string(),
  nodes: z.array(workflowNode),
  edges: z.array(workflowEdge),
  status: z.string(),
  /** the inbound URL of a webhook trigger (holds an unguessable secret; shown to the owner only) */
  webhookUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Workflow = z.infer<typeof workflow>;

export const EXECUTION_STATUSES = ['running', 'success', 'error'] as const;

/** Test execution result; also one row of the history. */
export const nodeResult = z.object({
  nodeId: z.string(),
  nodeType: z.string(),
  status: z.enum(['pending', 'running', 'success', 'error', 'skipped']),
  output: z
    .object({ emailSent: z.boolean().optional(), to: z.string().optional(), webhookCalled: z.boolean().optional(), statusCode: z.number().optional() })
    .passthrough()
    .nullable(),
  error: z.string().nullable(),
  attempts: z.number().optional(),
  startedAt: z.string().nullable().optional(),
  endedAt: z.string().nullable().optional(),
});
export type NodeResult = z.infer<typeof nodeResult>;

export const execution = z.object({
  executionId: z.string(),
  workflowId: z.string(),
  triggerType: z.string(),
  status: z.enum(EXECUTION_STATUSES),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** seconds, 2 decimals; null while running */
  duration: z.number().nullable(),
  isTest: z.boolean(),
  results: z.array(nodeResult),
});
export type Execution = z.infer<typeof execution>;

const userData = z.object({ name: z.string().max(200).optional(), email: z.string().max(254).optional(), phone: z.string().max(40).optional() });

/** POST /api/workflows/{workflowId}/test */
export const testWorkflowBody = z.object({
  mockData: z
    .object({
      triggerType: z.enum(TRIGGER_TYPES).default('manual'),
      userData: userData.default({}),
      userMessage: z.string().max(4000).default(''),
      agentResponse: z.string().max(20000).default(''),
    })
    .default({ triggerType: 'manual', userData: {}, userMessage: '', agentResponse: '' }),
});

/** POST /api/workflows/workflow-{agentId}/execute (the custom trigger) */
export const executeWorkflowBody = z.object({
  triggerType: z.enum(TRIGGER_TYPES).default('custom'),
  userMessage: z.string().max(4000).default(''),
  agentResponse: z.string().max(20000).default(''),
  userData: userData.default({}),
  userId: z.string().max(128).optional(),
  conversationId: z.string().max(128).optional(),
  timestamp: z.string().max(64).optional(),
});

/** GET /api/workflows/{workflowId}/executions: newest first. */
export const executionsPage = z.object({ executions: z.array(execution), nextCursor: z.string().nullable() });
