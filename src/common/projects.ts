import { z } from 'zod';
import { projectRole } from './members';

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

/** The dashboard's monthly cost limit in US dollars, until the owner sets another. */
export const DEFAULT_MONTHLY_BUDGET = 170;
export const MONTHLY_BUDGET_MAX = 1_000_000;

/** A dollar amount: more than 0, at most MONTHLY_BUDGET_MAX, whole cents. */
export const monthlyBudget = z
  .number({ error: 'Must be a number' })
  .positive({ error: 'Must be more than 0' })
  .max(MONTHLY_BUDGET_MAX, { error: 'Must be at most 1,000,000' })
  // toFixed(2) round-trips exactly for whole cents (0.29 too), never for a third decimal
  .refine((value) => Number(value.toFixed(2)) === value, { error: 'Must have at most 2 decimals' });

/** Body of PATCH /api/projects/{id}. */
export const updateProjectBody = z.object({ monthlyBudget });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

export const project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.string(),
  /** the signed-in user's role in the project */
  role: projectRole,
  /** the Premium features are open in this project (its owner's plan has them, or the instance does not enforce plans) */
  premium: z.boolean(),
  /** US dollars; DEFAULT_MONTHLY_BUDGET until the owner sets one */
  monthlyBudget: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

/** Read model of GET /api/projects/{id}/analytics plus month-to-date figures. */
export const analyticsSummary = z.object({
  totalAgents: z.number(),
  activeAgents: z.number(),
  totalConversations: z.number(),
  totalRuns: z.number(),
  /** decimal strings, 6 decimals: the runs with a known price (docs/decisions/0035) */
  totalCost: z.string(),
  monthCost: z.string(),
  /** runs whose model has no known price, left out of totalCost / monthCost */
  totalUnpricedRuns: z.number(),
  monthUnpricedRuns: z.number(),
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
