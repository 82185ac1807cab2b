import { describe, expect, it } from 'vitest';
import { MAIN_NAV, BOTTOM_NAV, isNavItemActive } from './nav-items';
import { pageKeyFor } from './page-meta';

describe('sidebar navigation', () => {
  it('lists the main routes in order', () => {
    expect(MAIN_NAV.map((i) => i.path)).toEqual(['/', '/agents', '/workflows', '/knowledge', '/test-console', '/tools', '/leads', '/analytics', '/conversations', '/visitors', '/inbox', '/deployments']);
    expect(BOTTOM_NAV.map((i) => i.path)).toEqual(['/settings', '/help']);
  });

  it('highlights the current route', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/agents')).toBe(false);
    expect(isNavItemActive('/agents', '/agents')).toBe(true);
    expect(isNavItemActive('/agents', '/agents-x')).toBe(false);
    expect(isNavItemActive('/workflows', '/agents/abc/workflow')).toBe(true);
    expect(isNavItemActive('/agents', '/agents/abc/workflow')).toBe(false);
    expect(isNavItemActive('/agents', '/agents/abc/answers')).toBe(true);
    expect(isNavItemActive('/conversations', '/conversations/abc')).toBe(true);
  });

  it('picks the header of a route, Dashboard by default', () => {
    expect(pageKeyFor('/')).toBe('dashboard');
    expect(pageKeyFor('/settings')).toBe('settings');
    expect(pageKeyFor('/settings/')).toBe('settings');
    expect(pageKeyFor('/leads')).toBe('leads');
    expect(pageKeyFor('/agents/1/workflow')).toBe('workflowBuilder');
    expect(pageKeyFor('/agents/1/answers')).toBe('curatedAnswers');
    expect(pageKeyFor('/conversations')).toBe('conversations');
    expect(pageKeyFor('/conversations/abc')).toBe('conversations');
    expect(pageKeyFor('/inbox')).toBe('inbox');
    expect(pageKeyFor('/elsewhere')).toBe('dashboard');
  });
});
