import { describe, expect, it } from 'vitest';
import { errorSerializer, loggedUrl } from './log-serializers';

describe('loggedUrl', () => {
  it('masks the secret of an inbound workflow webhook and leaves other paths alone', () => {
    expect(loggedUrl('/api/workflows/hooks/AbC-123_xyz')).toBe('/api/workflows/hooks/[secret]');
    expect(loggedUrl('/api/workflows/hooks/AbC-123_xyz?x=1')).toBe('/api/workflows/hooks/[secret]?x=1');
    expect(loggedUrl('/api/agents/42/workflow')).toBe('/api/agents/42/workflow');
  });
});

describe('personal data in logs', () => {
  it('masks e-mails and phone numbers in logged query strings', () => {
    expect(loggedUrl('/api/projects/1/conversations?q=jane%40example.com&limit=20')).toBe('/api/projects/1/conversations?q=[email]&limit=20');
    expect(loggedUrl('/api/projects/1/conversations?q=612+345+678')).toBe('/api/projects/1/conversations?q=[phone]');
    expect(loggedUrl('/api/projects/1/conversations?limit=20')).toBe('/api/projects/1/conversations?limit=20');
  });

  it('masks them in logged errors, details included', () => {
    const err = Object.assign(new Error('duplicate key: jane@example.com'), { detail: 'Key (email)=(jane@example.com) already exists.' });
    const logged = errorSerializer(err);
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
    expect(logged.message).toBe('duplicate key: [email]');
    expect(logged.type).toBe('Error');
  });
});
