import type { IncomingMessage, ServerResponse } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** A stateless MCP server (official SDK) with two FAQ tools, answered at the tool receiver's /mcp. */
export async function answerFaqMcp(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const server = new McpServer({ name: 'faq', version: '1.0.0' });
  server.registerTool('lookup_faq', { description: 'Finds the answer to a frequently asked question', inputSchema: { question: z.string() } }, async ({ question }) => ({
    content: [{ type: 'text', text: `FAQ answer for "${question}": returns are free within 30 days.` }],
  }));
  server.registerTool('list_topics', { description: 'Lists the FAQ topics', inputSchema: {} }, async () => ({ content: [{ type: 'text', text: 'returns, shipping, payments' }] }));
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body ? (JSON.parse(body) as unknown) : undefined);
}
