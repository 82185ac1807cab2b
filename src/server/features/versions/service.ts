import type { AgentVersion, PublicVersion } from '../../../common/versions';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { displayName } from '../auth/user-view';
import { requireAgent } from '../agents/service';
import { assertRoleCan } from '../projects/access';
import { loadAgentProjectTools } from '../tools/service';
import {
  deleteVersionRow,
  findMemberVersion,
  findVersion,
  insertPublishedVersion,
  listAgentVersions,
  setVersionActive,
  setVersionPublic,
  type VersionWithPublisher,
} from './queries';
import { freezeSnapshot, toAgentVersion, toPublicVersion } from './version-view';
import { forgetChatTargets } from '../chat/target-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public routes take any id string: a malformed one is simply not found, like a hidden one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Freezes the agent as it is now into version 'v{n}'; the agent becomes active. */
export async function publishAgent(deps: AppDeps, user: SessionUser, agentId: string, makeActive: boolean): Promise<AgentVersion> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const projectTools = await loadAgentProjectTools(deps, row.id);
  const version = await insertPublishedVersion(deps.db, row.id, { publishedBy: user.id, makeActive, now: deps.clock(), freeze: (agent) => freezeSnapshot(agent, projectTools) });
  return toAgentVersion({ ...version, publishedByName: displayName(user) });
}

export async function getAgentVersions(deps: AppDeps, user: SessionUser, agentId: string): Promise<AgentVersion[]> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  return (await listAgentVersions(deps.db, row.id)).map(toAgentVersion);
}

/** Versions are only changed here (reading them goes through their agent). */
async function requireVersion(deps: AppDeps, user: SessionUser, versionId: string): Promise<VersionWithPublisher> {
  const found = await findMemberVersion(deps.db, user.id, versionId);
  if (!found) throw notFound('Version');
  assertRoleCan(found.role, 'build');
  return found.version;
}

export async function setVersionVisibility(deps: AppDeps, user: SessionUser, versionId: string, isPublic: boolean): Promise<AgentVersion> {
  const row = await requireVersion(deps, user, versionId);
  await setVersionPublic(deps.db, row.id, isPublic);
  forgetChatTargets(deps);
  return toAgentVersion({ ...row, isPublic });
}

/** Activating a version deactivates the agent's others: production channels and the API serve one. */
export async function setVersionActivation(deps: AppDeps, user: SessionUser, versionId: string, isActive: boolean): Promise<AgentVersion> {
  const row = await requireVersion(deps, user, versionId);
  await setVersionActive(deps.db, row.agentId, row.id, isActive);
  forgetChatTargets(deps);
  return toAgentVersion({ ...row, isActive });
}

export async function deleteVersion(deps: AppDeps, user: SessionUser, versionId: string): Promise<void> {
  const row = await requireVersion(deps, user, versionId);
  await deleteVersionRow(deps.db, row.id);
  forgetChatTargets(deps);
}

/** Only public versions are reachable anonymously; unknown and hidden ones look the same. */
export async function getPublicVersion(deps: AppDeps, versionId: string): Promise<PublicVersion> {
  const row = isUuid(versionId) ? await findVersion(deps.db, versionId) : null;
  if (!row || !row.isPublic) throw notFound('Agent');
  return toPublicVersion(row);
}
