import { describe, expect, it } from 'vitest';
import { detectImageType } from './sniff';
import { sanitizeSvg } from './svg-sanitizer';

const clean = (svg: string) => sanitizeSvg(svg) ?? '';

describe('sanitizeSvg', () => {
  it('keeps drawing elements, attributes and local references', () => {
    const out = clean(
      '<svg viewBox="0 0 10 10" width="10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path d="M0 0L10 10" fill="url(#g)" stroke="#000"/><use href="#g"/><text x="1">A &amp; B</text></svg>',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<path d="M0 0L10 10" fill="url(#g)" stroke="#000"/><use href="#g"/><text x="1">A &amp; B</text></svg>',
    );
  });

  it('removes scripts, event handlers, foreign objects, animation and their content', () => {
    const out = clean(
      '<svg onload="alert(1)"><script>alert(2)</script><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></body></foreignObject>' +
        '<set attributeName="href" to="javascript:alert(4)"/><animate attributeName="href" values="javascript:alert(5)"/><a href="javascript:alert(6)"><rect width="1"/></a><circle r="2" onclick="alert(7)"/></svg>',
    );
    expect(out).not.toMatch(/alert|script|foreignObject|onload|onerror|onclick|<a|<set|<animate|<img/i);
    expect(out).toContain('<circle r="2"/>');
  });

  it('removes external references: href, image, url() and @import', () => {
    const out = clean(
      '<svg><image href="https://evil.example/x.png"/><use xlink:href="https://evil.example/s.svg#a"/><use href="data:image/svg+xml,&lt;svg/&gt;"/>' +
        '<rect fill="url(https://evil.example/track)" style="fill:url(&quot;https://evil.example/t&quot;);stroke:red"/>' +
        '<style>@import url(https://evil.example/a.css); .a{fill:url(http://evil.example/b)} .b{fill:url(#ok)}</style></svg>',
    );
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('data:');
    expect(out).toContain('style="fill:none;stroke:red"');
    expect(out).toContain('.b{fill:url(#ok)}');
  });

  it('drops encoded scheme tricks and CSS escapes', () => {
    const out = clean('<svg><use href="&#106;avascript:alert(1)"/><rect style="fill:\\75 rl(http://evil.example)"/><rect fill="java&#x09;script:x"/></svg>');
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use/><rect/><rect/></svg>');
  });

  it('ignores the prologue, DOCTYPE entities, comments and CDATA markup', () => {
    const out = clean(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><!-- c --><svg><text>&x;</text><style><![CDATA[.a{fill:red}]]></style><![CDATA[<script>]]></svg>',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><text>&amp;x;</text><style>.a{fill:red}</style>&lt;script&gt;</svg>',
    );
  });

  it('answers null when there is no svg root', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('plain text')).toBeNull();
  });
});

describe('detectImageType', () => {
  it('recognises the accepted formats by their bytes', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- generator --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>'))).toBe('image/svg+xml');
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageType(Buffer.from([0xc3, 0x28, 0x3c]))).toBeNull();
  });
});
