import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicWidget, widget, widgetBody, widgetVisibilityBody } from '../../../common/widgets';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { registerSandboxFrame } from './sandbox-frame';
import { createWidget, deleteWidget, getPublicWidget, listWidgets, setWidgetVisibility, updateWidget } from './service';

const agentParams = z.object({ id: uuidParam('agent') });
const widgetParams = z.object({ id: uuidParam('widget') });
const publicWidgetParams = z.object({ id: z.string().max(100) });
const tags = ['Widgets'];

/** Widget designer CRUD (premium), the public widget record, and the sandbox frame of the previews. */
export function widgetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/widgets',
      { schema: { tags, summary: "The agent's widgets", params: agentParams, response: { 200: z.array(widget) } } },
      async (request) => listWidgets(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/agents/:id/widgets',
      { schema: { tags, summary: 'Create a widget (Premium; at most 10 per agent)', params: agentParams, body: widgetBody, response: { 201: widget } } },
      async (request, reply) => reply.code(201).send(await createWidget(deps, currentUser(request), request.params.id, request.body)),
    );

    app.put(
      '/api/widgets/:id',
      { schema: { tags, summary: 'Update a widget (Premium)', params: widgetParams, body: widgetBody, response: { 200: widget } } },
      async (request) => updateWidget(deps, currentUser(request), request.params.id, request.body),
    );

    app.patch(
      '/api/widgets/:id/visibility',
      { schema: { tags, summary: 'Show (Premium) or hide a widget on its public demo page', params: widgetParams, body: widgetVisibilityBody, response: { 200: widget } } },
      async (request) => setWidgetVisibility(deps, currentUser(request), request.params.id, request.body.isPublic),
    );

    app.delete('/api/widgets/:id', { schema: { tags, summary: 'Delete a widget', params: widgetParams } }, async (request, reply) => {
      await deleteWidget(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });

    app.get(
      '/api/widgets/:id/public',
      { config: { access: 'public' }, schema: { tags, summary: 'A public widget (anonymous; for /widget-demo/{widgetId})', params: publicWidgetParams, response: { 200: publicWidget } } },
      async (request) => getPublicWidget(deps, request.params.id),
    );

    registerSandboxFrame(app);
  };
}
