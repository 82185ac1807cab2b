import type { HookDelivery } from '../../../common/hook-deliveries';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/service';
import { listAgentDeliveries, type DeliveryRow } from './deliveries-queries';
import { displayEndpoint } from './deliver-hook';

const DELIVERIES_SHOWN = 50;

function toHookDelivery(row: DeliveryRow): HookDelivery {
  return {
    id: row.id,
    agentId: row.agentId,
    conversationId: row.conversationId,
    endpoint: displayEndpoint(row.endpoint),
    status: row.status as HookDelivery['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The agent's last 50 post-conversation hook deliveries, newest first; 404 for anyone outside the project. */
export async function listHookDeliveries(deps: AppDeps, user: SessionUser, agentId: string): Promise<HookDelivery[]> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  return (await listAgentDeliveries(deps.db, row.id, DELIVERIES_SHOWN)).map(toHookDelivery);
}
