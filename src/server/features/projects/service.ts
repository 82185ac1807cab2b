import { z } from 'zod';
import {
  DEFAULT_MONTHLY_BUDGET,
  DEFAULT_PROJECT,
  monthlyBudget,
  type CreateProjectBody,
  type Project,
  type UpdateProjectBody,
} from '../../../common/projects';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { assertWithinPlanLimit } from '../billing/service';
import { countOwnedProjects, findOwnedProject, insertProject, listOwnedProjects, mergeOwnedProjectSettings } from './queries';

type ProjectRow = Awaited<ReturnType<typeof insertProject>>;

/** The stored settings json: a missing or unreadable budget falls back to the default. */
const storedSettings = z.object({ monthlyBudget: monthlyBudget.optional().catch(undefined) }).catch({});

export function toProject({ settings, ...row }: ProjectRow): Project {
  return {
    ...row,
    monthlyBudget: storedSettings.parse(settings).monthlyBudget ?? DEFAULT_MONTHLY_BUDGET,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's projects, creating 'My First Project' when there is none. */
export async function listProjects(deps: AppDeps, user: SessionUser): Promise<Project[]> {
  const rows = await listOwnedProjects(deps.db, user.id);
  if (rows.length > 0) return rows.map(toProject);
  const created = await insertProject(deps.db, { ...DEFAULT_PROJECT, ownerId: user.id });
  return [toProject(created)];
}

export async function createProject(deps: AppDeps, user: SessionUser, body: CreateProjectBody): Promise<Project> {
  assertWithinPlanLimit(user, deps.clock(), 'maxProjects', await countOwnedProjects(deps.db, user.id), 'projects');
  const row = await insertProject(deps.db, { name: body.name, description: body.description ?? null, ownerId: user.id });
  return toProject(row);
}

/** The project when the user owns it; otherwise 404, so foreign ids reveal nothing. */
export async function requireProject(deps: AppDeps, user: SessionUser, projectId: string) {
  const row = await findOwnedProject(deps.db, user.id, projectId);
  if (!row) throw notFound('Project');
  return row;
}

/** Only the owner changes a project's settings; anyone else gets the same 404 as for a missing one. */
export async function updateProject(deps: AppDeps, user: SessionUser, projectId: string, body: UpdateProjectBody): Promise<Project> {
  const row = await mergeOwnedProjectSettings(deps.db, user.id, projectId, { monthlyBudget: body.monthlyBudget }, deps.clock());
  if (!row) throw notFound('Project');
  return toProject(row);
}
