import { isTag, isText, type AnyNode, type Element } from 'domhandler';

const DROPPED_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio',
  'nav', 'aside', 'form', 'button', 'select', 'input', 'textarea', 'dialog', 'head', 'title', 'base', 'link', 'meta',
]);
const DROPPED_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'menubar', 'dialog', 'alertdialog']);
const SECTIONING_TAGS = new Set(['main', 'article', 'section']);
const CONTENT_TAGS = new Set(['main', 'article', 'h1']);
const NEVER_CHROME_TAGS = new Set(['html', 'body', 'main', 'article']);

// Class or id words of site chrome. Each kind has its own safeguard against dropping content:
// nav/menu must be mostly links (a restaurant's "menu" is prices, not links), cookie/consent must
// be short (a bakery's "cookie-list" is not a banner).
// Documentation generators name their previous / up / next bars (DocBook navheader and navfooter,
// Publican docnav, pagers): never content, whatever their share of links.
const ALWAYS_CHROME = /footer|sidebar|breadcrumb|navheader|navfooter|docnav|pagination|\bpager\b/i;
const SHORT_CHROME = /cookie|consent|gdpr|banner/i;
const LINKY_CHROME = /nav|menu/i;
const SHORT_CHROME_MAX_CHARS = 2000;

interface Measure {
  chars: number;
  linkChars: number;
  /** holds the page's main content (a main, an article, an h1), so it is a wrapper, not chrome */
  holdsContent: boolean;
}

function measure(root: Element): Measure {
  const result: Measure = { chars: 0, linkChars: 0, holdsContent: false };
  const stack: { node: AnyNode; inLink: boolean }[] = root.children.map((node) => ({ node, inLink: false }));
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, inLink } = frame;
    if (isText(node)) {
      const length = node.data.trim().length;
      result.chars += length;
      if (inLink) result.linkChars += length;
    } else if (isTag(node)) {
      if (CONTENT_TAGS.has(node.name) || node.attribs.role === 'main') result.holdsContent = true;
      for (const child of node.children) stack.push({ node: child, inLink: inLink || node.name === 'a' });
    }
  }
  return result;
}

function looksLikeChrome(element: Element): boolean {
  if (NEVER_CHROME_TAGS.has(element.name) || element.attribs.role === 'main') return false;
  const names = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
  const always = ALWAYS_CHROME.test(names);
  const short = SHORT_CHROME.test(names);
  const linky = LINKY_CHROME.test(names);
  if (!always && !short && !linky) return false;
  const m = measure(element);
  if (m.holdsContent) return false;
  return always || (short && m.chars < SHORT_CHROME_MAX_CHARS) || (linky && m.linkChars * 2 >= m.chars);
}

/** main, article, section and role=main: inside them a header or footer belongs to the content. */
export function isSectioning(element: Element): boolean {
  return SECTIONING_TAGS.has(element.name) || element.attribs.role === 'main';
}

/** Whether an element is site chrome or hidden, so its whole subtree stays out of the page text. */
export function isBoilerplate(element: Element, insideSection: boolean): boolean {
  if (DROPPED_TAGS.has(element.name)) return true;
  if ((element.name === 'header' || element.name === 'footer') && !insideSection) return true;
  const { role, style } = element.attribs;
  if (role && DROPPED_ROLES.has(role.toLowerCase())) return true;
  if (element.attribs.hidden !== undefined || element.attribs['aria-hidden'] === 'true') return true;
  if (style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style)) return true;
  return looksLikeChrome(element);
}
