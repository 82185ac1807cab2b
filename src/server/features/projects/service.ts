import { DEFAULT_PROJECT, type CreateProjectBody, type Project } from '../../../common/projects';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { assertWithinPlanLimit } from '../billing/service';
import { countOwnedProjects, findOwnedProject, insertProject, listOwnedProjects } from './queries';

type ProjectRow = Awaited<ReturnType<typeof insertProject>>;

export function toProject(row: ProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
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
