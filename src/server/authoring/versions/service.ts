import { DRAFT, type VersionDiff } from '../../../common/version-diff';
import type { AgentVersion, FailingCase, PublicVersion } from '../../../common/versions';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import type { SessionUser } from '../../platform/session';
import { displayName } from '../../accounts/auth/index';
import { requireAgent } from '../agents/index';
import { assertRoleCan } from '../../accounts/projects/index';
import { loadAgentProjectTools } from '../../tools/index';
import { countCuratedAnswers } from '../../knowledge/index';
import {
  datasetNames,
  deleteVersionRow,
  findMemberVersion,
  findVersion,
  insertPublishedVersion,
  listAgentVersions,
  setVersionActive,
  setVersionPublic,
  type VersionWithPublisher,
} from './queries';
import { diffSnapshots, type DiffInput } from './version-diff';
import { freezeSnapshot, readSnapshot, toAgentVersion, toPublicVersion, toRuntimeSnapshot } from './version-view';
import { versionChanged } from './version-events';
import { forVisitors, resolveAgentModel, type AgentSnapshot } from '../../runtime/index';
import { isUuid } from '../../platform/ids';

type AgentRow = Awaited<ReturnType<typeof requireAgent>>['row'];

export type PublishOutcome = { published: AgentVersion } | { blocked: FailingCase[] };

/** The agent's test cases as a publish runs them (the Testing Console's, given by the app). */
export interface PublishGate {
  /** whether the agent has any case that can fail */
  hasGradedCases: (deps: AppDeps, agentId: string) => Promise<boolean>;
  /** the agent's graded cases that fail against the snapshot about to be published, in the cases' order */
  failingCasesOn: (deps: AppDeps, target: { agentId: string; projectId: string; agent: AgentSnapshot; agentVersionId: null; sessionId: string; label: string }) => Promise<FailingCase[]>;
}

/**
 * Freezes the agent as it is now into version 'v{n}'; the agent becomes active. The agent's test
 * cases with an expected output run first against that very snapshot: a failure blocks the publish
 * unless the publisher chose to publish anyway, which the version then records.
 */
export async function publishAgent(deps: AppDeps, gate: PublishGate, user: SessionUser, agentId: string, opts: { makeActive: boolean; publishAnyway: boolean }): Promise<PublishOutcome> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const projectTools = await loadAgentProjectTools(deps, row.id);
  const tested = (await gate.hasGradedCases(deps, row.id)) ? freezeSnapshot(row, projectTools) : null;
  const target = { agentId: row.id, projectId: row.projectId, agentVersionId: null, sessionId: `publish-${user.id}`, label: 'publish' };
  const failing = tested ? await gate.failingCasesOn(deps, { ...target, agent: toRuntimeSnapshot(tested) }) : [];
  if (failing.length && !opts.publishAnyway) return { blocked: failing };
  const version = await insertPublishedVersion(deps.db, row.id, {
    publishedBy: user.id,
    makeActive: opts.makeActive,
    now: deps.clock(),
    // what was tested is what gets published, even if the agent was edited meanwhile
    freeze: (agent) => tested ?? freezeSnapshot(agent, projectTools),
    failingCases: failing,
  });
  // a new active version replaces the one channels and the API were answering with
  if (opts.makeActive) await emit(deps, versionChanged, { versionId: version.id });
  return { published: toAgentVersion({ ...version, publishedByName: displayName(user), activatedByName: null }) };
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
  await emit(deps, versionChanged, { versionId: row.id });
  return toAgentVersion({ ...row, isPublic });
}

/** Activating a version deactivates the agent's others (production channels and the API serve one); it records who did it and when. */
export async function setVersionActivation(deps: AppDeps, user: SessionUser, versionId: string, isActive: boolean): Promise<AgentVersion> {
  const row = await requireVersion(deps, user, versionId);
  const at = deps.clock();
  await setVersionActive(deps.db, row.agentId, row.id, { isActive, by: user.id, at });
  await emit(deps, versionChanged, { versionId: row.id });
  return toAgentVersion(isActive ? { ...row, isActive, activatedAt: at, activatedBy: user.id, activatedByName: displayName(user) } : { ...row, isActive });
}

/** One side of a comparison: the agent's draft, frozen as a publish would, or one of its own versions. */
async function diffInput(deps: AppDeps, user: SessionUser, agent: AgentRow, sideId: string): Promise<Omit<DiffInput, 'dataset'>> {
  if (sideId === DRAFT) {
    const snapshot = freezeSnapshot(agent, await loadAgentProjectTools(deps, agent.id));
    return { side: { id: DRAFT, label: DRAFT, publishedAt: null }, snapshot };
  }
  const found = await findMemberVersion(deps.db, user.id, sideId);
  if (!found || found.version.agentId !== agent.id) throw notFound('Version');
  const v = found.version;
  return { side: { id: v.id, label: v.version, publishedAt: v.publishedAt.toISOString() }, snapshot: readSnapshot(v.snapshot) };
}

/** One of the agent's own versions as the runtime reads it; another agent's version is not found. */
export async function agentVersionSnapshot(deps: AppDeps, user: SessionUser, agentId: string, versionId: string): Promise<{ id: string; version: string; agent: AgentSnapshot }> {
  const found = await findMemberVersion(deps.db, user.id, versionId);
  if (!found || found.version.agentId !== agentId) throw notFound('Version');
  return { id: found.version.id, version: found.version.version, agent: toRuntimeSnapshot(readSnapshot(found.version.snapshot)) };
}

/** What changes from one version (or the draft) to another: prompt, rules, model and settings, tools, dataset. */
export async function diffVersions(deps: AppDeps, user: SessionUser, agentId: string, fromId: string, toId: string): Promise<VersionDiff> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const [from, to] = [await diffInput(deps, user, row, fromId), await diffInput(deps, user, row, toId)];
  const ids = [from.snapshot.datasetId, to.snapshot.datasetId].filter((id): id is string => id !== null);
  const names = await datasetNames(deps.db, row.projectId, ids);
  const dataset = (id: string | null) => (id ? { id, name: names.get(id) ?? id } : null);
  const diff = diffSnapshots({ ...from, dataset: dataset(from.snapshot.datasetId) }, { ...to, dataset: dataset(to.snapshot.datasetId) });
  return { ...diff, curatedAnswers: { count: await countCuratedAnswers(deps, agentId) } };
}

export async function deleteVersion(deps: AppDeps, user: SessionUser, versionId: string): Promise<void> {
  const row = await requireVersion(deps, user, versionId);
  await deleteVersionRow(deps.db, row.id);
  await emit(deps, versionChanged, { versionId: row.id });
}

/** Only public versions are reachable anonymously; unknown and hidden ones look the same. */
export async function getPublicVersion(deps: AppDeps, versionId: string): Promise<PublicVersion> {
  const row = isUuid(versionId) ? await findVersion(deps.db, versionId) : null;
  if (!row || !row.isPublic) throw notFound('Agent');
  const snapshot = readSnapshot(row.snapshot);
  const answering = forVisitors(await resolveAgentModel(deps, row.projectId, snapshot));
  return toPublicVersion(row, { provider: answering.provider, model: answering.modelId, offline: answering.offline });
}
