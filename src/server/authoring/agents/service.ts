import { ERROR_CODES, PREMIUM_GATE_MESSAGE } from '../../../common/error-codes';
import { DEFAULT_CONTEXT_RECALL_DAYS, normalizeWebsiteUrls, type Agent, type AgentInputParsed } from '../../../common/agents';
import { secretBox } from '../../platform/secrets';
import { storeToolConfigs, checkAgentToolConfigs, listAgentAttachments, setAgentAttachments } from '../../tools/index';
import { forbidden, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import type { SessionUser } from '../../platform/session';
import { planOf, plansEnforced } from '../../accounts/billing/index';
import { isWithinLimit } from '../../../common/plans';
import { removeAgentUrlItems, syncAgentWebsites } from '../../knowledge/index';
import type { Capability } from '../../../common/members';
import { assertRoleCan, requireProject, requireProjectOwnerPlan } from '../../accounts/projects/index';
import { toAgent } from './agent-view';
import { countOwnedAgents, datasetBelongsToProject, deleteAgentRow, findMemberAgent, insertAgent, listProjectAgents, updateAgentRow, type AgentRow, type NewAgent } from './queries';
import { agentDeleted, agentRenamed } from './agent-events';

/**
 * The agent and its latest version label when the user is a member of its project whose role
 * allows `need`; 404 for anyone else.
 */
export async function requireAgent(
  deps: AppDeps,
  user: SessionUser,
  agentId: string,
  need: Capability,
): Promise<{ row: AgentRow; latestVersion: string | null }> {
  const found = await findMemberAgent(deps.db, user.id, agentId);
  if (!found) throw notFound('Agent');
  assertRoleCan(found.role, need);
  return { row: found.agent, latestVersion: found.latestVersion };
}

export async function listAgents(deps: AppDeps, user: SessionUser, projectId: string) {
  const project = await requireProject(deps, user, projectId, 'view');
  return listProjectAgents(deps.db, project.id);
}

/** `storedSecrets`: the tool settings whose secrets a masked field keeps (the agent's own, or the original of a duplicate). */
function columnsFrom(deps: AppDeps, input: AgentInputParsed, previous?: AgentRow, storedSecrets: unknown = previous?.toolConfigs): Omit<NewAgent, 'projectId'> {
  return {
    name: input.name,
    description: input.description ?? null,
    industry: input.industry ?? null,
    defaultLanguage: input.defaultLanguage,
    avatarUrl: input.avatarUrl ?? null,
    status: input.isPublic ? 'active' : input.status,
    isPublic: input.isPublic ?? previous?.isPublic ?? false,
    modelProvider: input.modelProvider,
    modelName: input.modelName,
    modelSettings: input.modelSettings,
    systemPrompt: input.systemPrompt ?? null,
    rules: input.rules ?? null,
    fallbackMessage: input.fallbackMessage !== undefined ? input.fallbackMessage || null : (previous?.fallbackMessage ?? null),
    starters: input.starters ?? previous?.starters ?? [],
    conversationFlow: input.conversationFlow ?? null,
    companyInfo: input.companyInfo ?? null,
    guardrails: input.guardrails ?? null,
    memory: input.memory ?? previous?.memory ?? 'off',
    contextRecallDays: input.contextRecallDays ?? previous?.contextRecallDays ?? DEFAULT_CONTEXT_RECALL_DAYS,
    channels: input.channels,
    ...(input.datasetId !== undefined ? { datasetId: input.datasetId } : {}),
    websiteUrls: normalizeWebsiteUrls(input.websiteUrls),
    enabledTools: input.enabledTools,
    toolConfigs: storeToolConfigs(secretBox(deps.secret), input.toolConfigs, storedSecrets),
  };
}

/** Creating past the plan's agent limit is the premium feature agent_creation (the plan table, src/common/plans.ts). */
export async function createAgent(deps: AppDeps, user: SessionUser, projectId: string, input: AgentInputParsed): Promise<Agent> {
  const project = await requireProject(deps, user, projectId, 'build');
  // the project's owner's plan: a team member's agents count against the owner's limit
  const owner = await requireProjectOwnerPlan(deps, project.id);
  const plan = planOf(owner, deps.clock());
  if (owner.role !== 'admin' && (await plansEnforced(deps)) && !isWithinLimit(plan.maxAgents, await countOwnedAgents(deps.db, project.ownerId))) {
    throw forbidden(`${PREMIUM_GATE_MESSAGE}. The Free plan includes ${plan.maxAgents} agents.`, ERROR_CODES.premiumRequired);
  }
  if (input.datasetId) await assertDatasetInProject(deps, project.id, input.datasetId);
  checkAgentToolConfigs(deps, input.toolConfigs);
  // a duplicate keeps the original's secrets (its form only holds their masks)
  const original = input.secretsFrom ? (await requireAgent(deps, user, input.secretsFrom, 'build')).row : undefined;
  const row = await insertAgent(deps.db, { ...columnsFrom(deps, input, undefined, original?.toolConfigs), projectId: project.id });
  if (input.attachedTools) await attachOrUndo(deps, row, input.attachedTools);
  return agentView(deps, await withWebsitesQueued(deps, row), null);
}

/** A new agent whose tool list names a tool of another project is not kept (nothing half written). */
async function attachOrUndo(deps: AppDeps, row: AgentRow, list: NonNullable<AgentInputParsed['attachedTools']>): Promise<void> {
  try {
    await setAgentAttachments(deps, row.projectId, row.id, list);
  } catch (err) {
    await deleteAgentRow(deps.db, row.id);
    throw err;
  }
}

/** The agent as the API answers it: with the project tools attached to it. */
export async function agentView(deps: AppDeps, row: AgentRow, latestVersion: string | null): Promise<Agent> {
  return toAgent(row, latestVersion, await listAgentAttachments(deps, row.id));
}

/** Website URLs saved in wizard step 3 are crawled into the agent's dataset (created when it has none). */
async function withWebsitesQueued(deps: AppDeps, row: AgentRow): Promise<AgentRow> {
  const urls = Array.isArray(row.websiteUrls) ? (row.websiteUrls as string[]) : [];
  const datasetId = await syncAgentWebsites(deps, row, urls);
  return datasetId && datasetId !== row.datasetId ? { ...row, datasetId } : row;
}

async function assertDatasetInProject(deps: AppDeps, projectId: string, datasetId: string): Promise<void> {
  if (!(await datasetBelongsToProject(deps.db, datasetId, projectId))) throw notFound('Dataset');
}

export async function updateAgent(deps: AppDeps, user: SessionUser, agentId: string, body: { systemPrompt: string } | AgentInputParsed): Promise<Agent> {
  const { row, latestVersion } = await requireAgent(deps, user, agentId, 'build');
  if (!('name' in body)) {
    return agentView(deps, await updateAgentRow(deps.db, row.id, { systemPrompt: body.systemPrompt }), latestVersion);
  }
  if (body.datasetId) await assertDatasetInProject(deps, row.projectId, body.datasetId);
  checkAgentToolConfigs(deps, body.toolConfigs);
  // checked before the agent changes: a foreign tool id leaves the agent as it was
  if (body.attachedTools) await setAgentAttachments(deps, row.projectId, row.id, body.attachedTools);
  const updated = await withWebsitesQueued(deps, await updateAgentRow(deps.db, row.id, columnsFrom(deps, body, row)));
  if (updated.name !== row.name) await emit(deps, agentRenamed, { agentId: row.id });
  return agentView(deps, updated, latestVersion);
}

/** Making an agent public sets it active; making it private keeps its status. */
export async function patchAgent(deps: AppDeps, user: SessionUser, agentId: string, body: { isPublic?: boolean; status?: AgentRow['status']; traceTexts?: boolean }): Promise<Agent> {
  const { row, latestVersion } = await requireAgent(deps, user, agentId, 'build');
  const values: Partial<NewAgent> = {};
  if (body.status !== undefined) values.status = body.status;
  if (body.traceTexts !== undefined) values.traceTexts = body.traceTexts;
  if (body.isPublic !== undefined) {
    values.isPublic = body.isPublic;
    if (body.isPublic) values.status = 'active';
  }
  return agentView(deps, await updateAgentRow(deps.db, row.id, values), latestVersion);
}

export async function deleteAgent(deps: AppDeps, user: SessionUser, agentId: string): Promise<void> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  await deleteAgentRow(deps.db, row.id);
  await emit(deps, agentDeleted, { agentId: row.id });
}

export async function removeWebsiteUrl(deps: AppDeps, user: SessionUser, agentId: string, url: string): Promise<Agent> {
  const { row, latestVersion } = await requireAgent(deps, user, agentId, 'build');
  const target = normalizeWebsiteUrls([url])[0];
  const current = Array.isArray(row.websiteUrls) ? (row.websiteUrls as string[]) : [];
  const remaining = current.filter((u) => normalizeWebsiteUrls([u])[0] !== target);
  if (remaining.length === current.length) throw notFound('URL');
  await removeAgentUrlItems(deps, row, url);
  return agentView(deps, await updateAgentRow(deps.db, row.id, { websiteUrls: remaining }), latestVersion);
}
