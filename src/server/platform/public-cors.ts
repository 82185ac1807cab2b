import type { FastifyInstance } from 'fastify';

/**
 * The public chat API is called from other origins: customers' sites (the widget) and the
 * sandboxed widget previews (origin 'null'). These routes take no cookies, so any origin may call
 * them; headers go on the raw response so streamed (hijacked) answers carry them too.
 */
const PUBLIC_API = [
  /^\/api\/agent-versions\/[^/]+$/,
  /^\/api\/agent-versions\/[^/]+\/(chat|end-conversation|feedback)$/,
  /^\/api\/widgets\/[^/]+\/public$/,
  /^\/api\/agents\/[^/]+\/run$/,
];

const isPublicApi = (url: string) => {
  const path = url.split('?')[0];
  return PUBLIC_API.some((re) => re.test(path));
};

export function registerPublicCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicApi(request.url)) return;
    reply.raw.setHeader('access-control-allow-origin', '*');
    reply.raw.setHeader('access-control-expose-headers', 'retry-after');
  });

  const preflight = { config: { access: 'public' as const } };
  for (const path of ['/api/agent-versions/:id', '/api/agent-versions/:id/chat', '/api/agent-versions/:id/end-conversation', '/api/agent-versions/:id/feedback', '/api/widgets/:id/public', '/api/agents/:id/run']) {
    app.options(path, preflight, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type, accept, authorization')
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}
