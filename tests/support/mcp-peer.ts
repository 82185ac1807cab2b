import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** A real MCP server (the official SDK, Streamable HTTP, stateless or with sessions) on loopback, for the MCP client tests. */
export interface McpPeer {
  /** e.g. http://127.0.0.1:1234/mcp */
  url: string;
  /** the arguments of every tools/call, in order */
  calls: { tool: string; args: Record<string, unknown> }[];
  /** the Authorization header of every HTTP request */
  authorizations: (string | undefined)[];
  /** tools listed from now on: the weather tools and, when set, an extra one */
  setExtraTool: (name: string | null) => void;
  /** with sessions: how many sessions clients opened (initialize requests) */
  sessionsOpened: () => number;
  /** with sessions: forgets them all, as a restarted server would (their requests then get 404) */
  forgetSessions: () => void;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

/**
 * `token`: when given, requests without `Authorization: Bearer <token>` get a 401. `sessions`: the
 * server keeps a session per client (Mcp-Session-Id), else each request stands alone.
 */
export async function startMcpPeer(token?: string, options: { sessions?: boolean } = {}): Promise<McpPeer> {
  let extra: string | null = null;
  let opened = 0;
  const live = new Map<string, StreamableHTTPServerTransport>();
  const peer: McpPeer = {
    url: '',
    calls: [],
    authorizations: [],
    setExtraTool: (name) => (extra = name),
    sessionsOpened: () => opened,
    forgetSessions: () => live.clear(),
    close: async () => {},
  };

  const buildServer = () => {
    const server = new McpServer({ name: 'weather-peer', version: '1.0.0' });
    server.registerTool('get_forecast', { description: 'Weather forecast for a city', inputSchema: { city: z.string().describe('City name'), days: z.number().int().optional() } }, async (args) => {
      peer.calls.push({ tool: 'get_forecast', args });
      return { content: [{ type: 'text', text: `Sunny in ${args.city} for ${args.days ?? 1} day(s)` }] };
    });
    server.registerTool('get_alerts', { description: 'Weather alerts of a region', inputSchema: { region: z.string() } }, async (args) => {
      peer.calls.push({ tool: 'get_alerts', args });
      return { content: [{ type: 'text', text: `No alerts for ${args.region}` }], isError: args.region === 'nowhere' };
    });
    if (extra) server.registerTool(extra, { description: 'Added later', inputSchema: {} }, async () => ({ content: [{ type: 'text', text: 'extra' }] }));
    return server;
  };

  const http = createServer(async (req, res) => {
    peer.authorizations.push(req.headers.authorization);
    if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ hello: 'world' }));
    }
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>not an MCP server</html>');
    }
    if (token && req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: 'unauthorized' }));
    }
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    if (options.sessions) {
      const sessionId = req.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? live.get(sessionId) : undefined;
      if (known) return known.handleRequest(req, res, body);
      if (sessionId !== undefined) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }));
      }
      opened += 1;
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (id) => void live.set(id, transport) });
      await buildServer().connect(transport);
      return transport.handleRequest(req, res, body);
    }
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  peer.url = `${base}/mcp`;
  peer.close = () =>
    new Promise((resolve) => {
      http.closeAllConnections();
      http.close(() => resolve());
    });
  return peer;
}
