// An OpenAI-compatible model server on loopback that answers every chat completion at once
// (or after `delayMs`), so a bench measures the platform, not the model. Streaming requests
// (`"stream": true`, what the runtime sends) get Server-Sent Events, others plain JSON.
import { createServer } from 'node:http';

const TEXT = 'Thanks for asking! We are open 9 to 5.';
const USAGE = { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 };

export async function startInstantLlm({ delayMs = 0 } = {}) {
  const base = { id: 'chatcmpl-bench', created: 1, model: 'bench-model' };
  const reply = JSON.stringify({
    ...base,
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: TEXT }, finish_reason: 'stop' }],
    usage: USAGE,
  });
  const chunk = (delta, finish, usage) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
  const stream = [
    chunk({ role: 'assistant', content: 'Thanks for asking! ' }, null),
    chunk({ content: 'We are open 9 to 5.' }, null),
    chunk({}, 'stop', USAGE),
    'data: [DONE]\n\n',
  ].join('');

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const streamed = /"stream"\s*:\s*true/.test(body);
      const send = () => {
        res.writeHead(200, { 'content-type': streamed ? 'text/event-stream' : 'application/json' });
        res.end(streamed ? stream : reply);
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    // for the server's ALLOW_PRIVATE_URLS: model calls go through the SSRF guard
    host: `127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
