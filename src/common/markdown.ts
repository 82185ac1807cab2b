/**
 * A tiny Markdown reader for chat replies. It produces a tree that is rendered as React
 * elements (markdown-view.tsx), so model output can never become live HTML: a `<script>` in a
 * reply is text. Supports paragraphs, line breaks, headings, bold, italics, inline code, code
 * blocks, bullet and numbered lists, and links to http(s) and mailto addresses only.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'br' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

const FENCE = /^\s{0,3}```\s*([\w+-]*)\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      // an unclosed fence (a reply still streaming) runs to the end
      while (i < lines.length && !/^\s{0,3}```\s*$/.test(lines[i])) body.push(lines[i++]);
      i++;
      blocks.push({ type: 'code', lang: fence[1], text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length, children: parseInline(heading[2]) });
      i++;
      continue;
    }
    const listMatch = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (listMatch) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== '') {
        const m = pattern.exec(lines[i]);
        if (m) items.push(m[m.length - 1]);
        else if (items.length > 0) items[items.length - 1] += `\n${lines[i].trim()}`;
        i++;
      }
      const start = ordered ? Number(NUMBERED.exec(line)?.[1] ?? 1) : 1;
      blocks.push({ type: 'list', ordered, start, items: items.map(parseInline) });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== '' && !FENCE.test(lines[i]) && !HEADING.test(lines[i]) && !BULLET.test(lines[i]) && !NUMBERED.test(lines[i])) {
      para.push(lines[i++].trim());
    }
    blocks.push({ type: 'paragraph', children: parseInline(para.join('\n')) });
  }
  return blocks;
}

/** Only these schemes become links; anything else (javascript:, data:...) stays text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  return /^(https?:\/\/|mailto:)/i.test(href) && !/\s/.test(href) ? href : null;
}

const INLINE = /`([^`\n]+)`|\*\*([^\n]+?)\*\*|__([^\n]+?)__|\*([^*\s](?:[^*\n]*?[^*\s])?)\*|(?<![\w])_([^_\s](?:[^_\n]*?[^_\s])?)_(?![\w])|\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|\n/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    last = at + m[0].length;
    if (m[1] !== undefined) out.push({ type: 'code', text: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ type: 'strong', children: parseInline(m[2] ?? m[3]) });
    else if (m[4] !== undefined || m[5] !== undefined) out.push({ type: 'em', children: parseInline(m[4] ?? m[5]) });
    else if (m[6] !== undefined) {
      const href = safeHref(m[7]);
      out.push(href ? { type: 'link', href, children: parseInline(m[6]) } : { type: 'text', text: m[0] });
    } else if (m[8] !== undefined) out.push({ type: 'link', href: m[8], children: [{ type: 'text', text: m[8] }] });
    else out.push({ type: 'br' });
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : n.type === 'br' ? ' ' : inlineText(n.children))).join('');
}

/** A reply's words without its Markdown marks, on one line (a list preview; with '. ' between list items, what a screen reader says). */
export function markdownToPlainText(source: string, listSeparator = ' '): string {
  return parseMarkdown(source)
    .map((b) => (b.type === 'code' ? b.text : b.type === 'list' ? b.items.map(inlineText).join(listSeparator) : inlineText(b.children)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
