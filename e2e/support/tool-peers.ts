import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFaqMcp } from './faq-mcp-server';
import { shopOpenApiYaml } from './shop-openapi';

/**
 * Loopback peers for the tools journey, started by the global setup: a webhook receiver that
 * records what it got (read back with GET /__requests) and an OpenAI-compatible model that calls
 * a tool when told to in plain words: "call <tool> with {json}". The receiver also serves an OpenAPI
 * document describing itself at /openapi.yaml (the OpenAPI import journey) and an MCP server at /mcp.
 */
export interface ToolPeers {
  receiverUrl: string;
  modelBaseUrl: string;
  hosts: string[];
  close: () => Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function readJson(req: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });
}

function modelAnswer(body: Record<string, unknown>): { toolCall?: { name: string; args: string }; text?: string } {
  const messages = (body.messages as { role: string; content: unknown }[]) ?? [];
  const toolResult = [...messages].reverse().find((m) => m.role === 'tool');
  if (toolResult) return { text: `The tool answered: ${String(toolResult.content).slice(0, 200)}` };
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const match = /call (\w+) with (\{.*\})/.exec(String(lastUser?.content ?? ''));
  if (match) return { toolCall: { name: match[1], args: match[2] } };
  return { text: 'How can I help?' };
}

function sse(res: import('node:http').ServerResponse, answer: ReturnType<typeof modelAnswer>) {
  const base = { id: 'chatcmpl-e2e', created: 1, model: 'e2e-model', object: 'chat.completion.chunk' };
  const chunk = (delta: unknown, finish: string | null) => `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], usage: finish ? { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } : undefined })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (answer.toolCall) {
    res.write(chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_e2e', type: 'function', function: { name: answer.toolCall.name, arguments: answer.toolCall.args } }] }, null));
    res.write(chunk({}, 'tool_calls'));
  } else {
    res.write(chunk({ role: 'assistant', content: answer.text }, null));
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

export async function startToolPeers(): Promise<ToolPeers> {
  const received: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];
  const receiver = createServer(async (req, res) => {
    const body = await readJson(req);
    if (req.method === 'GET' && req.url === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(received));
    }
    if (req.url === '/mcp') return answerFaqMcp(req, res, body);
    if (req.method === 'GET' && req.url === '/openapi.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml' });
      return res.end(shopOpenApiYaml(`http://127.0.0.1:${receiverPort}`));
    }
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'shipped', eta: 'tomorrow' }));
  });
  const model = createServer(async (req, res) => {
    const body = await readJson(req);
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ object: 'list', data: [{ id: 'e2e-model', object: 'model' }] }));
    }
    sse(res, modelAnswer(body ? (JSON.parse(body) as Record<string, unknown>) : {}));
  });
  const receiverPort = await listen(receiver);
  const modelPort = await listen(model);
  const close = (s: Server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  return {
    receiverUrl: `http://127.0.0.1:${receiverPort}`,
    modelBaseUrl: `http://127.0.0.1:${modelPort}/v1`,
    hosts: [`127.0.0.1:${receiverPort}`, `127.0.0.1:${modelPort}`],
    close: async () => {
      await close(receiver);
      await close(model);
    },
  };
}
