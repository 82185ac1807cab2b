import { readVisitorBudgets, type VisitorBudgets } from '../../../common/budgets';
import { inAgentLanguage } from '../../platform/agent-language';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { hitRateLimit } from '../../platform/rate-limit-store';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { conversationTokens, findAgentBudgets, saveAgentBudgets } from './queries';

const DAY_MS = 86_400_000;

/** agentId -> its budgets: read on every production turn */
const budgets = cachePerApp<VisitorBudgets>();

export function agentBudgets(deps: AppDeps, agentId: string): Promise<VisitorBudgets> {
  return budgets(deps).get(agentId, async () => readVisitorBudgets(await findAgentBudgets(deps.db, agentId)));
}

export async function getVisitorBudgets(deps: AppDeps, user: SessionUser, agentId: string): Promise<VisitorBudgets> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  return readVisitorBudgets(row.visitorBudgets);
}

export async function updateVisitorBudgets(deps: AppDeps, user: SessionUser, agentId: string, body: VisitorBudgets): Promise<VisitorBudgets> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await saveAgentBudgets(deps.db, row.id, body);
  budgets(deps).forget(row.id);
  return body;
}

export type BudgetRefusal = { kind: 'messages'; limit: number } | { kind: 'tokens'; limit: number };

/**
 * Counts this message against the visitor's daily budget and checks the conversation's token
 * budget; the refusal when either is spent, null otherwise (or when the agent sets none).
 */
export async function spendVisitorBudget(deps: AppDeps, input: { agentId: string; visitor: string; conversationId: string }): Promise<BudgetRefusal | null> {
  const set = await agentBudgets(deps, input.agentId);
  if (set.messagesPerVisitorPerDay !== null) {
    const hit = await hitRateLimit(deps.db, `budget:day:${input.agentId}:${input.visitor}`, set.messagesPerVisitorPerDay, DAY_MS, deps.clock());
    if (!hit.allowed) return { kind: 'messages', limit: set.messagesPerVisitorPerDay };
  }
  if (set.tokensPerConversation !== null && (await conversationTokens(deps.db, input.conversationId)) >= set.tokensPerConversation) {
    return { kind: 'tokens', limit: set.tokensPerConversation };
  }
  return null;
}

/** Stored on the limited run, for the owner. */
export function budgetError(refusal: BudgetRefusal): string {
  return refusal.kind === 'messages'
    ? `Visitor budget: this visitor sent ${refusal.limit} messages in 24 hours, the most this agent allows.`
    : `Visitor budget: this conversation spent ${refusal.limit} tokens, the most this agent allows.`;
}

const BUDGET_REPLIES = {
  messages: {
    en: "You've reached today's message limit with this assistant. Please come back tomorrow.",
    es: 'Has alcanzado el número máximo de mensajes de hoy con este asistente. Vuelve mañana, por favor.',
  },
  tokens: {
    en: 'This conversation has reached its maximum length. Please start a new conversation.',
    es: 'Esta conversación ha alcanzado su longitud máxima. Empieza una conversación nueva, por favor.',
  },
} as const;

/** What the visitor reads, in the agent's language. */
export function budgetReply(refusal: BudgetRefusal, language: string): string {
  return inAgentLanguage(BUDGET_REPLIES[refusal.kind], language);
}
