import { readUserSettings, type ChatLimits, type UserSettings } from '../../../common/settings';
import type { AppDeps } from '../../platform/deps';
import { cachePerApp } from '../../platform/read-cache';
import { findProjectOwnerSettings } from './queries';

/** projectId -> its owner's settings: read on every turn (PII masking, chat limits) */
const owners = cachePerApp<UserSettings>();

/** A project's rate limits and privacy follow its owner's Settings, whoever of the team acts. */
export function projectOwnerSettings(deps: AppDeps, projectId: string): Promise<UserSettings> {
  return owners(deps).get(projectId, async () => readUserSettings(await findProjectOwnerSettings(deps.db, projectId)));
}

/** The per-minute limits on the project's public chat and API; null when its owner turned rate limiting off. */
export async function projectChatLimits(deps: AppDeps, projectId: string): Promise<ChatLimits | null> {
  const settings = await projectOwnerSettings(deps, projectId);
  return settings.rateLimiting ? settings.chatLimits : null;
}

/** After a user's settings or a project's owner changed. */
export function forgetOwnerSettings(deps: AppDeps): void {
  owners(deps).clear();
}
