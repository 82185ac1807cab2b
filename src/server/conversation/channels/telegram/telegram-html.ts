import { markdownToPlainText } from '../plain-text';

/**
 * The agent's Markdown as Telegram's HTML parse mode (core.telegram.org/bots/api#html-style):
 * everything the model wrote is escaped (&, <, >, and " inside attributes), and the only tags are
 * the ones made here: b, i, code, pre and a href (http and https links only).
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** code is set aside first (nothing inside it is formatted), as private-use placeholders the model cannot type on purpose */
const HOLE = '\u{F0000}';

export function markdownToTelegramHtml(markdown: string): string {
  const held: string[] = [];
  const hold = (html: string) => `${HOLE}${held.push(html) - 1}${HOLE}`;
  let text = markdown
    .replace(new RegExp(HOLE, 'gu'), '')
    .replace(/```[a-z0-9_+-]*\n?([\s\S]*?)```/gi, (_m, code: string) => hold(`<pre>${escapeHtml(code.replace(/\n$/, ''))}</pre>`))
    .replace(/`([^`\n]+)`/g, (_m, code: string) => hold(`<code>${escapeHtml(code)}</code>`))
    .replace(/!?\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) =>
      /^https?:\/\//i.test(url) ? hold(`<a href="${escapeAttribute(url)}">${inline(escapeHtml(label))}</a>`) : `${label} (${url})`,
    );
  text = escapeHtml(text)
    .replace(/^#{1,6}\s+(.+)$/gm, '<b>$1</b>')
    .replace(/^\s*&gt;\s?/gm, '')
    .replace(/^(\s*)[*+]\s+/gm, '$1- ');
  text = inline(text).replace(/\n{3,}/g, '\n\n').trim();
  const html = text.replace(new RegExp(`${HOLE}(\\d+)${HOLE}`, 'gu'), (_m, i: string) => held[Number(i)] ?? '');
  // marks that overlap (**a *b** c*) would make tags Telegram refuses: such a reply goes without formatting
  return isWellNested(html) ? html : escapeHtml(markdownToPlainText(markdown));
}

/** bold, italic and strike-through marks in already escaped text */
function inline(escaped: string): string {
  return escaped
    .replace(/(\*\*|__)(.+?)\1/g, '<b>$2</b>')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1<i>$2</i>')
    .replace(/~~(.+?)~~/g, '$1');
}

const TOKEN = /<[^>]*>|&(?:amp|lt|gt|quot);|[\s\S]/gu;
const tagName = (tag: string) => /^<\/?([a-z]+)/.exec(tag)?.[1] ?? '';

/** every tag closed in order: what Telegram's parser accepts */
export function isWellNested(html: string): boolean {
  const open: string[] = [];
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (tag.startsWith('</')) {
      if (open.pop() !== tagName(tag)) return false;
    } else open.push(tagName(tag));
  }
  return open.length === 0;
}

/**
 * Splits Telegram HTML into messages of at most `max` visible characters (Telegram counts the text
 * after parsing: tags count nothing, an entity one), at a paragraph, line, sentence or word
 * boundary as `splitMessage` does; a tag open at a cut is closed there and opened again in the
 * next part, so every part parses on its own.
 */
export function splitTelegramHtml(html: string, max: number): string[] {
  const tokens = html.match(TOKEN) ?? [];
  const visible: number[] = []; // token index of each visible character
  let plain = '';
  tokens.forEach((token, i) => {
    if (token.startsWith('<') && token.length > 1) return;
    visible.push(i);
    plain += token.length > 1 ? '&' : token;
  });
  const parts: string[] = [];
  let reopen: string[] = [];
  let from = 0; // token index
  let start = 0; // visible index
  while (start < plain.length) {
    let end = plain.length;
    if (plain.length - start > max) {
      const window = plain.slice(start, start + max + 1);
      const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('! '), window.lastIndexOf('? ')) + 1;
      const cut = [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), sentence, window.lastIndexOf(' ')].find((i) => i > max / 2) ?? max;
      end = start + cut;
    }
    const to = end < plain.length ? visible[end] : tokens.length;
    const { text, stillOpen } = balance(reopen, tokens.slice(from, to));
    if (text.replace(/<[^>]*>/g, '').trim()) parts.push(text);
    reopen = stillOpen;
    from = to;
    start = end;
  }
  return parts;
}

function balance(reopen: string[], tokens: string[]): { text: string; stillOpen: string[] } {
  const open = [...reopen];
  for (const token of tokens) {
    if (!token.startsWith('<') || token.length === 1) continue;
    if (token.startsWith('</')) open.pop();
    else open.push(token);
  }
  const closing = [...open].reverse().map((tag) => `</${tagName(tag)}>`).join('');
  const text = (reopen.join('') + tokens.join('') + closing)
    .replace(/^((?:<[^/][^>]*>)*)\s+/, '$1')
    .replace(/\s+((?:<\/[^>]*>)*)$/, '$1');
  return { text: dropEmptyTags(text), stillOpen: open };
}

const dropEmptyTags = (html: string): string => {
  const next = html.replace(/<([a-z]+)(?: [^>]*)?><\/\1>/g, '');
  return next === html ? html : dropEmptyTags(next);
};
