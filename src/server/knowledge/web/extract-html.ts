import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { isBoilerplate, isSectioning } from './boilerplate';
import { PageTextWriter } from './page-text-writer';

export interface ExtractedPage {
  title: string;
  /** main text as light Markdown */
  text: string;
  /** absolute http(s) links without fragments, nofollow excluded, in page order */
  links: string[];
  canonicalUrl: string | null;
  lang: string | null;
}

// Their descendants are not part of the document (an svg <title>, a template's inert links).
const OPAQUE_TAGS = new Set(['script', 'style', 'svg', 'template']);

/** What one pass over the whole document finds, before choosing where the main text is. */
interface PageFacts {
  title: string;
  ogTitle: string;
  h1: Element | null;
  lang: string | null;
  baseHref: string | null;
  canonicalHref: string | null;
  hrefs: string[];
  body: Element | null;
  main: Element | null;
  roleMain: Element | null;
  articles: Element[];
}

function textOf(element: Element): string {
  let text = '';
  const stack: AnyNode[] = [element];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isText(node)) text += node.data;
    else if (isTag(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function relTokens(element: Element): string[] {
  return (element.attribs.rel ?? '').toLowerCase().split(/\s+/);
}

function noteElement(element: Element, facts: PageFacts): void {
  const { attribs } = element;
  switch (element.name) {
    case 'a':
      if (attribs.href && !relTokens(element).includes('nofollow')) facts.hrefs.push(attribs.href);
      break;
    case 'title':
      if (!facts.title) facts.title = textOf(element);
      break;
    case 'meta':
      if ((attribs.property === 'og:title' || attribs.name === 'og:title') && !facts.ogTitle) facts.ogTitle = (attribs.content ?? '').trim();
      if (attribs['http-equiv']?.toLowerCase() === 'content-language' && !facts.lang) facts.lang = attribs.content?.trim() || null;
      break;
    case 'html':
      if (attribs.lang?.trim()) facts.lang = attribs.lang.trim();
      break;
    case 'base':
      facts.baseHref ??= attribs.href ?? null;
      break;
    case 'link':
      if (!facts.canonicalHref && relTokens(element).includes('canonical')) facts.canonicalHref = attribs.href ?? null;
      break;
    case 'body':
      facts.body ??= element;
      break;
    case 'main':
      if (!facts.main && attribs.hidden === undefined) facts.main = element;
      break;
    case 'article':
      facts.articles.push(element);
      break;
    case 'h1':
      facts.h1 ??= element;
      break;
  }
  if (attribs.role === 'main') facts.roleMain ??= element;
}

function collectFacts(document: Document): PageFacts {
  const facts: PageFacts = { title: '', ogTitle: '', h1: null, lang: null, baseHref: null, canonicalHref: null, hrefs: [], body: null, main: null, roleMain: null, articles: [] };
  const stack: AnyNode[] = [...document.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!isTag(node)) continue;
    noteElement(node, facts);
    if (OPAQUE_TAGS.has(node.name)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return facts;
}

/** Main text of a subtree, skipping boilerplate. Iterative: hostile pages can nest deeper than the call stack. */
function renderText(root: Element | Document): string {
  const writer = new PageTextWriter();
  let sections = isTag(root) && isSectioning(root) ? 1 : 0;
  const stack: { node: AnyNode; exit: boolean }[] = [];
  const pushChildren = (parent: Element | Document) => {
    for (let i = parent.children.length - 1; i >= 0; i--) stack.push({ node: parent.children[i], exit: false });
  };
  pushChildren(root);
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, exit } = frame;
    if (isText(node)) writer.text(node.data);
    if (!isTag(node)) continue;
    if (exit) {
      writer.close(node);
      if (isSectioning(node)) sections--;
      continue;
    }
    if (isBoilerplate(node, sections > 0)) continue;
    writer.open(node);
    if (isSectioning(node)) sections++;
    stack.push({ node, exit: true });
    pushChildren(node);
  }
  return writer.finish();
}

function resolveWebUrl(href: string | null, base: string): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

function resolveLinks(hrefs: string[], base: string): string[] {
  const links = new Set<string>();
  for (const href of hrefs) {
    if (href.trimStart().startsWith('#')) continue;
    const url = resolveWebUrl(href, base);
    if (url) links.add(url);
  }
  return [...links];
}

/**
 * Title, main text, links, canonical URL and language of an HTML page. The text comes from
 * <main>, [role=main] or a single <article> when there is one, else from <body>; navigation,
 * headers, footers, cookie banners, forms and scripts are left out.
 */
export function extractHtml(html: string, pageUrl: string): ExtractedPage {
  const document = parseDocument(html);
  const facts = collectFacts(document);
  const base = resolveWebUrl(facts.baseHref, pageUrl) ?? pageUrl;
  const whole = facts.body ?? document;
  const focus = facts.main ?? facts.roleMain ?? (facts.articles.length === 1 ? facts.articles[0] : null);
  let text = focus ? renderText(focus) : '';
  if (!text) text = renderText(whole);
  return {
    title: facts.title || facts.ogTitle || (facts.h1 ? textOf(facts.h1) : ''),
    text,
    links: resolveLinks(facts.hrefs, base),
    canonicalUrl: resolveWebUrl(facts.canonicalHref, base),
    lang: facts.lang,
  };
}
