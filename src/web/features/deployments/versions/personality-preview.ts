import { PERSONALITY_CHARS } from '@common/versions';

/**
 * A version's personality: the first PERSONALITY_CHARS of its system prompt, on one line, cut at a
 * word boundary with '…' when longer. (The stored preview is cut mid-word; the full prompt is frozen
 * with the version, so it is cut again here.)
 */
export function personalityPreview(systemPrompt: string | null): string {
  const text = (systemPrompt ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= PERSONALITY_CHARS) return text;
  const head = text.slice(0, PERSONALITY_CHARS + 1);
  const lastSpace = head.lastIndexOf(' ');
  // one unbroken word longer than half the preview is cut where it must be
  const cut = lastSpace > PERSONALITY_CHARS / 2 ? head.slice(0, lastSpace) : text.slice(0, PERSONALITY_CHARS);
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
