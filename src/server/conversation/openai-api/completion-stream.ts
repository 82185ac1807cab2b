import type { FastifyReply } from 'fastify';
import type { ServedTurn } from '../chat/index';
import { usageOf } from './service';

interface ChunkHead {
  id: string;
  created: number;
  model: string;
}

/**
 * OpenAI's streaming format: `data: <chat.completion.chunk>` lines, the role first, then the text
 * as it comes, a last chunk with the finish reason, the usage when asked, and `data: [DONE]`.
 */
export function openCompletionStream(reply: FastifyReply, head: ChunkHead) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const write = (data: unknown) => raw.write(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    write({ ...head, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] });
  chunk({ role: 'assistant', content: '' }, null);
  return {
    delta: (text: string) => chunk({ content: text }, null),
    finish(turn: ServedTurn, streamed: boolean, includeUsage: boolean) {
      // a turn that produced no deltas (a curated answer, a limit's message) still sends its text
      if (!streamed && turn.message) chunk({ content: turn.message }, null);
      chunk({}, 'stop');
      if (includeUsage) write({ ...head, object: 'chat.completion.chunk', choices: [], usage: usageOf(turn) });
      raw.end('data: [DONE]\n\n');
    },
    fail(error: { message: string; type: string; code: string | null }) {
      write({ error: { ...error, param: null } });
      raw.end('data: [DONE]\n\n');
    },
  };
}
