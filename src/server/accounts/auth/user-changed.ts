import type { AppDeps } from '../../platform/deps';
import { forgetCachedUser } from '../../platform/session';
import { forgetChatTargets } from '../../conversation/chat/target-cache';
import { forgetOwnerSettings } from '../settings/owner-settings';

/** After a write to a user's row: cached sessions and public versions (which carry the owner's plan) and owners' settings read it again. */
export function userChanged(deps: AppDeps, userId: string): void {
  forgetCachedUser(deps, userId);
  forgetChatTargets(deps);
  forgetOwnerSettings(deps);
}
