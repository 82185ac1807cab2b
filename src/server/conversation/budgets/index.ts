/** What other features may use of conversation/budgets: everything else in this folder is its own. */
export { budgetError, budgetReply, spendVisitorBudget } from './service';
