import { describe, expect, it } from 'vitest';
import { createSessionId, demoUrlOf, hasPublicVersion, readVersionVisibility, versionsToSwitch } from './version-visibility';

const version = (id: string, isPublic = false) => ({ id, isPublic });

describe('readVersionVisibility', () => {
  it('offers nothing to make public without versions', () => {
    expect(readVersionVisibility([])).toEqual({ kind: 'no-versions' });
  });

  it('offers the first version in the list when none is public', () => {
    expect(readVersionVisibility([version('v3'), version('v2'), version('v1')])).toEqual({ kind: 'can-make-public', version: version('v3') });
  });

  it('shows the public version (and no action) once one is public', () => {
    expect(readVersionVisibility([version('v3'), version('v2', true), version('v1', true)])).toEqual({ kind: 'public', version: version('v2', true) });
  });
});

describe('the public switch', () => {
  const v = (id: string, flags: { isPublic?: boolean; isActive?: boolean } = {}) => ({ id, isPublic: false, isActive: false, ...flags });

  it('reads public when any version is', () => {
    expect(hasPublicVersion([])).toBe(false);
    expect(hasPublicVersion([v('v2'), v('v1', { isPublic: true })])).toBe(true);
  });

  it('makes the active version public, else the newest', () => {
    expect(versionsToSwitch([v('v3'), v('v2', { isActive: true }), v('v1')], true).map((x) => x.id)).toEqual(['v2']);
    expect(versionsToSwitch([v('v3'), v('v2')], true).map((x) => x.id)).toEqual(['v3']);
    expect(versionsToSwitch([v('v3'), v('v2', { isPublic: true })], true)).toEqual([]);
    expect(versionsToSwitch([], true)).toEqual([]);
  });

  it('hides every public version to make the agent private', () => {
    expect(versionsToSwitch([v('v3', { isPublic: true }), v('v2'), v('v1', { isPublic: true })], false).map((x) => x.id)).toEqual(['v3', 'v1']);
  });
});

describe('demoUrlOf', () => {
  it('is the origin plus /demo/{versionId}', () => {
    expect(demoUrlOf('https://forge.example', 'abc-123')).toBe('https://forge.example/demo/abc-123');
    expect(demoUrlOf('http://localhost:5059/', 'abc')).toBe('http://localhost:5059/demo/abc');
  });
});

describe('createSessionId', () => {
  it("is 'session-{timestamp}-{random}'", () => {
    expect(createSessionId(1700000000000, () => 0.5)).toBe('session-1700000000000-i');
    expect(createSessionId()).toMatch(/^session-\d{13}-[a-z0-9]+$/);
  });
});
