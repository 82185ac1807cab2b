import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-serializers';

describe('loggedUrl', () => {
  it('masks the secret of an inbound workflow webhook and leaves other paths alone', () => {
    expect(loggedUrl('/api/workflows/hooks/AbC-123_xyz')).toBe('/api/workflows/hooks/[secret]');
    expect(loggedUrl('/api/workflows/hooks/AbC-123_xyz?x=1')).toBe('/api/workflows/hooks/[secret]?x=1');
    expect(loggedUrl('/api/agents/42/workflow')).toBe('/api/agents/42/workflow');
  });
});
