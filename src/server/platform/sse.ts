import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SseChannel {
  send: (event: string, data: unknown) => void;
  end: () => void;
}

/** True when the client asked for Server-Sent Events. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Takes over the response and streams events; headers go out with the first event. */
export function openEventStream(reply: FastifyReply): SseChannel {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  return {
    send: (event, data) => {
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => raw.end(),
  };
}
