import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkKeyResult, providerKeyId, providerKeyStatus, providerModelList, saveProviderKeyBody, usableProviders } from '../../../common/provider-keys';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { createGuardedFetch } from '../../platform/ssrf/guarded-fetch';
import { requireProject } from '../../accounts/projects/index';
import { checkCredentials } from './check-key';
import { listProviderModels } from './list-models';
import { priceTable } from '../pricing/index';
import { currentKeyStatus, listKeyStatuses, listUsableProviders, markKeyChecked, removeProviderKey, resolveCredentials, saveProviderKey, urlAccessFor } from './service';

const providerParams = z.object({ id: uuidParam('project'), provider: providerKeyId });

/** Settings > API Keys: provider keys, encrypted at rest and never returned. */
export function providerKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/api-keys', { schema: { params: projectParams, response: { 200: z.array(providerKeyStatus) } } }, async (request) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'view');
      return listKeyStatuses(deps, project.id);
    });

    app.get('/api/projects/:id/api-keys/usable', { schema: { params: projectParams, response: { 200: usableProviders } } }, async (request) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'view');
      return { providers: await listUsableProviders(deps, project.id) };
    });

    app.post(
      '/api/projects/:id/api-keys',
      { schema: { params: projectParams, body: saveProviderKeyBody, response: { 200: providerKeyStatus } } },
      async (request) => {
        const project = await requireProject(deps, currentUser(request), request.params.id, 'manage');
        return saveProviderKey(deps, project.id, request.body);
      },
    );

    app.delete('/api/projects/:id/api-keys/:provider', { schema: { params: providerParams, response: { 200: providerKeyStatus } } }, async (request) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'manage');
      return removeProviderKey(deps, project.id, request.params.provider);
    });

    app.post('/api/projects/:id/api-keys/:provider/check', { schema: { params: providerParams, response: { 200: checkKeyResult } } }, async (request) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'manage');
      const creds = await resolveCredentials(deps, project.id, request.params.provider);
      if (!creds) {
        return { ok: false, message: 'No key is set for this provider.', status: await currentKeyStatus(deps, project.id, request.params.provider) };
      }
      const result = await checkCredentials(creds, createGuardedFetch(urlAccessFor(deps, creds)));
      await markKeyChecked(deps, creds.keyId, result.ok, result.ok ? null : result.message);
      return { ...result, status: await currentKeyStatus(deps, project.id, request.params.provider) };
    });

    app.get('/api/projects/:id/api-keys/:provider/models', { schema: { params: providerParams, response: { 200: providerModelList } } }, async (request) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'view');
      const creds = await resolveCredentials(deps, project.id, request.params.provider);
      const fetch = createGuardedFetch(creds ? urlAccessFor(deps, creds) : deps.config.privateUrlAccess);
      return listProviderModels(request.params.provider, creds, fetch, await priceTable(deps));
    });
  };
}
