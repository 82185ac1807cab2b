export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** The stream ended: a last event without its blank line still counts. */
  end(): SseEvent[];
}

/**
 * Incremental Server-Sent Events parser (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * data lines are joined by newlines, an event ends at a blank line, comments and other fields are ignored.
 * Free of zod, so the public pages may import it.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  // a CR at the end of a chunk may be the first half of a CRLF split across chunks
  let pendingCr = false;

  const take = (): SseEvent[] => {
    const events: SseEvent[] = [];
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const parsed = parseBlock(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (parsed) events.push(parsed);
      boundary = buffer.indexOf('\n\n');
    }
    return events;
  };

  return {
    push(chunk) {
      let text = (pendingCr ? '\r' : '') + chunk;
      pendingCr = text.endsWith('\r');
      if (pendingCr) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      return take();
    },
    end() {
      if (pendingCr) buffer += '\n';
      pendingCr = false;
      const events = take();
      const last = parseBlock(buffer);
      buffer = '';
      return last ? [...events, last] : events;
    },
  };
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
