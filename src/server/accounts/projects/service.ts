import { z } from 'zod';
import {
  DEFAULT_MONTHLY_BUDGET,
  DEFAULT_PROJECT,
  monthlyBudget,
  type CreateProjectBody,
  type Project,
  type UpdateProjectBody,
} from '../../../common/projects';
import type { Capability } from '../../../common/members';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { assertWithinPlanLimit, hasPremium, type PlanHolder } from '../billing/index';
import { assertRoleCan, readRole } from './access';
import {
  countOwnedProjects,
  findMemberProject,
  findProjectOwnerPlan,
  insertProject,
  listMemberProjects,
  markProjectSelected,
  mergeProjectSettings,
} from './queries';

type ProjectRow = Awaited<ReturnType<typeof findMemberProject>> & {};

/** The stored settings json: a missing or unreadable budget falls back to the default. */
const storedSettings = z.object({ monthlyBudget: monthlyBudget.optional().catch(undefined) }).catch({});

function toProject({ settings, role, ...row }: ProjectRow, premium: boolean): Project {
  return {
    ...row,
    role: readRole(role) ?? 'viewer',
    premium,
    monthlyBudget: storedSettings.parse(settings).monthlyBudget ?? DEFAULT_MONTHLY_BUDGET,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project as the API answers it: with the member's role and whether its owner's plan opens the Premium features. */
async function projectView(deps: AppDeps, row: ProjectRow): Promise<Project> {
  return toProject(row, await hasPremium(deps, await requireProjectOwnerPlan(deps, row.id)));
}

export async function getProject(deps: AppDeps, user: SessionUser, projectId: string): Promise<Project> {
  return projectView(deps, await requireProject(deps, user, projectId, 'member'));
}

/**
 * The projects the user belongs to, the current one first (the web app takes the
 * first as the current one); 'My First Project' is created for a user who belongs to none.
 */
export async function listProjects(deps: AppDeps, user: SessionUser): Promise<Project[]> {
  const rows = await listMemberProjects(deps.db, user.id);
  if (rows.length > 0) return Promise.all(rows.map((row) => projectView(deps, row)));
  const created = await insertProject(deps.db, { ...DEFAULT_PROJECT, ownerId: user.id });
  return [await projectView(deps, created)];
}

export async function createProject(deps: AppDeps, user: SessionUser, body: CreateProjectBody): Promise<Project> {
  await assertWithinPlanLimit(deps, user, 'maxProjects', await countOwnedProjects(deps.db, user.id), 'projects');
  const row = await insertProject(deps.db, { name: body.name, description: body.description ?? null, ownerId: user.id });
  await markProjectSelected(deps.db, user.id, row.id, deps.clock());
  return projectView(deps, row);
}

/**
 * The project when the user is a member whose role allows `need`; 404 (naming `what`, the thing
 * asked for) for non-members, so foreign ids reveal nothing.
 */
export async function requireProject(deps: AppDeps, user: SessionUser, projectId: string, need: Capability, what = 'Project') {
  const row = await findMemberProject(deps.db, user.id, projectId);
  if (!row) throw notFound(what);
  assertRoleCan(row.role, need);
  return row;
}

/** The account whose plan governs the project's limits and premium features: its owner's. */
export async function requireProjectOwnerPlan(deps: AppDeps, projectId: string): Promise<PlanHolder> {
  const owner = await findProjectOwnerPlan(deps.db, projectId);
  if (!owner) throw notFound('Project');
  return owner;
}

export async function updateProject(deps: AppDeps, user: SessionUser, projectId: string, body: UpdateProjectBody): Promise<Project> {
  const { role } = await requireProject(deps, user, projectId, 'manage');
  const row = await mergeProjectSettings(deps.db, projectId, { monthlyBudget: body.monthlyBudget }, deps.clock());
  return projectView(deps, { ...row, role });
}

export async function countProjectsOwnedBy(deps: AppDeps, userId: string): Promise<number> {
  return countOwnedProjects(deps.db, userId);
}

/** Makes a project the user's current one (listed first from now on). */
export async function selectProject(deps: AppDeps, user: SessionUser, projectId: string): Promise<void> {
  if (!(await markProjectSelected(deps.db, user.id, projectId, deps.clock()))) throw notFound('Project');
}
