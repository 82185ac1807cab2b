import type { VisitorErasure, VisitorExport } from '../../../common/visitor-data';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { forgetRecalls } from '../visitor-summaries/index';
import { ERASE_STEPS } from './erase-parts';
import { EXPORT_PARTS } from './export-parts';
import { listVisitorIds } from './queries';

/**
 * Everything stored about the site's user `externalId`: their verified visitor only, since an
 * unverified hint is whoever typed the id and its conversations may be a stranger's words
 * (docs/decisions/0052). Another project's user id answers 404, like an unknown one.
 */
export async function exportVisitorData(deps: AppDeps, projectId: string, externalId: string): Promise<VisitorExport> {
  const ids = await listVisitorIds(deps.db, projectId, externalId, false);
  if (ids.length === 0) throw notFound('Visitor');
  const out: Partial<VisitorExport> = { exportedAt: deps.clock().toISOString() };
  for (const [key, read] of Object.entries(EXPORT_PARTS) as [keyof typeof EXPORT_PARTS, (db: Db, ids: string[], deps: AppDeps) => Promise<never>][]) {
    out[key] = await read(deps.db, ids, deps);
  }
  return out as VisitorExport;
}

/**
 * Deletes these visitors and all their data in one transaction (conversations with their turns,
 * messages, ratings, summaries, leads) and answers how much went. Shared by the public API's
 * erasure and the owner's deletion of a visitor.
 */
export async function eraseVisitorsById(deps: AppDeps, visitorIds: string[]): Promise<VisitorErasure> {
  const counts = Object.fromEntries(ERASE_STEPS.map((s) => [s.key, 0])) as VisitorErasure;
  if (visitorIds.length === 0) return counts;
  await deps.db.transaction(async (tx) => {
    for (const step of ERASE_STEPS) counts[step.key] = await step.erase(tx as unknown as Db, visitorIds);
  });
  forgetRecalls(deps);
  return counts;
}

/** The erasure a site asks for its user: the verified visitor and every unverified hint that named the same id. */
export async function eraseVisitorData(deps: AppDeps, projectId: string, externalId: string): Promise<VisitorErasure> {
  const ids = await listVisitorIds(deps.db, projectId, externalId, true);
  if (ids.length === 0) throw notFound('Visitor');
  return eraseVisitorsById(deps, ids);
}
