import { describe, expect, it } from 'vitest';
import { BOILERPLATE_MARKS, renderPage, type Layout } from '../../../../tests/fixtures/knowledge-site-layout';
import { extractHtml } from './extract-html';

const PAGE_URL = 'https://acme.example/help/shipping';

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('extractHtml on a fixture-like page', () => {
  const content = `<h1>Shipping times</h1><p>Orders ship within <strong>3 business days</strong>.</p>
<h2>Rates</h2><table><tr><th>Method</th><th>Cost</th></tr><tr><td>Ground</td><td>$6.95</td></tr></table>
<ul><li>Free over $75</li><li>Express &amp; overnight</li></ul>`;

  it.each<Layout>(['main', 'article', 'plain'])('keeps the content and drops every piece of chrome (%s layout)', (layout) => {
    const result = extractHtml(renderPage({ title: 'Shipping', lang: 'en-US', content, layout }), PAGE_URL);
    expect(result.text).toBe(
      '# Shipping times\n\nOrders ship within 3 business days.\n\n## Rates\n\nMethod: Ground; Cost: $6.95\n\n- Free over $75\n- Express & overnight',
    );
    for (const mark of BOILERPLATE_MARKS) expect(result.text).not.toContain(mark);
    expect(result.title).toBe('Shipping | Acme Outdoor');
    expect(result.lang).toBe('en-US');
  });

  it('lists links from the whole page, chrome included, for crawling', () => {
    const { links } = extractHtml(renderPage({ title: 'Shipping', lang: 'en', content, layout: 'main' }), PAGE_URL);
    expect(links).toContain('https://acme.example/returns');
    expect(links).toContain('https://acme.example/');
    expect(links).not.toContain('https://acme.example/privacy');
    expect(new Set(links).size).toBe(links.length);
  });
});

describe('extractHtml text', () => {
  it('decodes entities and normalises whitespace', () => {
    const { text } = extractHtml(page('<p>  Caf&eacute;&nbsp;&amp;\n\t bar &#8212; &lt;ok&gt;  </p><p>line<br>break</p>'), PAGE_URL);
    expect(text).toBe('Café & bar — <ok>\n\nline\nbreak');
  });

  it('writes each row of a table with a row of column names as "Column: value" paragraphs', () => {
    const { text } = extractHtml(
      `<main><h2>Hours</h2><table><thead><tr><td>Branch</td><td>Sunday</td></tr></thead><tbody><tr><td>Centro</td><td>closed</td></tr><tr><td>Triana</td><td>10:00-14:00</td></tr></tbody></table>
      <table><tr><th>Size</th><th>Chest</th></tr><tr><td>M</td><td><table><tr><td>96</td><td>cm</td></tr></table></td></tr></table>
      <table><tr><th>Weight</th><td>3.2 kg</td></tr></table></main>`,
      PAGE_URL,
    );
    expect(text).toBe('## Hours\n\nBranch: Centro; Sunday: closed\n\nBranch: Triana; Sunday: 10:00-14:00\n\nSize: M; Chest: 96 cm\n\nWeight | 3.2 kg');
  });

  it('nests lists, keeps preformatted text and joins table cells', () => {
    const html = page(`<main><ol><li>One<ul><li>One A</li></ul></li><li><p>Two</p></li></ol>
<pre>  indented
    code</pre><table><tr><td><p>a</p><p>b</p></td><td></td><td>c</td></tr></table><dl><dt>Term</dt><dd>Definition</dd></dl></main>`);
    expect(extractHtml(html, PAGE_URL).text).toBe('- One\n  - One A\n- Two\n\n```\n  indented\n    code\n```\n\na b | c\n\nTerm\n\nDefinition');
  });

  it('keeps `#` lines of code and text from becoming headings', () => {
    const html = page('<main><h2>Install</h2><pre># fetch the sources\n\n# build\nmake</pre><p># not a heading either</p></main>');
    expect(extractHtml(html, PAGE_URL).text).toBe('## Install\n\n```\n# fetch the sources\n\n# build\nmake\n```\n\n\\# not a heading either');
  });

  it('drops the previous / up / next bars of documentation sites and their download banner', () => {
    const html = page(`<div id="banner"><a href="/get">Download the ebook</a></div>
<ul class="docnav top"><li><a href="a.html">Previous</a></li><li class="home">The Handbook</li><li><a href="c.html">Next</a></li></ul>
<div class="navheader"><table><tr><td><a href="a.html">Prev</a></td><th>Chapter 2</th><td><a href="c.html">Next</a></td></tr></table></div>
<div class="section"><h2>2.1 Packages</h2><p>Packages hold programs.</p></div>
<div class="navfooter"><a href="index.html">Up</a> Chapter 2. Basics</div>`);
    expect(extractHtml(html, PAGE_URL).text).toBe('## 2.1 Packages\n\nPackages hold programs.');
  });

  it('prefers <main>, then [role=main], then a single <article>', () => {
    expect(extractHtml(page('<p>outside</p><div role="main"><p>role main</p></div><main><p>in main</p></main>'), PAGE_URL).text).toBe('in main');
    expect(extractHtml(page('<p>outside</p><div role="main"><p>role main</p></div>'), PAGE_URL).text).toBe('role main');
    expect(extractHtml(page('<p>outside</p><article><p>the article</p></article>'), PAGE_URL).text).toBe('the article');
    expect(extractHtml(page('<p>intro</p><article><p>one</p></article><article><p>two</p></article>'), PAGE_URL).text).toBe('intro\n\none\n\ntwo');
    expect(extractHtml(page('<main></main><p>only outside</p>'), PAGE_URL).text).toBe('only outside');
  });

  it('keeps a header inside the content, drops the site header and footer', () => {
    const html = page('<header>Site HEADERMARK</header><article><header><h1>Post title</h1></header><p>Body</p></article><footer>FOOTERMARK</footer>');
    expect(extractHtml(html, PAGE_URL).text).toBe('# Post title\n\nBody');
  });

  it('drops roles, hidden elements and chrome by class or id, but not content that only sounds like it', () => {
    const html = page(`
<div role="navigation">NAVMARK</div><div role="banner">BANNERMARK</div><div role="contentinfo">INFOMARK</div>
<div hidden>HIDDENMARK</div><div aria-hidden="true">ARIAMARK</div><div style="display: none">STYLEMARK</div>
<div id="breadcrumbs">Home › CRUMBMARK</div><div class="cookie-notice">We use cookies COOKIEMARK</div>
<div class="navbar">Go to: <a href="/a">Shop</a> <a href="/b">About us</a> <a href="/c">Contact NAVBARMARK</a></div>
<div class="page has-sidebar"><h1>Our menu</h1>
  <section id="menu"><h2>Starters</h2><p>Soup of the day, $6</p><p>Garden salad, $8</p></section>
  <div class="sidebar">SIDEBARMARK</div>
</div>
<template><p>TEMPLATEMARK</p></template><svg><text>SVGMARK</text></svg><iframe>IFRAMEMARK</iframe>
<form><label>Email FORMMARK</label><input></form>`);
    const { text } = extractHtml(html, PAGE_URL);
    expect(text).toBe('# Our menu\n\n## Starters\n\nSoup of the day, $6\n\nGarden salad, $8');
  });

  it('reads a fragment without <html> or <body>, leaving out its <title>', () => {
    expect(extractHtml('<title>Only a title</title><p>Some text</p>', PAGE_URL)).toMatchObject({ title: 'Only a title', text: 'Some text' });
  });

  it('survives nesting deeper than the call stack', () => {
    const depth = 20_000;
    const html = page(`${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}`);
    expect(extractHtml(html, PAGE_URL).text).toBe('deep text');
  });
});

