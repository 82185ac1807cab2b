// An OpenAI-compatible model server on loopback that answers every chat completion at once
// (or after `delayMs`), so a bench measures the platform, not the model.
import { createServer } from 'node:http';

export async function startInstantLlm({ delayMs = 0 } = {}) {
  const reply = JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: 1,
    model: 'bench-model',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Thanks for asking! We are open 9 to 5.' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 },
  });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(reply);
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
