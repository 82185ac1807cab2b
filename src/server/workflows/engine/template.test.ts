import { describe, expect, it } from 'vitest';
import { escapeHtml, lookupVariable, renderHtml, renderHtmlAsText, renderJson, renderLine, renderText, renderTextAsHtml } from './template';

const context = {
  user: { name: 'Ann "The Hacker" </p><script>x()</script>', email: 'ann@example.com', question: 'Price of {{agent.name}}?' },
  agent: { id: 'a1', name: 'Shop Bot', response: 'It costs 5 €' },
  company: {},
  session: { id: 's-1' },
  timestamp: '2025-01-02T03:04:05.000Z',
  extra: { count: 3 },
};

describe('template', () => {
  it('substitutes known variables, unknown ones become empty, values are never re-read as templates', () => {
    expect(renderText('Hi {{ user.email }} from {{agent.name}} at {{timestamp}}', context)).toBe('Hi ann@example.com from Shop Bot at 2025-01-02T03:04:05.000Z');
    expect(renderText('[{{company.name}}][{{nope.x}}][{{constructor.name}}][{{user.name.length}}]', context)).toBe('[][][][]');
    expect(renderText('{{user.question}}', context)).toBe('Price of {{agent.name}}?');
    expect(lookupVariable(context, 'extra.count')).toBe('3');
  });

  it('escapes values in HTML, the owner markup kept', () => {
    const html = renderHtml('<p>Hello <b>{{user.name}}</b></p>', context);
    expect(html).toBe(`<p>Hello <b>${escapeHtml(context.user.name)}</b></p>`);
    expect(html).not.toContain('<script>');
    expect(renderTextAsHtml('A <tag> & {{user.name}}\nnext\n\npara', context)).toBe(
      `<p>A &lt;tag&gt; &amp; ${escapeHtml(context.user.name)}<br>next</p>\n<p>para</p>`,
    );
    expect(renderHtmlAsText('<p>Hi {{agent.name}}</p><p>Bye<br>now</p>', context)).toBe('Hi Shop Bot\n\nBye\nnow');
  });

  it('keeps header lines on one line', () => {
    const evil = { user: { name: 'Eve\r\nBcc: victim@example.com\n' } };
    expect(renderLine('Hello {{user.name}}', evil)).toBe('Hello Eve Bcc: victim@example.com');
  });

  it('substitutes JSON values as strings: the shape cannot change', () => {
    const evil = { user: { name: 'x", "admin": true, "y": "{' } };
    const body = renderJson({ user_name: '{{user.name}}', nested: { list: ['{{user.name}}', 2, null, true] }, ['{{user.name}}']: 1 }, evil);
    const round = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    expect(Object.keys(round).sort()).toEqual(['nested', 'user_name', '{{user.name}}']);
    expect(round.user_name).toBe(evil.user.name);
    expect(round.nested).toEqual({ list: [evil.user.name, 2, null, true] });
  });

  it('keeps a "__proto__" key as data', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "{{agent.name}}"}}') as Record<string, unknown>;
    const out = renderJson(parsed, context) as Record<string, unknown>;
    expect(JSON.stringify(out)).toBe('{"__proto__":{"polluted":"Shop Bot"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
