import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { postSse } from './sse';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(gen: AsyncGenerator<{ event: string; data: unknown }>) {
  const out: { event: string; data: unknown }[] = [];
  for await (const e of gen) out.push(e);
  return out;
}

afterEach(() => vi.unstubAllGlobals());

describe('postSse', () => {
  it('yields events split across chunks, with JSON data parsed', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(streamOf(['event: delta\ndata: {"text":"Hel', 'lo"}\n\n: keep-alive\n\nevent: delta\r\ndata: {"text":" world"}\r\n\r\n', 'event: done\ndata: {"ok":true}\n\n']), {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events = await collect(postSse('/api/x', { a: 1 }));
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Hello' } },
      { event: 'delta', data: { text: ' world' } },
      { event: 'done', data: { ok: true } },
    ]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).accept).toBe('text/event-stream');
  });

  it('throws an ApiError with the server message when the answer is not 2xx', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Agent not found', code: 'NOT_FOUND' }), { status: 404 }));
    const error = await collect(postSse('/api/x', {})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Agent not found');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });
});
