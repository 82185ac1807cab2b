import { describe, expect, it } from 'vitest';
import { createSessionId, demoUrlOf, readVersionVisibility } from './version-visibility';

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
