import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatCompletion, chatCompletionsBody, openaiEndpoint, openaiModelList } from '../../../common/openai-api';
import { currentUser } from '../../platform/auth-guard';
import { uuidParam } from '../../platform/params';
import { publicOrigin } from '../../platform/public-origin';
import { randomToken } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { openCompletionStream } from './completion-stream';
import { openaiError, registerOpenaiErrors } from './openai-errors';
import { getOpenaiEndpoint, listModels, runCompletion, toCompletion } from './service';

const tags = ['OpenAI-compatible API'];
const security = [{ bearerAuth: [] }];
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/v1/models` and `/v1/chat/completions` for OpenAI's clients and the tools built on them: a
 * platform API key as the bearer token, an agent as the model, OpenAI's errors.
 */
export function openaiApiRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/openai-endpoint',
      { schema: { tags: ['Deployments'], summary: "The base URL and the agent's model name for OpenAI-compatible clients", params: z.object({ id: uuidParam('agent') }), response: { 200: openaiEndpoint } } },
      async (request) => getOpenaiEndpoint(deps, currentUser(request), request.params.id, publicOrigin(deps, request)),
    );
    await app.register(v1Routes(deps));
  };
}

/** The `/v1` routes, in a context of their own so that their errors take OpenAI's shape. */
function v1Routes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerOpenaiErrors(app);

    app.get(
      '/v1/models',
      { config: { access: 'public' }, schema: { tags, summary: "The project's agents with an active version, by model name", security, response: { 200: openaiModelList } } },
      async (request) => listModels(deps, { authorization: request.headers.authorization, ip: request.ip }),
    );

    app.post(
      '/v1/chat/completions',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Run an agent's active version as a chat completion (`stream: true` for OpenAI's streaming format). `model` is the agent's model name or id; the messages are the conversation, the last one the user's. The agent's own prompt, knowledge, tools and limits apply: system and developer messages are read as the user's words, sampling parameters are ignored. `user` (or the X-User-Id header) names the end user; X-Session-Id continues a stored conversation.",
          security,
          body: chatCompletionsBody,
          response: { 200: chatCompletion },
        },
      },
      async (request, reply) => {
        const completion = {
          credentials: { authorization: request.headers.authorization, ip: request.ip },
          body: request.body,
          userHeader: header(request.headers['x-user-id']),
          sessionHeader: header(request.headers['x-session-id']),
        };
        if (!request.body.stream) return toCompletion(await runCompletion(deps, completion));

        const head = { id: `chatcmpl-${randomToken(12)}`, created: Math.floor(deps.clock().getTime() / 1000), model: request.body.model };
        let stream: ReturnType<typeof openCompletionStream> | null = null;
        let streamed = false;
        const open = () => (stream ??= openCompletionStream(reply, head));
        try {
          const run = await runCompletion(deps, completion, (text, replace) => {
            // a chunk sent cannot be taken back here: a guardrail's replacement follows as its own paragraph
            open().delta(replace && streamed ? `\n\n${text}` : text);
            streamed = true;
          });
          open().finish(run.turn, streamed, request.body.stream_options?.include_usage === true);
        } catch (err) {
          // before the first chunk the error is a normal answer with its status (401, 404, 429...)
          if (!stream) throw err;
          const known = err instanceof AppError;
          if (!known) request.log.error({ err }, 'completion stream failed');
          (stream as ReturnType<typeof openCompletionStream>).fail(openaiError(known ? err.statusCode : 500, known ? err.message : 'Something went wrong on our side.').error);
        }
        return reply;
      },
    );
  };
}
