import { z } from 'zod';
import { WIDGET_ERROR_CODES, WIDGET_LIMITS, WIDGET_MESSAGES, widgetBody, type PublicWidget, type Widget } from '../../../common/widgets';
import { conflict, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../agents/index';
import { assertRoleCan, requireProjectOwnerPlan } from '../../accounts/projects/index';
import { assertPremium } from '../../accounts/billing/index';
import { deleteWidgetRow, findMemberWidget, findPublicWidget, insertWidgetWithinLimit, listAgentWidgets, updateWidgetRow, type WidgetRow } from './queries';
import { toPublicWidget, toWidget } from './widget-view';

type WidgetInput = z.output<typeof widgetBody>;

/**
 * The widget and its project for a member whose role may change it; 404 for anyone outside the
 * project (a foreign widget looks the same as a missing one).
 */
async function requireWidget(deps: AppDeps, user: SessionUser, widgetId: string): Promise<{ row: WidgetRow; projectId: string }> {
  const found = await findMemberWidget(deps.db, user.id, widgetId);
  if (!found) throw notFound('Widget');
  assertRoleCan(found.role, 'build');
  return { row: found.widget, projectId: found.projectId };
}

/** Widgets are Premium: the plan of the project's owner decides. */
async function assertProjectPremium(deps: AppDeps, projectId: string): Promise<void> {
  await assertPremium(deps, await requireProjectOwnerPlan(deps, projectId));
}

export async function listWidgets(deps: AppDeps, user: SessionUser, agentId: string): Promise<Widget[]> {
  await requireAgent(deps, user, agentId, 'view');
  return (await listAgentWidgets(deps.db, agentId)).map(toWidget);
}

/** Premium feature (src/common/plans.ts), at most WIDGET_LIMITS.maxPerAgent per agent. */
export async function createWidget(deps: AppDeps, user: SessionUser, agentId: string, input: WidgetInput): Promise<Widget> {
  const { row: agent } = await requireAgent(deps, user, agentId, 'build');
  await assertProjectPremium(deps, agent.projectId);
  const row = await insertWidgetWithinLimit(
    deps.db,
    { agentId, name: input.name, htmlCode: input.htmlCode, customConfig: input.customConfig, isPremiumFeatures: input.isPremiumFeatures },
    WIDGET_LIMITS.maxPerAgent,
  );
  if (!row) throw conflict(WIDGET_MESSAGES.limit, WIDGET_ERROR_CODES.limit);
  return toWidget(row);
}

export async function updateWidget(deps: AppDeps, user: SessionUser, widgetId: string, input: WidgetInput): Promise<Widget> {
  const { row: existing, projectId } = await requireWidget(deps, user, widgetId);
  await assertProjectPremium(deps, projectId);
  const row = await updateWidgetRow(deps.db, existing.id, {
    name: input.name,
    htmlCode: input.htmlCode,
    customConfig: input.customConfig,
    isPremiumFeatures: input.isPremiumFeatures,
  });
  return toWidget(row);
}

/**
 * Publishing needs Premium; hiding does not, so an owner whose Premium ended can still withdraw
 * a widget from the public demo page.
 */
export async function setWidgetVisibility(deps: AppDeps, user: SessionUser, widgetId: string, isPublic: boolean): Promise<Widget> {
  const { row: existing, projectId } = await requireWidget(deps, user, widgetId);
  if (isPublic) await assertProjectPremium(deps, projectId);
  return toWidget(await updateWidgetRow(deps.db, existing.id, { isPublic }));
}

/** Always allowed to the owner, like hiding: removing one's own content never needs a plan. */
export async function deleteWidget(deps: AppDeps, user: SessionUser, widgetId: string): Promise<void> {
  const { row: existing } = await requireWidget(deps, user, widgetId);
  await deleteWidgetRow(deps.db, existing.id);
}

export async function getPublicWidget(deps: AppDeps, widgetId: string): Promise<PublicWidget> {
  const row = z.uuid().safeParse(widgetId).success ? await findPublicWidget(deps.db, widgetId) : null;
  if (!row) throw notFound('Widget');
  return toPublicWidget(row);
}
