/** Replies for messaging apps: Markdown turned into what a phone shows, split to the provider's limit. */

/** SMS shows no formatting: emphasis marks, headings, code fences and link syntax are removed. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[a-z0-9_-]*\n?([\s\S]*?)```/gi, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1 ($2)')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, text: string, url: string) => (text === url ? url : `${text} (${url})`))
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^(\s*)[*+]\s+/gm, '$1- ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** WhatsApp has its own marks: *bold*, _italic_, ~strike~, ```mono```. */
export function markdownToWhatsapp(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, text: string, url: string) => (text === url ? url : `${text} (${url})`))
    .replace(/^#{1,6}\s+(.+)$/gm, '*$1*')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a: string | undefined, b: string | undefined) => `*${a ?? b}*`)
    .replace(/~~(.+?)~~/g, '~$1~')
    .replace(/^(\s*)[*+]\s+/gm, '$1- ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Splits text into messages of at most `max` characters, preferring paragraph, then line, then
 * sentence, then word boundaries; a single longer word is cut.
 */
export function splitMessage(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const cut =
      [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? ')) + 1, window.lastIndexOf(' ')].find(
        (i) => i > max / 2,
      ) ?? max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
