import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_FILE_DOCUMENTS_MAX_BYTES, AGENT_FILE_MAX_BYTES, agentFile, agentImportBody, agentImportReport } from '../../../common/agent-file';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { exportAgent } from './export-agent';
import { importAgent } from './import-agent';
import type { WorkflowPart } from './workflow-part';

export type { WorkflowPart } from './workflow-part';

const tags = ['Agent files'];
const agentParams = z.object({ id: uuidParam('agent') });
const exportQuery = z.object({ documents: z.stringbool().default(false) });
// built once: the schema does not change while the instance runs
const fileJsonSchema = z.toJSONSchema(agentFile, { io: 'input', unrepresentable: 'any' });

/** A file name made of the agent's name: letters, digits and dashes. */
function fileNameOf(name: string): string {
  const slug = name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60);
  return `${slug || 'agent'}.agent.json`;
}

/** `workflows`: the agent's workflow, read and saved by the workflows domain (given by app.ts). */
export function agentFileRoutes(deps: AppDeps, workflows: WorkflowPart): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agent-file/schema.json',
      { config: { access: 'public' }, schema: { tags, summary: 'The JSON Schema of the agent file format (what export writes and import reads)' } },
      async () => fileJsonSchema,
    );

    app.get(
      '/api/agents/:id/export',
      {
        schema: {
          tags,
          summary: `The agent as one file: settings, prompt, tools (secrets as placeholders), test cases, curated answers, workflow, widgets, knowledge sources; ?documents=true adds the uploaded documents (at most ${AGENT_FILE_DOCUMENTS_MAX_BYTES / 1_048_576} MB)`,
          params: agentParams,
          querystring: exportQuery,
          response: { 200: agentFile },
        },
      },
      async (request, reply) => {
        const file = await exportAgent(deps, workflows, currentUser(request), request.params.id, request.query.documents);
        return reply.header('content-disposition', `attachment; filename="${fileNameOf(file.agent.name)}"`).header('cache-control', 'no-store').send(file);
      },
    );

    app.post(
      '/api/projects/:id/agent-imports',
      {
        bodyLimit: AGENT_FILE_MAX_BYTES,
        schema: {
          tags,
          summary: `Create a new agent from an agent file (at most ${AGENT_FILE_MAX_BYTES / 1_048_576} MB) and values for its secret placeholders; answers what of the file it did not use`,
          params: projectParams,
          body: agentImportBody,
          response: { 201: agentImportReport },
        },
      },
      async (request, reply) => reply.code(201).send(await importAgent(deps, workflows, currentUser(request), request.params.id, request.body)),
    );
  };
}
