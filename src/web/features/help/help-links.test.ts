import { describe, expect, it } from 'vitest';
import { ADVANCED_TUTORIALS, GETTING_STARTED_GUIDES, QUICK_ACTIONS, SUPPORT_LINKS } from './help-content';
import { linkAttributesFor } from './help-links';

describe('linkAttributesFor', () => {
  it('mails the support address', () => {
    expect(linkAttributesFor({ kind: 'mail' }, 'help@acme.test')).toEqual({ href: 'mailto:help@acme.test' });
  });
  it('opens http items in a new tab without an opener', () => {
    expect(linkAttributesFor({ kind: 'external', href: '/api/docs' }, 'x@y.z')).toEqual({ href: '/api/docs', target: '_blank', rel: 'noopener noreferrer' });
  });
  it('keeps app screens in the same tab', () => {
    expect(linkAttributesFor({ kind: 'route', href: '/tools' }, 'x@y.z')).toEqual({ href: '/tools' });
  });
});

describe('help content', () => {
  it('has the quick actions: Contact Support mails, View Tools Hub goes to /tools', () => {
    expect(QUICK_ACTIONS.map((a) => [a.id, a.action])).toEqual([
      ['contactSupport', { kind: 'mail' }],
      ['viewToolsHub', { kind: 'route', href: '/tools' }],
    ]);
  });
  it('links every guide into one of the app screens', () => {
    const screens = ['/visitors', '/agents', '/knowledge', '/test-console', '/deployments', '/tools', '/workflows', '/leads', '/settings'];
    for (const guide of [...GETTING_STARTED_GUIDES, ...ADVANCED_TUTORIALS]) {
      if (guide.action.kind === 'route') expect(screens).toContain(guide.action.href.split('?')[0]);
      expect(guide.steps).toBeGreaterThan(0);
    }
  });
  it('offers mail and the API reference as support', () => {
    expect(SUPPORT_LINKS.map((l) => l.action)).toEqual([
      { kind: 'mail' },
      { kind: 'external', href: '/api/docs' },
      { kind: 'external', href: '/api/openapi.json' },
    ]);
  });
});
