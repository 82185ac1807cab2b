import { z } from 'zod';

export const AGENT_STATUSES = ['draft', 'active', 'disabled', 'archived'] as const;
export const agentStatus = z.enum(AGENT_STATUSES);

/** One row of GET /api/projects/{id}/agents; the agents feature adds the full agent shape. */
export const agentListItem = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  status: agentStatus,
  isPublic: z.boolean(),
  modelProvider: z.string(),
  modelName: z.string(),
  /** label of the latest published version ('v3'), null while a draft */
  latestVersion: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentListItem = z.infer<typeof agentListItem>;
