import type { ConversationVisitor } from '@common/identity';
/** Per-conversation and per-turn costs are fractions of a cent, so they keep 4 decimals. */
export function formatCost(dollars: number | string): string {
  const value = Number(dollars);
  return `$${(Number.isFinite(value) ? value : 0).toFixed(4)}`;
}

/** Milliseconds under a second, seconds with one decimal above; null when the turn never finished. */
export function formatLatency(ms: number | null, locale: string): string | null {
  if (ms === null || !Number.isFinite(ms)) return null;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000)} s`;
}

export function formatTokens(tokens: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(tokens);
}

/** The visitor's name and e-mail when the conversation learned them (lead capture, widget identity). */
export function readVisitor(visitor: Record<string, unknown> | null): { name: string | null; email: string | null } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { name: text(visitor?.name), email: text(visitor?.email) };
}

/**
 * Who the visitor is, as shown: the identity the site sent (its name, else its user id, with
 * whether it was verified) before what the page said in userData (verified: null).
 */
export function shownVisitor(conversation: { visitor: Record<string, unknown> | null; identifiedVisitor: ConversationVisitor | null }): { name: string | null; email: string | null; verified: boolean | null } {
  const said = readVisitor(conversation.visitor);
  const known = conversation.identifiedVisitor;
  if (!known) return { ...said, verified: null };
  return { name: known.name || known.externalId, email: known.email ?? said.email, verified: known.verified };
}

/**
 * A step's arguments or output as text to show: objects as indented JSON, a clipped output (the
 * server cuts long ones to a string) as it is, nothing for an absent or empty value.
 */
export function formatStepValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
