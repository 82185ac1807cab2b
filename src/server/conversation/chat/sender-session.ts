/**
 * The session ids of SMS and WhatsApp conversations: the channel and the visitor's number
 * ('sms:+34600111222'), and after an ended conversation a newer one ('sms:+34600111222#1700000000000').
 */
export function senderSessionPrefix(channel: string, sender: string): string {
  return `${channel}:${sender}`;
}

export function nextSenderSession(prefix: string, now: Date): string {
  return `${prefix}#${now.getTime()}`;
}

/** The visitor's number in such a session id; null for any other session. */
export function senderOfSession(channel: string, sessionId: string): string | null {
  const prefix = `${channel}:`;
  return sessionId.startsWith(prefix) ? (sessionId.slice(prefix.length).split('#')[0] ?? null) : null;
}
