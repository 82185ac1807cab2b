import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorBudgets } from '../../../common/budgets';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { getVisitorBudgets, updateVisitorBudgets } from './service';

const params = z.object({ id: uuidParam('agent') });
const tags = ['Deployments'];

/** Deployments > Channels > Visitor budgets. */
export function budgetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/agents/:id/visitor-budgets', { schema: { tags, summary: "The agent's per-visitor budgets (null: unlimited)", params, response: { 200: visitorBudgets } } }, async (request) =>
      getVisitorBudgets(deps, currentUser(request), request.params.id),
    );
    app.put(
      '/api/agents/:id/visitor-budgets',
      { schema: { tags, summary: 'Set the most messages a visitor may send a day and the most tokens a conversation may spend', params, body: visitorBudgets, response: { 200: visitorBudgets } } },
      async (request) => updateVisitorBudgets(deps, currentUser(request), request.params.id, request.body),
    );
  };
}