describe('extractHtml metadata', () => {
  it('takes the title from <title>, then og:title, then the first h1', () => {
    expect(extractHtml(page('<h1>Heading</h1>', '<title> A\n title </title><meta property="og:title" content="OG">'), PAGE_URL).title).toBe('A title');
    expect(extractHtml(page('<h1>Heading</h1>', '<meta property="og:title" content="OG title">'), PAGE_URL).title).toBe('OG title');
    expect(extractHtml(page('<header><h1>Heading <em>one</em></h1></header>'), PAGE_URL).title).toBe('Heading one');
    expect(extractHtml(page('<p>x</p>'), PAGE_URL).title).toBe('');
  });

  it('reads the language from <html lang> or Content-Language', () => {
    expect(extractHtml('<html lang="es"><body><p>hola</p></body></html>', PAGE_URL).lang).toBe('es');
    expect(extractHtml(page('<p>x</p>', '<meta http-equiv="Content-Language" content="fr">'), PAGE_URL).lang).toBe('fr');
    expect(extractHtml(page('<p>x</p>'), PAGE_URL).lang).toBeNull();
  });

  it('resolves links against <base>, strips fragments, skips nofollow and non-web links', () => {
    const html = page(
      `<a href="guide#top">Guide</a> <a href="/guide">Again</a> <a href="https://other.example/x#y">Other</a>
<a href="#section">Jump</a> <a href="mailto:help@acme.example">Mail</a> <a href="javascript:void(0)">JS</a>
<a href="tel:+1555">Call</a> <a rel="external nofollow" href="/sponsored">Ad</a> <a href="http://[bad">Broken</a> <a>No href</a>`,
      '<base href="https://acme.example/docs/"><link rel="canonical" href="/help/shipping?x=1#frag">',
    );
    const result = extractHtml(html, PAGE_URL);
    expect(result.links).toEqual(['https://acme.example/docs/guide', 'https://acme.example/guide', 'https://other.example/x']);
    expect(result.canonicalUrl).toBe('https://acme.example/help/shipping?x=1');
  });

  it('resolves links against the page URL without <base>, and has no canonical URL by default', () => {
    const result = extractHtml(page('<a href="../returns">Returns</a>'), PAGE_URL);
    expect(result.links).toEqual(['https://acme.example/returns']);
    expect(result.canonicalUrl).toBeNull();
  });
});
