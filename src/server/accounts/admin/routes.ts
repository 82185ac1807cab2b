import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUser, setTierBody, type AdminUser } from '../../../common/admin';
import { conflict, notFound } from '../../platform/errors';
import { setUserRoleBody } from '../../../common/instance';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import { deleteUser, disableUser, findOwnedDatasetIds, findUser, listUsers, setAccessStatus, setRole, setTier } from './queries';
import { deleteDatasetDocuments } from '../../platform/storage/document-storage';
import { userChanged } from '../auth/index';

type Row = NonNullable<Awaited<ReturnType<typeof findUser>>>;
const toAdminUser = (row: Row): AdminUser => ({
  ...row,
  role: row.role === 'admin' ? 'admin' : 'user',
  accessStatus: row.accessStatus === 'authorized' || row.accessStatus === 'disabled' ? row.accessStatus : 'waitlist',
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
        await emit(deps, userChanged, { userId: request.params.id });
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
        await emit(deps, userChanged, { userId: request.params.id });
        return toAdminUser(row);
      },
    );

    /** An admin never disables, demotes or deletes their own account (the instance keeps an admin). */
    const requireOther = async (request: { params: { id: string }; user: { id: string } | null }) => {
      if (request.params.id === request.user?.id) throw conflict('You cannot do this to your own account.');
      if (!(await findUser(deps.db, request.params.id))) throw notFound('User');
    };

    app.post('/api/admin/users/:id/disable', { config: admin, schema: { params: userParams, response: { 200: adminUser } } }, async (request) => {
      await requireOther(request);
      const row = await disableUser(deps.db, request.params.id);
      await emit(deps, userChanged, { userId: request.params.id });
      return toAdminUser(row);
    });

    app.post('/api/admin/users/:id/enable', { config: admin, schema: { params: userParams, response: { 200: adminUser } } }, async (request) => {
      await requireOther(request);
      const row = await setAccessStatus(deps.db, request.params.id, 'authorized');
      await emit(deps, userChanged, { userId: request.params.id });
      return toAdminUser(row);
    });

    app.put('/api/admin/users/:id/role', { config: admin, schema: { params: userParams, body: setUserRoleBody, response: { 200: adminUser } } }, async (request) => {
      await requireOther(request);
      const row = await setRole(deps.db, request.params.id, request.body.role);
      await emit(deps, userChanged, { userId: request.params.id });
      return toAdminUser(row);
    });

    app.delete(
      '/api/admin/users/:id',
      { config: admin, schema: { summary: 'Delete an account with the projects it owns (their agents, conversations and files)', params: userParams } },
      async (request, reply) => {
        await requireOther(request);
        const datasetIds = await findOwnedDatasetIds(deps.db, request.params.id);
        await deleteUser(deps.db, request.params.id);
        // the rows are gone with the account; its uploaded documents are removed from the store after them
        for (const id of datasetIds) await deleteDatasetDocuments(deps.storage, id);
        await emit(deps, userChanged, { userId: request.params.id });
        return reply.code(204).send();
      },
    );
  };
}
