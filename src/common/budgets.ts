import { z } from 'zod';

/** Per-visitor budgets of an agent (Deployments > Channels): null is unlimited. */
export const VISITOR_BUDGET_BOUNDS = {
  messagesPerVisitorPerDay: { min: 1, max: 10_000 },
  tokensPerConversation: { min: 100, max: 10_000_000 },
} as const;

const bounded = (key: keyof typeof VISITOR_BUDGET_BOUNDS) => z.number().int().min(VISITOR_BUDGET_BOUNDS[key].min).max(VISITOR_BUDGET_BOUNDS[key].max).nullable();

export const visitorBudgets = z.object({
  /** messages one visitor (an address on the web, a number on SMS / WhatsApp, a session on the API) may send in 24 hours */
  messagesPerVisitorPerDay: bounded('messagesPerVisitorPerDay'),
  /** tokens (in and out) one conversation may spend */
  tokensPerConversation: bounded('tokensPerConversation'),
});
export type VisitorBudgets = z.infer<typeof visitorBudgets>;
export const NO_VISITOR_BUDGETS: VisitorBudgets = { messagesPerVisitorPerDay: null, tokensPerConversation: null };

/** Stored budgets as they apply (unlimited where unset or unreadable). */
export function readVisitorBudgets(stored: unknown): VisitorBudgets {
  const parsed = visitorBudgets.partial().safeParse(stored ?? {});
  return parsed.success ? { ...NO_VISITOR_BUDGETS, ...parsed.data } : NO_VISITOR_BUDGETS;
}
