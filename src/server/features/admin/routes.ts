import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUser, setTierBody, type AdminUser } from '../../../common/admin';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { findUser, listUsers, setAccessStatus, setTier } from './queries';
import { userChanged } from '../auth/user-changed';

type Row = NonNullable<Awaited<ReturnType<typeof findUser>>>;
const toAdminUser = (row: Row): AdminUser => ({
  ...row,
  role: row.role === 'admin' ? 'admin' : 'user',
  accessStatus: row.accessStatus === 'authorized' ? 'authorized' : 'waitlist',
  subscriptionTier: row.subscriptionTier === 'premium' ? 'premium' : 'free',
  subscriptionExpiry: row.subscriptionExpiry?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
const userParams = z.object({ id: z.uuid({ error: 'Invalid user id' }) });

/** Settings > Users: an admin lists accounts, approves waitlisted ones and sets tiers. */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { access: 'admin' as const };

    app.get('/api/admin/users', { config: admin, schema: { response: { 200: z.array(adminUser) } } }, async () =>
      (await listUsers(deps.db)).map(toAdminUser),
    );

    app.post(
      '/api/admin/users/:id/approve',
      { config: admin, schema: { params: userParams, response: { 200: adminUser } } },
      async (request) => {
        if (!(await findUser(deps.db, request.params.id))) throw notFound('User');
        const row = await setAccessStatus(deps.db, request.params.id, 'authorized');
        userChanged(deps, request.params.id);
        return toAdminUser(row);
      },
    );

    app.put(
      '/api/admin/users/:id/tier',
      { config: admin, schema: { params: userParams, body: setTierBody, response: { 200: adminUser } } },
      async (request) => {
        if (!(await findUser(deps.db, request.params.id))) throw notFound('User');
        const { subscriptionTier, subscriptionExpiry } = request.body;
        const expiry = subscriptionExpiry ? new Date(subscriptionExpiry) : null;
        const row = await setTier(deps.db, request.params.id, subscriptionTier, expiry);
        userChanged(deps, request.params.id);
        return toAdminUser(row);
      },
    );
  };
}
