import { memoryCategory, MEMORY_LIMITS, type UpdateFactBody, type VisitorFact, type VisitorMemory } from '../../../common/visitor-memory';
import { requireProject } from '../../accounts/projects/index';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { factBox } from './fact-box';
import { deleteFacts, listFactsOfVisitors, listVisitorFactsWithAgents, updateFact, visitorInProject } from './queries';

/** The project's visitor, for a member whose role allows `need`; 404 for anyone else, as for an unknown visitor. */
async function requireVisitor(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string, need: 'readConversations' | 'build'): Promise<void> {
  const project = await requireProject(deps, user, projectId, need, 'Visitor');
  if (!(await visitorInProject(deps.db, project.id, visitorId))) throw notFound('Visitor');
}

/** Everything the project's agents remember of the visitor, unmasked: the owner's visitor page only. */
/** The facts about these visitors, opened, for their own data export (docs/decisions/0052). */
export async function exportVisitorFacts(deps: AppDeps, visitorIds: string[]) {
  const box = factBox(deps);
  const rows = await listFactsOfVisitors(deps.db, visitorIds);
  return rows.map((r) => ({ agentId: r.agentId, category: r.category, fact: box.open(r.sealedFact), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

export async function getVisitorMemory(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string): Promise<VisitorMemory> {
  await requireVisitor(deps, user, projectId, visitorId, 'readConversations');
  const box = factBox(deps);
  const rows = await listVisitorFactsWithAgents(deps.db, projectId, visitorId);
  const facts: VisitorFact[] = rows.map((r) => ({
    id: r.id,
    fact: box.open(r.sealedFact),
    category: memoryCategory.catch('other').parse(r.category),
    agentId: r.agentId,
    agentName: r.agentName,
    conversationId: r.conversationId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { facts, limit: MEMORY_LIMITS.factsPerVisitor };
}

export async function editVisitorFact(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string, factId: string, body: UpdateFactBody): Promise<VisitorFact> {
  await requireVisitor(deps, user, projectId, visitorId, 'build');
  const set = { updatedAt: deps.clock(), ...(body.fact !== undefined ? { sealedFact: factBox(deps).seal(body.fact) } : {}), ...(body.category ? { category: body.category } : {}) };
  if (!(await updateFact(deps.db, visitorId, factId, set))) throw notFound('Fact');
  const edited = (await getVisitorMemory(deps, user, projectId, visitorId)).facts.find((f) => f.id === factId);
  if (!edited) throw notFound('Fact');
  return edited;
}

export async function deleteVisitorFact(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string, factId: string): Promise<void> {
  await requireVisitor(deps, user, projectId, visitorId, 'build');
  if ((await deleteFacts(deps.db, visitorId, [factId])) === 0) throw notFound('Fact');
}
