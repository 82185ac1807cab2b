/** 16 hex characters from the browser's cryptographic generator: a conversation's id must not be guessable. */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Session ids: 'session-{timestamp}-{random}' on the chat page, 'demo-…' in the demo. */
export function newSessionId(prefix: 'session' | 'demo', now = Date.now()): string {
  return `${prefix}-${now}-${randomPart()}`;
}
