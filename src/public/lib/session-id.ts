/** SPEC section 3: 'session-{timestamp}-{random}' on the chat page, 'demo-…' in the demo. */
export function newSessionId(prefix: 'session' | 'demo', now = Date.now()): string {
  return `${prefix}-${now}-${Math.random().toString(36).slice(2, 11)}`;
}
