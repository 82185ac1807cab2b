/** Slack's control characters, escaped as its docs ask: the agent's text can never form a mention or a link of its own. */
export const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s]+$/i;
const BOLD = '\u0001';

function convertProse(text: string): string {
  return (
    escapeSlack(text)
      // links: <url|text>, only for web and mail addresses; '|' and '>' cannot end the link early (escaped or encoded)
      .replace(/\[([^\]\n]+)\]\(([^)\s]+)[^)]*\)/g, (whole, label: string, url: string) => {
        const href = url.replace(/&amp;/g, '&');
        if (!SAFE_URL.test(href)) return `${label} (${url})`;
        return `<${escapeSlack(href).replace(/\|/g, '%7C')}|${label.replace(/\|/g, '¦')}>`;
      })
      .replace(/^#{1,6}\s+(.+)$/gm, `${BOLD}$1${BOLD}`)
      .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a: string | undefined, b: string | undefined) => `${BOLD}${a ?? b}${BOLD}`)
      .replace(/(^|[^\w*])\*([^*\n]+)\*(?=[^\w*]|$)/g, '$1_$2_')
      .replace(/~~(.+?)~~/g, '~$1~')
      .replace(/^(\s*)[*+-]\s+/gm, '$1• ')
      .replace(new RegExp(BOLD, 'g'), '*')
  );
}

/**
 * The agent's Markdown as Slack mrkdwn: **bold** and headings as *bold*, *italic* as _italic_,
 * ~~strike~~ as ~strike~, [text](url) as <url|text>, lists with bullets; code is kept as code.
 * Every &, < and > the agent wrote is escaped.
 */
export function markdownToSlack(markdown: string): string {
  const parts = markdown.split(/(```[\s\S]*?```|`[^`\n]+`)/g);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return convertProse(part);
      // a fence's language tag means nothing to Slack
      return part.startsWith('```') ? escapeSlack(part.replace(/^```[a-z0-9_+-]*\n/i, '```\n')) : escapeSlack(part);
    })
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
