import type { FastifyInstance } from 'fastify';

export const SANDBOX_FRAME_PATH = '/widget-sandbox';

/*
 * Widget HTML written by users must run with scripts but never with the app's origin or cookies
 * (its script would otherwise act as the signed-in user). An `<iframe srcdoc>` would inherit the
 * app's CSP (script-src 'self'), which blocks the inline scripts every widget needs, so the
 * previews load this tiny page instead: its own CSP sandboxes it (opaque origin, even if framed
 * without the sandbox attribute), allows inline code, and it writes the HTML its parent posts to it.
 */
const FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Widget preview</title></head><body><script>
(function () {
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.type !== 'af-sandbox-render' || typeof data.html !== 'string') return;
    document.open();
    document.write(data.html);
    document.close();
  });
  parent.postMessage({ type: 'af-sandbox-ready' }, '*');
})();
</script></body></html>`;

const FRAME_CSP = [
  'sandbox allow-scripts allow-forms',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join('; ');

export function registerSandboxFrame(app: FastifyInstance): void {
  app.get(SANDBOX_FRAME_PATH, { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-security-policy', FRAME_CSP)
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(FRAME_HTML),
  );
}
