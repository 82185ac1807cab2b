// An OpenAI-compatible model server on loopback that, at once, asks for one `webhook` tool call
// when the conversation has no tool result yet, and answers in text once it has one: every turn
// is model -> tool -> model, so a bench measures the platform's tool loop.
import { createServer } from 'node:http';

const USAGE = { prompt_tokens: 60, completion_tokens: 14, total_tokens: 74 };
const base = { id: 'chatcmpl-bench-tool', created: 1, model: 'bench-model', object: 'chat.completion.chunk' };
const chunk = (delta, finish, usage) => `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
const CALL = {
  index: 0,
  id: 'call_bench',
  type: 'function',
  function: { name: 'webhook', arguments: JSON.stringify({ event: 'order_question', data: { orderId: 'B-1001' } }) },
};
const TOOL_CALL = [chunk({ role: 'assistant', tool_calls: [CALL] }, null), chunk({}, 'tool_calls', USAGE), 'data: [DONE]\n\n'].join('');
const ANSWER = [chunk({ role: 'assistant', content: 'Your order B-1001 ' }, null), chunk({ content: 'has shipped.' }, null), chunk({}, 'stop', USAGE), 'data: [DONE]\n\n'].join('');

export async function startToolCallingLlm() {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(body.includes('"role":"tool"') ? ANSWER : TOOL_CALL);
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

/** A webhook receiver that answers at once and measures its own handling time per request. */
export async function startInstantPeer() {
  const ownMs = [];
  const server = createServer((req, res) => {
    const t0 = performance.now();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
      ownMs.push(performance.now() - t0);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    url: `http://127.0.0.1:${server.address().port}/hook`,
    ownMs,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
