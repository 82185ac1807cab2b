import { z } from 'zod';

export const PROJECT_NAME_MAX = 255;
export const DEFAULT_PROJECT = {
  name: 'My First Project',
  description: 'Default project for your AI agents',
} as const;

export const createProjectBody = z.object({
  name: z.string().trim().min(1, { error: 'Required' }).max(PROJECT_NAME_MAX),
  description: z.string().trim().max(2000).nullable().optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

/** Read model of GET /api/projects/{id}/analytics (SPEC section 3) plus month-to-date figures. */
export const analyticsSummary = z.object({
  totalAgents: z.number(),
  activeAgents: z.number(),
  totalConversations: z.number(),
  totalRuns: z.number(),
  /** decimal string, 6 decimals */
  totalCost: z.string(),
  monthCost: z.string(),
  /** 0-100, null when there are no runs */
  successRate: z.number().nullable(),
  /** milliseconds, null when there are no runs */
  avgLatency: z.number().nullable(),
  /** conversations started on each weekday (0 = Monday) over the last 7 days */
  conversationsByWeekday: z.array(z.number()).length(7),
  /** this month's cost split by source (model calls, embeddings); decimal strings */
  monthCostBreakdown: z.object({ models: z.string(), embeddings: z.string() }),
  /** previous calendar month, for change texts; null when there was no activity */
  previousMonth: z.object({ conversations: z.number(), cost: z.string() }).nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
