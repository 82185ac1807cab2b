import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './user-display';

describe('sidebar user display', () => {
  it('uses first and last name, else the e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'ada@x.io' })).toBe('Ada');
    expect(displayName({ firstName: ' ', lastName: null, email: 'ada@x.io' })).toBe('ada@x.io');
  });

  it('takes the avatar initial from the first name, else the e-mail, else none', () => {
    expect(avatarInitial({ firstName: 'ada', lastName: null, email: 'z@x.io' })).toBe('A');
    expect(avatarInitial({ firstName: null, lastName: 'L', email: 'zed@x.io' })).toBe('Z');
    expect(avatarInitial({ firstName: null, lastName: null, email: '' })).toBeNull();
  });
});
