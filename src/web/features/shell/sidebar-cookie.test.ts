import { describe, expect, it } from 'vitest';
import { SIDEBAR_COOKIE_MAX_AGE_S, readSidebarExpanded, serializeSidebarCookie } from './sidebar-cookie';

describe('sidebar_state cookie', () => {
  it('is expanded by default and when the cookie says true', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('a=1; sidebar_state=true')).toBe(true);
  });

  it('is collapsed when the cookie says false', () => {
    expect(readSidebarExpanded('csrf_token=x; sidebar_state=false; b=2')).toBe(false);
  });

  it('lives 7 days on the whole site', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(serializeSidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
  });
});
