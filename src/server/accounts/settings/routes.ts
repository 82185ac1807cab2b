import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applySettingsChange, readUserSettings, updateUserSettingsBody, userSettings } from '../../../common/settings';
import { users } from '../../db/schema';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import { userChanged } from '../auth/index';

/** Settings > Preferences, Notifications and Security: stored per user. */
export function settingsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/settings', { schema: { response: { 200: userSettings } } }, async (request) =>
      readUserSettings(currentUser(request).settings),
    );

    app.put('/api/settings', { schema: { body: updateUserSettingsBody, response: { 200: userSettings } } }, async (request) => {
      const user = currentUser(request);
      const next = applySettingsChange(readUserSettings(user.settings), request.body);
      await deps.db.update(users).set({ settings: next, updatedAt: new Date() }).where(eq(users.id, user.id));
      await emit(deps, userChanged, { userId: user.id });
      return next;
    });
  };
}
