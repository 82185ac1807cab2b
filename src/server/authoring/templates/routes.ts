import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentImportReport } from '../../../common/agent-file';
import { agentTemplateListQuery, agentTemplateSummary, createFromTemplateBody } from '../../../common/agent-templates';
import type { WorkflowPart } from '../agent-files/index';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { createFromTemplate, listTemplates } from './service';

const tags = ['Agent templates'];
const templateParams = z.object({ id: uuidParam('project'), templateId: z.string().max(64) });

/** `workflows`: handed to the agent-file import the templates go through (given by app.ts). */
export function agentTemplateRoutes(deps: AppDeps, workflows: WorkflowPart): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agent-templates',
      { schema: { tags, summary: 'The agent templates in one language: id, title, description and the built-in tools each uses', querystring: agentTemplateListQuery, response: { 200: z.array(agentTemplateSummary) } } },
      async (request) => listTemplates(request.query.language),
    );

    app.post(
      '/api/projects/:id/agent-templates/:templateId',
      {
        schema: {
          tags,
          summary: 'Create a new agent from a template in the language asked, through the agent-file import; answers what of the file it did not use',
          params: templateParams,
          body: createFromTemplateBody,
          response: { 201: agentImportReport },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createFromTemplate(deps, workflows, currentUser(request), request.params.id, request.params.templateId, request.body.language)),
    );
  };
}
