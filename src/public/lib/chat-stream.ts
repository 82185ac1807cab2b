import type { ChatReply } from '@common/chat';
import type { VisitorIdentity } from '@common/identity';
import { createSseParser } from '@common/sse';
import { postJson } from './api';
import type { ChatChannel } from './chat-types';

export interface TurnRequest {
  versionId: string;
  message: string;
  sessionId: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  channel: ChatChannel;
  identity?: VisitorIdentity;
}

export class TurnError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * One chat turn, streamed: calls onDelta with each piece of text and resolves with the final
 * reply; replace: the text stands for everything before it (a guardrail stopped or changed the
 * answer). A server that answers JSON instead of a stream is accepted too.
 */
export async function streamTurn(req: TurnRequest, onDelta: (text: string, replace?: boolean) => void, signal?: AbortSignal): Promise<ChatReply> {
  const { versionId, ...body } = req;
  const res = await postJson(`/api/agent-versions/${encodeURIComponent(versionId)}/chat`, body, 'text/event-stream', signal);
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new TurnError(err?.message ?? res.statusText, res.status, err?.code);
  }
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    return (await res.json()) as ChatReply;
  }
  const parser = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    for (const ev of done ? parser.end() : parser.push(value)) {
      const data = JSON.parse(ev.data) as unknown;
      if (ev.event === 'delta') onDelta((data as { text: string }).text);
      else if (ev.event === 'replace') onDelta((data as { text: string }).text, true);
      else if (ev.event === 'done') {
        void reader.cancel().catch(() => undefined);
        return data as ChatReply;
      }
      else if (ev.event === 'error') {
        const e = data as { message?: string; code?: string };
        throw new TurnError(e.message ?? 'stream error', 500, e.code);
      }
    }
    if (done) break;
  }
  throw new TurnError('The stream ended without a reply', 502);
}
