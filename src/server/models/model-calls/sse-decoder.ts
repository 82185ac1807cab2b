/**
 * Splits a Server-Sent Events byte stream (already decoded to text) into the data of its events:
 * data lines are joined by newlines and an event ends at a blank line; event, id and comment
 * lines are ignored. https://html.spec.whatwg.org/multipage/server-sent-events.html
 */
export class SseDecoder {
  private buffer = '';
  private data: string[] = [];

  constructor(private readonly onData: (data: string) => void) {}

  push(text: string): void {
    this.buffer += text;
    let start = 0;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n', start)) >= 0) {
      const end = nl > start && this.buffer.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      this.line(this.buffer.slice(start, end));
      start = nl + 1;
    }
    this.buffer = start === 0 ? this.buffer : this.buffer.slice(start);
  }

  /** The stream ended: a last event without its blank line still counts. */
  end(): void {
    if (this.buffer) this.line(this.buffer);
    this.buffer = '';
    this.line('');
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length) {
        const data = this.data.length === 1 ? this.data[0] : this.data.join('\n');
        this.data = [];
        this.onData(data);
      }
      return;
    }
    if (!line.startsWith('data:')) return;
    this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
  }
}
