import { describe, expect, it } from 'vitest';
import { codeTabs } from './code-tabs';

describe('codeTabs', () => {
  it('shows only the primary code when there are no snippets', () => {
    expect(codeTabs({ deploymentType: 'widget', code: '<script></script>', snippets: {} })).toEqual([{ id: 'main', code: '<script></script>' }]);
  });

  it('names the primary code after the snippet that repeats it and lists it first', () => {
    const tabs = codeTabs({ deploymentType: 'api', code: 'curl …', snippets: { javascript: 'fetch(…)', curl: 'curl …' } });
    expect(tabs.map((t) => t.id)).toEqual(['curl', 'javascript']);
  });

  it('keeps a distinct primary code before the snippets and drops empty ones', () => {
    const tabs = codeTabs({ deploymentType: 'webhook', code: 'https://x/webhook/sms', snippets: { curl: 'curl …', python: '' } });
    expect(tabs.map((t) => t.id)).toEqual(['main', 'curl']);
  });
});
