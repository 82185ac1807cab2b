import type { HookDelivery } from '../../../common/hook-deliveries';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { assertRoleCan } from '../../accounts/projects/index';
import { findMemberAgentRole, listAgentDeliveries, type DeliveryRow } from './deliveries-queries';
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
  const role = await findMemberAgentRole(deps.db, user.id, agentId);
  if (role === null) throw notFound('Agent');
  assertRoleCan(role, 'view');
  return (await listAgentDeliveries(deps.db, agentId, DELIVERIES_SHOWN)).map(toHookDelivery);
}
