/** Reads a Server-Sent Events response as it arrives: `next(type)` waits for the next event of that type. */
export interface SseReader {
  next: (type: string, timeoutMs?: number) => Promise<unknown>;
  close: () => void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`events answered ${res.status}: ${await res.text()}`);
  const events: { type: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    next: async (type, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex((e) => e.type === type);
        if (i >= 0) return events.splice(i, 1)[0].data;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${type}' event within ${timeoutMs} ms (got: ${events.map((e) => e.type).join(', ') || 'nothing'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
