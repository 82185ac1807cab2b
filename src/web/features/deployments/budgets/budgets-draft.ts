import { VISITOR_BUDGET_BOUNDS, visitorBudgets, type VisitorBudgets } from '@common/budgets';

export type BudgetKey = keyof VisitorBudgets;
export const BUDGET_KEYS = Object.keys(VISITOR_BUDGET_BOUNDS) as BudgetKey[];

/** One budget as the form holds it: the switch, and the text typed (kept while the switch is off). */
export interface BudgetDraft {
  limited: boolean;
  text: string;
}
export type BudgetsDraft = Record<BudgetKey, BudgetDraft>;

export function toBudgetsDraft(budgets: VisitorBudgets): BudgetsDraft {
  const one = (value: number | null): BudgetDraft => ({ limited: value !== null, text: value === null ? '' : String(value) });
  return { messagesPerVisitorPerDay: one(budgets.messagesPerVisitorPerDay), tokensPerConversation: one(budgets.tokensPerConversation) };
}

/** An empty box is no number (Number('') would read 0). */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body the server would accept, judged by the contract's own schema; `invalid` lists the
 * budgets the schema refuses (budgets is null then).
 */
export function readBudgetsDraft(draft: BudgetsDraft): { budgets: VisitorBudgets | null; invalid: BudgetKey[] } {
  const body = Object.fromEntries(BUDGET_KEYS.map((key) => [key, draft[key].limited ? toNumber(draft[key].text) : null]));
  const parsed = visitorBudgets.safeParse(body);
  if (parsed.success) return { budgets: parsed.data, invalid: [] };
  const invalid = BUDGET_KEYS.filter((key) => parsed.error.issues.some((issue) => issue.path[0] === key));
  return { budgets: null, invalid };
}

export function budgetsDiffer(a: VisitorBudgets, b: VisitorBudgets): boolean {
  return BUDGET_KEYS.some((key) => a[key] !== b[key]);
}
